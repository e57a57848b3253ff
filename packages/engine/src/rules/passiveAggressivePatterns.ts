import type { BlockView } from '../language/types.ts';
import type { RuleMatch } from './types.ts';
import { ALREADY_TOLD_PATTERNS, THERE_ALL_ALONG } from './passiveAggressiveAlreadyTold.ts';
import { NON_APOLOGY_PATTERNS } from './passiveAggressiveApology.ts';
import { IRONY_PATTERNS } from './passiveAggressiveIrony.ts';
import { REPEATING_PATTERNS } from './passiveAggressiveRepeating.ts';
import { SARCASM_PATTERNS } from './passiveAggressiveSarcasm.ts';
import { COUNTED_PATTERNS } from './passiveAggressiveCounted.ts';
import { TALLIED_PATTERNS, talliesColumn } from './passiveAggressiveTallied.ts';
import {
  FUTURE_REQUEST_PATTERNS,
  HELD_AFTER_RECAP_PATTERN,
  KINDLY_NOT_PATTERN,
  READ_FIRST_PATTERN,
} from './passiveAggressiveRequests.ts';
import { SUPERIOR_PATTERNS } from './passiveAggressiveSuperior.ts';
import { quote } from './wording.ts';

/**
 * Rebukes the phrase list cannot spell: a comma inside them ("Going forward, please…"), words that vary
 * between the fixed parts ("as I've already stated", "per my email below", "I've asked you three times",
 * "looping in your manager"), and a curt one-line reply ("Noted.", "Any updates?").
 */
const A = "['’]";
// "On three separate occasions" counts the tellings as "three times" does (writer q).
const COUNT = 'two|three|four|five|six|several|multiple|numerous|many|a few|a number of|countless|repeated';
const TIMES = `twice|three times|four times|five times|several times|multiple times|more than once|numerous times|many times|a number of times|countless times|over and over|again and again|a few times|(?:two|three|four|five) separate times|on (?:${COUNT})(?: separate| different)? occasions`;
// Verbs of telling, as a class: "as I've already communicated to you" (writer w), "as I advised", "as I've
// spelled out". "Set out" and "shared" are left out: "as I set out for work", "as I shared my screen" tell when.
const VERBS =
  'said|mentioned|stated|explained|noted|pointed out|told you|indicated|outlined|highlighted|flagged|specified|clarified|made clear|emphasi[sz]ed|stressed|requested|asked|communicated|conveyed|relayed|advised|informed you|warned|reiterated|repeated|underlined|spelled out|spelt out|confirmed';
// "As soon as we've confirmed it's you" (an earlier writer) tells when, not what was said before.
const NOT_AS_SOON = '(?<!\\b(?:soon|long|far|much|well|just|same) (?:as|like))';
const ADVERBS = '(?:(?:already|previously|clearly|repeatedly|explicitly|also|just) )*';
// The writer's own messages, and the words that say there were several ("per our numerous conversations").
// Chat shorthand too ("per my last msg", "per my DM"), and the older words ("per my last mail", writer v; "memo").
const MESSAGES =
  '(?:e-?mails?|mail|memos?|letters?|msgs?|dms?|messages?|notes?|repl(?:y|ies)|calls?|conversations?|discussions?|chats?|voicemails?|comments?|texts?|instructions|requests?)';
const EARLIER =
  '(?:last|previous|prior|earlier|recent|most recent|original|first|numerous|many|several|multiple|countless|repeated|various|past)';
// A small count of them: "my last two emails", "our previous three letters" (writer x).
const FEW = '(?:two|three|four|five|six|few|couple of|\\d+)';
// When a message was sent, after its name: "my message last week", "my email from Monday", "my letter of 3
// May" (writers u and v).
const WHEN_SENT = "(?: (?:from|of|on|sent|dated|last|this|yesterday|earlier|before)(?: [\\w'’-]+){0,2}?)?";
// "As I wrote in my last email", not "As I wrote this guide, I…" (while).
const WROTE = '(?:wrote|written) (?:in|before|earlier|above|below|last|previously|yesterday)';

// "As noted in the ticket several times": any telling, counted ("several times a day" is a schedule).
// The writer may be named, and the telling set out in writing (sixteenth pass: "as I've already set out in writing
// twice").
const TOLD_MANY_TIMES = `\\bas (?:(?:i|we)(?:${A}ve| have|${A}d| had)? (?:(?:already|previously|now) )*)?(?:${VERBS}|discussed|covered|set out|put (?:it|this|that) in writing|gone over|went over)\\b[^.!?\\n]{0,30}?\\b(?:${TIMES}|repeatedly)\\b(?! (?:a|per|each|every) (?:day|week|month|year|shift|night)\\b)`;
// "As we've discussed before", "like I've gone over twice": the ground covered again.
const GONE_OVER_BEFORE = `\\b(?:as|like) (?:i|we)(?:${A}ve| have|${A}d| had)? (?:discussed|covered|gone over|went over)(?: (?:this|that|it))? (?:before|already|previously|${TIMES})\\b`;

// Who counts the tellings: "I've", "we have already", "I have now".
const TELLER = `\\b(?:i|we)(?:${A}ve| have|${A}d| had)? (?:(?:already|now|repeatedly|previously|also) )*`;
// Words between the telling and its count: "I've told you now three times", "…with you already twice".
const COUNT_ADVERB = '(?:now|already|literally|at least)';
// What the writer told or asked the reader about, named: "the broken heater", "for the signed timesheets".
// "To" and "from" end it: "I've flagged the issue to the supplier three times" reports effort elsewhere.
const TOPIC =
  "(?:(?:for|about|on) )?(?:the|your|this|that|these|those|my|our) (?:(?!(?:to|from)\\b)[\\w'’-]+ ){0,3}?[\\w'’-]+";
// Verbs whose object is that topic. "Raised" takes one only with the reader ("raised it with you"): "we've
// raised the price twice" raises no point.
const TOPIC_VERBS =
  'asked(?: you)? (?:for|about)|requested|flagged|highlighted|mentioned|pointed out|brought up|queried|chased(?: up)?|reminded you (?:about|of)|told you about|followed up on';
const WITH_READER = '(?:with|to|from) (?:you|your [\\w-]+)';
// Where a writer tells an audience, not the reader: "…several times on this blog".
const AUDIENCE =
  'blog|podcast|newsletter|column|channel|show|book|series|site|website|posts?|articles?|videos?';

// Patterns flagged "gi", not "giu": under Unicode case folding "s" and "k" also match "ſ" and the Kelvin
// sign, which stops V8 from scanning for a literal start ("sorry", "kindly") and makes a pattern several
// times slower. They spell nothing outside the BMP, so the flag changes nothing else.
// The reader's own people, chased as the reader is: "I have emailed your office on five separate occasions".
// "We've contacted your bank three times" reports effort with a third party, and passes.
const READER_SIDE = '(?:team|office|department|colleagues|staff|assistant|secretary|company|firm)';

// The reader, or the readers as a group ("not sure if everyone saw…").
const READERS =
  "(?:you|you all|all of you|everyone|everybody|anyone|anybody|people|folks|the (?:whole )?team|y['’]all)";
// "In case you missed the three reminders": the count of earlier notices makes the recap a rebuke. "In case
// you missed the announcement" is news, and passes.
const NOTICES = '(?:reminders?|e-?mails?|messages?|notices?|memos?|warnings?|notes?|requests?|chasers?)';
// "In case the earlier reminders slipped past you" (writer s): the same notices, made the subject.
// The count may be loose (sixteenth pass: "in case the last couple of reminders slipped past you").
const NOTICES_SLIPPED = `\\b(?:in case|if|since|as) (?:(?:the|my|our|all|both|all of|all the) )*(?:${COUNT}|last|previous|earlier) (?:(?:couple|few|handful|pair) of )?(?:[\\w-]+ )?${NOTICES} (?:slipped (?:past|by) you|passed you by|got (?:lost|buried)|went unread|escaped you)`;
// Both of the writer's notices, or one listed beside another (fifteenth pass: "In case you missed both emails and the
// Slack post, …", "in case you missed either of my reminders", "in case you missed my email and my message on
// Teams"): two notices are a count. "In case you missed the newsletter and the blog post" lists no notice of the
// writer's, and passes.
const NOTICE_OR_POST = `(?:${NOTICES}|posts?|updates?|announcements?)`;
const MISSED_BOTH = `\\b(?:in case|if|since|as) you (?:missed|overlooked|didn['’]t see|did not see|haven['’]t seen|have not seen|ignored) (?:(?:both|either|each)(?: of)?(?: (?:the|my|our|these|those))? (?:[\\w-]+ )?${NOTICES}|(?:my|our) (?:[\\w-]+ )?${NOTICES}(?:,? (?:my|our|the) (?:[\\w-]+ ){0,2}?${NOTICE_OR_POST})*,? (?:and|or) (?:my|our|the) (?:[\\w-]+ ){0,2}?${NOTICE_OR_POST})\\b`;
const MISSED_COUNTED = `\\b(?:in case|if|since|as) you (?:missed|overlooked|didn['’]t see|did not see|haven['’]t seen|have not seen|ignored) (?:(?:the|my|our|all|both|all of|all the|any of) )*(?:${COUNT}|last|previous|earlier) (?:[\\w-]+ )?${NOTICES}\\b`;
// The writer's own message, named however: "my email of 3 May", "our letter to you dated 2 April", "my query from
// Monday" (a question sent is a message too), "my query about the service charge" (its topic, after when it was
// sent, in up to four words).
// Its topic may be a participle of asking too (fifteenth pass: "my email of 12 February asking for the site survey
// has still not had a reply", "my note requesting the keys").
const ABOUT =
  "(?: (?:about|regarding|concerning|re|asking (?:for|about|whether|if|after)|requesting|chasing(?: up)?|following up(?: on)?|querying) (?:[\\w'’-]+ ){0,3}?[\\w'’-]+)?";
const MY_MESSAGE = `\\b(?:my|our) (?:(?!to\\b)[\\w'’-]+ ){0,2}?(?:${MESSAGES}|reminders?|quer(?:y|ies)|(?:en|in)quir(?:y|ies)|questions?)(?: to you)?${WHEN_SENT}${ABOUT}`;
// What was not done with it, as a class (thirteenth pass, writer aa: "My message of 14 June, which has yet to
// receive a reply"): a verb of answering in the negative passive ("hasn't been answered", "has still not been
// acknowledged", "is yet to be read"), an un-word after a verb of staying ("remains unanswered", "has gone
// unreturned"), or a reply that never came ("has received no response", "is still awaiting a reply", "has yet to
// get an answer"). "My email to the supplier has yet to receive a reply" names someone else (the message's name
// stops at "to").
const ANSWERED =
  '(?:answered|acknowledged|actioned|replied to|responded to|read|returned|looked at|dealt with|picked up|opened)';
const REPLY = '(?:reply|replies|response|responses|answer|answers|acknowledge?ments?|word back)';
const UNANSWERED = [
  `(?:still )?(?:has|have)(?: still| yet)?(?:n${A}t| not)(?: yet| still)? been ${ANSWERED}`,
  `(?:is|are|was|were)(?: still)?(?:n${A}t| not)(?: yet)? ${ANSWERED}`,
  `(?:has|have|is|are)(?: still)? yet to (?:be ${ANSWERED}|(?:receive|get|have|see|draw|prompt) (?:a |an |any )?${REPLY})`,
  `(?:still )?(?:remains?|remained|went|(?:has|have)(?: so far| still| now| all| both)? gone|is|are|was|were|sits?|sat|lies|lay) (?:still )?(?:unanswered|unacknowledged|unread|unreturned|unactioned|unopened|ignored|without (?:a |an |any )?${REPLY})`,
  `(?:has|have|had)(?: still)? (?:received|got|had|drawn|prompted) no ${REPLY}`,
  `(?:has|have)(?: still)?(?:n${A}t| not)(?: yet)? (?:received|got|gotten|had|drawn|prompted) (?:a |an |any )?${REPLY}`,
  `(?:is|are)(?: still)? (?:awaiting|waiting for|without) (?:a |an |any )?${REPLY}`,
  `you (?:still )?(?:haven${A}t|have not|didn${A}t|did not|never)(?: yet)? (?:answered|replied to|acknowledged|actioned|read|responded to)`,
  `(?:i|we)(?:${A}ve| have) (?:had|received|got) no (?:reply|response|answer)`,
]
  .map((form) => `(?:${form})`)
  .join('|');
// The same silence told with the writer or "there" as subject: "I'm yet to receive any response to my email of 2
// March", "I have received no reply to my previous three emails", "there has been no response to my letter of 12
// May". The reply must be to the writer's message: "there has been no response from the council" names someone
// else.
const NO_REPLY_TO_MINE = `\\b(?:(?:i|we)(?:${A}m| am|${A}re| are|${A}ve| have)?(?: still)? yet to (?:receive|get|have|see)|(?:i|we)(?:${A}ve| have)(?: still)? (?:received|had|got(?:ten)?) no|(?:i|we)(?: still)? (?:haven${A}t|have not)(?: yet)? (?:received|had|got(?:ten)?)|there(?:${A}s| has| have| is)(?: still)? (?:been )?no) (?:a |an |any )?${REPLY}(?: (?:yet|so far|as yet))? (?:to|on|about|regarding) (?:my|our|either of my|any of my|both (?:of )?my|all (?:of )?my) (?:(?!to\\b)[\\w'’-]+ ){0,2}?(?:${MESSAGES}|reminders?|quer(?:y|ies)|(?:en|in)quir(?:y|ies)|questions?)\\b`;
// Reminders the writer counts before the point: a strong count with any message ("my numerous emails"), a
// small one with chasers only ("after my three reminders"; "following my two emails yesterday, here is the
// agenda" gathers them up).
const AFTER_REMINDERS = `\\b(?:further to|following|after|in spite of|referring(?: back)? to|with reference to|in reference to|regarding|given) (?:(?:all|both|all of) )?(?:my|our) (?:(?:last|previous|earlier) )?(?:(?:numerous|repeated|several|multiple|many|countless|various) (?:[\\w-]+ )?(?:${MESSAGES}|${NOTICES}|follow-ups?)|(?:two|three|four|five|six) (?:(?:previous|earlier|separate) )?(?:reminders?|chasers?|warnings?|follow-ups?|requests?))\\b`;

// A notice's passive telling, and a repeat before or after it: "are once again reminded", "are asked, yet
// again, to".
const TELLING = '(?:reminded|asked|told|warned|requested|urged|instructed)';
const REPEAT = '(?:yet again|once again|once more|again)';
const COURTESY = '(?:kindly|politely|gently|respectfully|hereby|therefore|now|all)';
// The writer telling the readers again, in the active (fifteenth pass: "We're asking everyone, yet again, not to book
// the boardroom for one-to-ones", "I'm once again reminding you all never to prop the fire door open"): "yet again"
// says the earlier tellings went unheeded, and so does any repeat before a prohibition ("not to", "to stop", "never
// to"). "We're once again asking everyone to donate to the food bank" is a yearly appeal, and passes.
const PRAISE_OR_THANKS = '(?![^.!?\\n]*\\b(?:thank\\w*|grateful|donat\\w*|love|proud|congrat\\w*)\\b)';
const TELLING_NOW_VERB = '(?:asking|reminding|telling|urging|requesting|begging|imploring)';
const ASKED_READERS = `(?:you|you all|all of you|everyone|everybody|all staff|staff|the team|people|folks|residents|tenants|members|parents|colleagues|visitors|guests|users)`;
const PROHIBITED = `(?:not|never|no longer|to (?:stop|avoid|refrain|cease|quit)|that no(?:one|body| one)?)\\b`;
const ASKING_AGAIN = `\\b(?:i|we)(?:${A}m| am|${A}re| are) (?:(?:yet again|once again|once more|again),? ${TELLING_NOW_VERB} ${ASKED_READERS}|${TELLING_NOW_VERB} ${ASKED_READERS},? (?:yet again|once again|once more|again))(?:(?<=yet again)|(?=,?\\s+[*_]*${PROHIBITED}))${PRAISE_OR_THANKS}`;
const LABEL_AGAIN = `\\b(?:reminder|notice|request|warning|note|heads-?up)[*_]*\\s*(?:\\(\\s*(?:yet again|once again|again|once more)\\s*\\)|[,–—-]\\s*(?:yet again|once again))[*_]*\\s*[:!]`;
const TOLD_AGAIN = `(?<!\\b(?:i|we) )\\b(?:is|are|has been|have been) (?:${COURTESY},? )*(?:${REPEAT},? (?:${COURTESY},? )*${TELLING}\\b|${TELLING},? ${REPEAT}\\b)`;

// A document the reader was given, and the sign that it told them long ago or plainly.
const GIVEN_TO_READER =
  "(?:(?:that|which) )?you (?:all )?(?:(?:were|have been|['’]ve been|had been) (?:sent|given|provided|emailed|e-mailed|issued|handed|shown)|received|signed|got|agreed to)";
const TOLD_LONG_AGO =
  '(?:already|again|clearly|plainly|explicitly|previously|on your first day|when you (?:joined|started|signed up|arrived)|at (?:your )?induction|at onboarding)';
const POINTED_BACK = `\\b(?:refer(?: back)? to|see|check|consult|re-?read|read|look at|look back at|go back to) the (?:[\\w-]+ ){1,3}?${GIVEN_TO_READER}\\b(?=[^.!?\\n]*\\b${TOLD_LONG_AGO}\\b)`;

// A pattern, the method it reports, and optionally a gate: a word the pattern cannot match without, tested on the
// block before the pattern is (thirteenth pass: the new constructions open on common words).
interface Construction {
  readonly pattern: RegExp;
  readonly method: string;
  readonly gate?: RegExp;
}

// The writer's own earlier update or post, with a word that it came before (fifteenth pass: "I'm not sure if you read
// my last update, but the launch date has not changed"). "Not sure if you saw the update on the intranet" may be news.
const MY_LAST_POST = `(?:my|our) (?:(?:last|latest|previous|earlier|recent|most recent|weekly|monday['’]s|friday['’]s) ){1,2}(?:[\\w-]+ )?(?:updates?|posts?|announcements?|status reports?)`;
// Several issued notices, counted back from now (sixteenth pass: "not sure if everyone read the last three IT
// bulletins"): the count says they were not read. "The last bulletin" alone may be news.
const LAST_FEW_ISSUED = `(?:the|my|our) (?:last|previous|past|latest) ${FEW} (?:[\\w-]+ ){0,2}?(?:bulletins?|updates?|posts?|newsletters?|announcements?|notices?|circulars?|digests?)`;
// Whether the reader found the time to read it is the same doubt (sixteenth pass: "not sure if you've had a chance to
// read my last four emails").
const HAD_CHANCE_TO_READ =
  '(?:had|got|found) (?:a|the) (?:chance|moment|minute|time) to (?:read|look at|see|open|go through|check)|(?:got round|got around|managed) to (?:read(?:ing)?|look(?:ing)? at|open(?:ing)?)';
const PATTERNS: readonly Construction[] = [
  // "As I've already stated", "like I said before"; "we" only with a sign of repetition ("as we've
  // already explained"), since "as we mentioned in our newsletter" is news.
  {
    pattern: new RegExp(
      `\\b(?:as|like)${NOT_AS_SOON} i(?:${A}ve| have|${A}d| had)? ${ADVERBS}(?:${VERBS}|${WROTE})\\b|\\b(?:as|like)${NOT_AS_SOON} we(?:(?:${A}ve| have|${A}d| had) ${ADVERBS}| (?:already|previously|clearly|repeatedly) ${ADVERBS})(?:${VERBS})\\b|${TOLD_MANY_TIMES}|${GONE_OVER_BEFORE}`,
      'giu',
    ),
    method: 'as-i-said',
  },
  // "Per my email below", "as per my earlier message", "per our numerous conversations", "per my last two
  // emails" (writer x). "As our previous three letters explained", "as my last email made clear": the earlier
  // messages as the subject of the telling, with a word that they were earlier or several.
  {
    pattern: new RegExp(
      `\\b(?:as )?per (?:my|our) (?:${EARLIER} ){0,2}(?:${FEW} )?${MESSAGES}\\b|\\bas (?:my|our) (?:(?:${EARLIER}|${FEW}) ){1,3}${MESSAGES} (?:(?:already|clearly|both|all) )?(?:said|explained|stated|made (?:it )?clear|set out|mentioned|pointed out|noted|outlined|confirmed|warned|advised|asked|requested|told you|showed|detailed|indicated)\\b`,
      'giu',
    ),
    method: 'per-my-last-email',
  },
  // "Kindly refer to my email of 2 June": the reader is sent back to what they did not read. "Please refer
  // to our privacy policy" or "to our instructions" sends them to a document.
  {
    pattern: new RegExp(
      `\\b(?:(?:kindly |please )?refer(?: back)? to my (?:${EARLIER} ){0,2}(?:${MESSAGES}|letters?|correspondence)|(?:kindly|please) refer(?: back)? to our (?:${EARLIER} ){0,2}(?:e-?mails?|messages?|repl(?:y|ies)|letters?|correspondence|conversations?|discussions?))\\b`,
      'gi',
    ),
    method: 'per-my-last-email',
  },
  // "Not sure whether you got my last note", "I'm not sure whether my last three messages reached you", "not
  // sure if everyone saw the last three reminders" (writer x: the readers as a group).
  {
    pattern: new RegExp(
      `\\b(?:not sure|unsure) (?:if|whether) (?:${READERS}(?:${A}ve| have| has)? (?:saw|seen|got|gotten|received|read|caught|noticed|${HAD_CHANCE_TO_READ}) (?:(?:my|our|the) (?:[\\w-]+ ){0,3}?(?:${MESSAGES}|${NOTICES})|${MY_LAST_POST}|${LAST_FEW_ISSUED})|(?:my|our) (?:[\\w-]+ ){0,3}?${MESSAGES}${WHEN_SENT} (?:(?:have|has|had|ever|actually|are|is|were) )*(?:reached|reaching|got to|gotten to|getting to|made it to|arrived)(?: (?:with )?you)?)\\b`,
      'gi',
    ),
    method: 'not-sure-if-you-saw',
  },
  // "I apologize if my instructions were somehow unclear": sorry for the reader's failure to understand,
  // in the past. "We're sorry our earlier email was unclear" owns the fault; "sorry if the guide is
  // confusing" speaks of a document.
  {
    pattern:
      /\b(?:sorry|apologies|apologi[sz]e) if (?:my|i) (?:[\w-]+ ){0,3}?(?:was|were|wasn['’]t|weren['’]t|was not|were not|had been|came across as|seemed) (?:(?:somehow|in any way|at all|not|too|a little|a bit) )*(?:unclear|clear|confusing|ambiguous)\b/gi,
    method: 'not-clear-enough',
  },
  // "Since it apparently wasn't clear the first two times", "it seems the first copy went unread": the
  // reader, told before, did not take it in. "If the steps weren't clear the first two times, here they
  // are" helps; "the instructions were not clear the first time, so we rewrote them" owns the fault. "In case
  // it wasn't clear the first time, staff need to be in by 9" (writer t) says one telling was not taken in.
  {
    pattern:
      /\b(?:wasn['’]t|was not|weren['’]t|were not)(?<!\bif (?:[\w'’-]+ ){0,3}\w+(?:['’]t| not)) (?:clear|understood|read|heard|seen) the (?:first|last|previous) (?:two|three|four|five|few|couple of|several) times\b|\bin case (?:it|this|that|i) (?:wasn['’]t|was not|weren['’]t|were not) (?:clear|obvious|understood) the first time\b|\b(?:apparently|evidently|obviously) (?:(?:it|this|that|they) )?(?:wasn['’]t|was not|weren['’]t|were not|isn['’]t|is not) (?:clear|obvious|understood|read)\b|\b(?:my (?:(?:first|last|previous|earlier|original|other) )?|the (?:first|last|previous|earlier|original|other) )(?:copy|copies|e-?mails?|messages?|notes?|repl(?:y|ies)|letters?|reminders?|requests?) (?:(?:seems|seem|appears|appear) to have gone|went|has gone|have gone|had gone) (?:unread|unanswered|unnoticed|ignored)\b/gi,
    method: 'not-sure-if-you-saw',
  },
  // "See my previous message", "refer back to my last reply", "read my email again"; an email opened on
  // a thing sent again ("Attaching the schedule again", "Sending this again in case it got lost"); and
  // "please read it this time", which says the last time went unread.
  {
    pattern:
      /\b(?:see|refer(?: back)? to|re-?read|check|look at|go back to) my (?:previous|last|earlier|prior|original|first) (?:e-?mails?|messages?|repl(?:y|ies)|notes?|comments?|responses?|answers?)\b|\b(?:re-?read|read) (?:my|the|this|our) (?:e-?mail|message|thread|reply|note|instructions)s? (?:again|once more|more carefully)\b|(?<=^|[.!?]\s+)(?:just )?(?:re-?)?(?:attaching|sending|forwarding|reminding you)\b(?: [\w'’-]+){0,3}? again\b|\b(?:please|kindly|make sure to|be sure to|remember to|try to)\s+(?:re-?read|read|check|follow|open|look at|fill (?:in|out)|include|attach)\b[^.!?\n,;]{0,40}?\bthis time(?=\s*(?:[.!?,;:)\n]|$)|\s+(?:before|round|please)\b)|\b(?:appreciate|expect|like|want|need|hope for) (?:a|an|some) (?:reply|response|answer|acknowledge?ment|update)\b[^.!?\n]{0,20}?\bthis time\b/giu,
    method: 'per-my-last-email',
  },
  // The thing sent again, in the passive: "the template is attached again" (an earlier writer). "The corrected
  // invoice is attached again" sends a new version, and a resend the reader asked for is read in the rule.
  {
    pattern:
      /\b(?:is|are|['’]s|['’]re) (?:re-?)?(?:attached|enclosed) (?:here )?again\b(?<!\b(?:updated|corrected|revised|new|latest|compressed|smaller|pdf|zip|fixed)\b[^.!?\n]{0,40})/giu,
    method: 'sent-again',
  },
  // The writer's earlier message said to be unanswered ("Referring back to my email of 3 May, which still
  // hasn't been answered", "my letter of 2 April remains unanswered", writer u), or the writer's reminders
  // counted ("Further to my numerous reminders"). "Further to my email of 3 May, I attach…" and "my email to
  // the supplier hasn't been answered" pass.
  {
    pattern: new RegExp(
      `${MY_MESSAGE},? (?:(?:which|that|to which) )?(?:(?:still|so far|as yet|now|also|both|all) )?(?:${UNANSWERED})\\b|${AFTER_REMINDERS}`,
      'giu',
    ),
    method: 'per-my-last-email',
  },
  // Read only in blocks with a word for a reply (the gate): the pattern opens on "I" and "we".
  {
    pattern: new RegExp(NO_REPLY_TO_MINE, 'giu'),
    method: 'per-my-last-email',
    gate: /\b(?:repl(?:y|ies)|responses?|answers?|acknowledge?ments?|word back)\b/iu,
  },
  // A formal letter's "per my last email": "I refer you to my letter of 3 May", "as set out in our
  // previous letter".
  {
    pattern:
      /\b(?:i|we) (?:would |must )?refer you (?:back )?to (?:my|our) (?:(?:previous|last|earlier|prior) )?(?:e-?mails?|letters?|messages?|repl(?:y|ies)|notes?|correspondence)\b|\bas (?:stated|explained|set out|outlined|mentioned|detailed|noted|advised) in (?:my|our) (?:(?:previous|last|earlier|prior) (?:e-?mails?|letters?|messages?|repl(?:y|ies)|notes?|correspondence)|letters? of)\b/giu,
    method: 'per-my-last-email',
  },
  // "As stated in the handbook you were sent", "as outlined in the policy you signed", "as per the guide we
  // sent you": the reader pointed back to what they were given. "As stated in the handbook" and "as
  // stated in section 4" cite a source.
  {
    pattern:
      /\b(?:(?:as )?per the|as (?:(?:clearly|already|previously) )?(?:stated|explained|outlined|set out|mentioned|noted|specified|detailed|described|indicated|laid out|covered) in the) (?:[\w-]+ ){1,3}?(?:(?:that|which) )?(?:you (?:all )?(?:were|have been|['’]ve been|had been) (?:sent|given|provided|emailed|e-mailed|issued|handed|shown|asked to read)|you (?:all )?(?:received|signed|were sent|agreed to|accepted|read)|(?:sent|given|emailed|e-mailed|issued) to you|(?:we|i) (?:sent|gave|emailed|e-mailed|issued|provided) you)\b/giu,
    method: 'as-you-were-told',
  },
  // "Please refer to the handbook you received on your first day, which already explains…" (writer v): the
  // reader sent back to what they were given, with a sign that it said so all along. "See the welcome pack
  // you received with your order for care instructions" only points to it.
  { pattern: new RegExp(POINTED_BACK, 'giu'), method: 'as-you-were-told' },
  // "I've asked you three times", "I have already told you twice"; "I've flagged the missing receipts three
  // times now", "I have raised the broken heater with you on four occasions" (writers u and v): the topic told
  // or asked about, named, and the tellings counted. "We've raised prices three times" raises no topic with
  // the reader, and "I've mentioned the café several times on this blog" tells an audience.
  {
    pattern: new RegExp(
      `${TELLER}(?:(?:asked|told|reminded|explained|said|mentioned|requested|raised|chased)(?: (?:you|this|that|it|for (?:this|it)))*|(?:emailed|e-mailed|written to|wrote to|contacted|called|chased) (?:you|your ${READER_SIDE})) (?:${COUNT_ADVERB} )?(?:(?:about|for|after|on) (?:this|that|it|(?:the|your) [\\w-]+) )?(?:${WITH_READER} )?(?:${COUNT_ADVERB} )?(?:${TIMES})\\b|${TELLER}(?:(?:${TOPIC_VERBS}) ${TOPIC} (?:${WITH_READER} )?|raised ${TOPIC} ${WITH_READER} )(?:${COUNT_ADVERB} )?(?:${TIMES})\\b(?! (?:on|in) (?:this|my|the|our) (?:${AUDIENCE})\\b)`,
      'giu',
    ),
    method: 'as-i-said',
  },
  ...SUPERIOR_PATTERNS.map((pattern) => ({ pattern, method: 'for-visibility' })),
  ...COUNTED_PATTERNS.map((pattern) => ({ pattern, method: 'counted-telling' })),
  ...TALLIED_PATTERNS.map((pattern) => ({ pattern, method: 'counted-telling' })),
  ...ALREADY_TOLD_PATTERNS.map((pattern) => ({ pattern, method: 'told-before' })),
  ...REPEATING_PATTERNS,
  // Thanks for late news, a martyr's offer, a wish "for once" (sixteenth pass, `passiveAggressiveIrony.ts`).
  ...IRONY_PATTERNS.map((item) => ({ ...item, method: 'mock-politeness' })),
  ...SARCASM_PATTERNS.map((item) => ({ ...item, method: 'mock-politeness' })),
  { ...THERE_ALL_ALONG, method: 'told-before' },
  // "Residents are kindly reminded, yet again, that bikes…", "staff are once again asked to…" (writer u): the
  // readers, addressed as a group in a notice, told again; "again" says the first telling went unheeded.
  // "Passengers are reminded that…" (no repeat), "prices rose yet again" (no telling) and the writer's own "we
  // are asked again by the council…" pass.
  { pattern: new RegExp(TOLD_AGAIN, 'giu'), method: 'told-again' },
  // The notice's label says it again (fourteenth pass: "**Reminder (yet again):** residents must not…",
  // "Notice, once again: …", "Reminder (again): …"): the repeat is the point of the label. "Reminder: the
  // party is on Friday" repeats nothing.
  { pattern: new RegExp(LABEL_AGAIN, 'giu'), method: 'told-again' },
  { pattern: new RegExp(ASKING_AGAIN, 'giu'), method: 'told-again', gate: /\bagain\b|\bonce more\b/iu },
  // "If you scroll up in the thread", "What part of 'no refunds' is unclear?"
  {
    pattern:
      /\bif you scroll (?:up|down)\b[^.!?\n]{0,30}?\b(?:thread|e-?mail|message|chain|reply|answer|conversation)\b|\bwhat part of\b[^.!?\n]{1,40}?\b(?:unclear|understand|confusing|clear)\b/giu,
    method: 'not-sure-if-you-saw',
  },
  // "Going forward, please…", "In future, I'd appreciate it if…", "Next time, could you…".
  {
    pattern: new RegExp(
      `\\b(?:going forward|moving forward|in (?:the )?future|from now on|next time),?\\s+(?:please|kindly|make sure|ensure|remember|do not|don${A}t|be sure to|try to|could you|can you|i expect|we expect|i ask that|we ask that|(?:we|i)(?:${A}ll| will)? need you to|(?:i|we)(?:${A}d| would) (?:appreciate|ask)|it would be (?:appreciated|helpful|nice) if)\\b`,
      'giu',
    ),
    method: 'for-future-reference',
  },
  {
    pattern: new RegExp(`${MISSED_COUNTED}|${NOTICES_SLIPPED}|${MISSED_BOTH}`, 'giu'),
    method: 'missed-counted',
  },
  ...NON_APOLOGY_PATTERNS.map((pattern) => ({ pattern, method: 'sorry-you-were-offended' })),
  { pattern: HELD_AFTER_RECAP_PATTERN, method: 'held-after-recap' },
  ...FUTURE_REQUEST_PATTERNS.map((pattern) => ({ pattern, method: 'for-future-reference' })),
  { pattern: READ_FIRST_PATTERN, method: 'read-first' },
  { pattern: KINDLY_NOT_PATTERN, method: 'kindly-refrain' },
  // "Thanks, TIA": the capitals only; "Tia" is a name.
  { pattern: /\bTIA\b/gu, method: 'thanks-in-advance' },
];

// "Noted. I'll add it to the list.", "Noted, we'll see.": a one-clause deferral made only of these words
// (a pronoun for the thing, a vague place or time to put it off to) brushes the point aside. A named thing,
// person or time ("I'll add it to Thursday's agenda", "I'll move the call to Thursday"), a fix ("I'll fix
// it") or thanks make it an answer.
const BRUSH_OFF_WORDS = new Set([
  ...['i', 'we', "i'll", "we'll", "i've", "we've", "i'd", "we'd", 'will', 'shall', 'have', 'has', 'been'],
  ...['be', 'it', 'this', 'that', 'them', 'these', 'those', 'the', 'a', 'our', 'my', 'to', 'on', 'at'],
  ...['in', 'into', 'about', 'under', 'for', 'back', 'round', 'around', 'when', 'if', 'can', 'some'],
  ...['add', 'added', 'keep', 'kept', 'look', 'get', 'got', 'see', 'consider', 'considered', 'think'],
  ...['bear', 'circle', 'pass', 'passed', 'put', 'file', 'filed', 'log', 'logged', 'park', 'parked'],
  ...['note', 'revisit', 'come', 'take', 'taken', 'mind', 'point', 'later', 'eventually', 'sometime'],
  ...['maybe', 'possibly', 'perhaps', 'due', 'course', 'future', 'time', 'list', 'backlog', 'pile'],
  ...['queue', 'wishlist', 'radar', 'consideration', 'advisement', 'chance', 'moment', 'ideas', 'now'],
  ...['adding', 'keeping', 'looking', 'parking', 'filing', 'logging', 'putting', "let's", 'account'],
  // "Noted. We'll see how it goes.", "…what happens": waiting to see is a brush-off too (writer r).
  ...['how', 'what', 'goes', 'go', 'happens', 'turns', 'out', 'pans', 'plays'],
  // "Noted. Will add it to everything else.": the pile of other things, unnamed (writer s).
  ...['everything', 'else', 'rest', 'other', 'others', 'stuff', 'things', 'all', 'with'],
  // "Noted. I'll deal with it when I get a minute." (writer v): dealt with at a moment the writer spares,
  // unnamed. "I'll deal with it before Friday's audit" names the time.
  ...['deal', 'minute', 'sec', 'second', 'spare', 'free', 'whenever', 'find', 'until', 'then'],
]);
// "I'll get round to it when I have a spare moment" is eleven words, all of them vague.
const MAX_BRUSH_OFF_WORDS = 12;
// "Noted, I'll add it to the list": the curt word and its clause in one sentence.
const CURT_OPENING = /^(?:duly noted|noted|fine|ok then|okay then)\s*[,;:\u2013\u2014-]\s*/iu;

/** Whether the words from `first` to `end` are only a brush-off, and there are some. */
function brushesOff(block: BlockView, first: number, end: number): boolean {
  if (end <= first || end - first > MAX_BRUSH_OFF_WORDS) return false;
  for (let index = first; index < end; index++) {
    if (!BRUSH_OFF_WORDS.has(block.words[index]?.normal ?? '')) return false;
  }
  return true;
}

/**
 * A curt reply that only brushes the point aside: "Noted. I'll add it to the list.", "Noted, we'll see."
 * The whole block is the curt word and the brush-off.
 */
function curtBrushOff(block: BlockView): boolean {
  const [first, second, ...rest] = block.sentences;
  if (!first || rest.length > 0) return false;
  const written = block.text.slice(first.start, first.end);
  const opening = written.trim();
  if (second) return curtWhole(opening) && brushesOff(block, second.firstWord, second.endWord);
  const curt = CURT_OPENING.exec(opening);
  if (!curt) return false;
  const clauseStart = first.start + written.length - written.trimStart().length + curt[0].length;
  let clause = first.firstWord;
  while (clause < first.endWord && (block.words[clause]?.start ?? 0) < clauseStart) clause++;
  return brushesOff(block, clause, first.endWord);
}

const CURT_REPLY =
  /^(?:whatever|any (?:updates?|news|progress|word)(?: (?:on this|yet|here))?|bump)[.!?]*$/iu;
// "Noted." or "Fine." as the whole reply is curt; "Noted. I'll move the call to Thursday." acknowledges and
// goes on, which several independent writers pass.
const CURT_ALONE = /^(?:duly noted|noted|fine|k|ok then|okay then)[.!?]*$/iu;
// "Ok. Noted.", "OK, noted.": the same reply after an equally curt "Ok", which adds no warmth. The sentence
// splitter keeps "Ok. Noted." as one sentence ("Ok." may abbreviate Oklahoma), so the pair is read whole.
const CURT_PAIR =
  /^(?:ok|okay|k|kk|fine|right|alright|all right|sure)[.,!;:\u2013\u2014-]*\s+(?:duly noted|noted)[.!]*$/iu;
const curtWhole = (text: string): boolean => CURT_ALONE.test(text) || CURT_PAIR.test(text);
// "You moved the launch date without telling the team. Noted.": the same word closing the message (writers
// m and n). Only "Noted": a closing "Fine." or "OK then." may answer a question in the text.
const CURT_CLOSE = /^(?:duly noted|noted)[.!]*$/iu;

/**
 * Every match of a global pattern, read with the pattern itself. `matchAll` clones it first, and a clone of a
 * pattern thousands of characters long costs more than the search in a short block (twelfth pass: the rule ran
 * twice as slow with its new constructions until the clones went).
 */
function* allMatches(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  for (let found = pattern.exec(text); found !== null; found = pattern.exec(text)) {
    if (found[0].length === 0) pattern.lastIndex++;
    yield found;
  }
  pattern.lastIndex = 0;
}

export function passiveAggressivePatterns(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const { pattern, method, gate } of PATTERNS) {
    if (gate !== undefined && !gate.test(block.text)) continue;
    for (const found of allMatches(pattern, block.text)) {
      const to = found.index + found[0].length;
      // Two constructions may read the same words ("Looping in your manager, since…" is a superior looped in
      // and a superior brought in with a threat; "I've raised this with you on four occasions" a telling counted
      // twice): one finding is enough, the older construction's.
      if (matches.some((match) => match.from < to && found.index < match.to)) {
        continue;
      }
      matches.push({
        from: found.index,
        to,
        message: `Rephrase without ${quote(found[0])}. It reads as a rebuke: restate the point kindly (“Here are the details again.”).`,
        methodName: method,
      });
    }
  }
  if (talliesColumn(block.kind, block.text)) {
    const start = block.text.length - block.text.trimStart().length;
    matches.push({
      from: start,
      to: block.text.trimEnd().length,
      message: `Rephrase without ${quote(block.text.trim())}. A column counting your requests reads as a rebuke: list what is still needed.`,
      methodName: 'counted-telling',
    });
  }
  const last = block.sentences[block.sentences.length - 1];
  for (const sentence of block.sentences) {
    const text = block.text.slice(sentence.start, sentence.end).trim();
    const curtAlone = block.sentences.length === 1 && curtWhole(text);
    const curtClose = sentence === last && block.sentences.length > 1 && CURT_CLOSE.test(text);
    if (
      CURT_REPLY.test(text) ||
      curtAlone ||
      curtClose ||
      (sentence === block.sentences[0] && curtBrushOff(block))
    ) {
      matches.push({
        from: sentence.start,
        to: sentence.end,
        message: `${quote(text)} on its own reads as curt: say what you will do, or thank the reader.`,
        methodName: 'curt-reply',
      });
    }
  }
  return matches;
}
