/**
 * The reader told they were told (twelfth pass, sets w, x, y and z): the writer says the point was made before,
 * or that the reader should know it, before making it again. Each is a construction with open slots, not a
 * phrase: any verb of telling or answering, any hedge before it ("I believe", "I thought"), any document the
 * reader was given.
 */

import { ALWAYS_KNOWN } from './passiveAggressiveToldBefore.ts';

const A = "['’]";
// Verbs of telling, said of what the writer told before.
const TOLD =
  '(?:said|wrote|written|told you|mentioned|explained|stated|made clear|pointed out|asked|communicated|set out|spelled out|spelt out|outlined|answered|covered|raised|flagged|shared)';

// "Reiterating what I said yesterday: nobody deploys on Fridays" (writer x), "let me repeat what I wrote on
// Monday", "to restate what we agreed": a verb of repeating before the writer's own earlier telling.
// "Repeating what I said in my keynote, …" quotes an audience, and is read in the rule (`saidElsewhere`).
// ("To reiterate" is a listed phrase of its own.)
const REPEATS_TOLD = `\\b(?:(?<!\\bto )reiterat(?:e|ing)|repeat(?:ing)?|restat(?:e|ing)|re-stat(?:e|ing)|echo(?:ing)?) (?:what|the point|the points|everything) (?:i|we)(?:${A}ve| have| had)? (?:(?:already|previously|just|clearly) )*(?:${TOLD}|agreed)\\b`;

// "I believe I've answered this already, but once more" (writer y), "we've covered this before", "I've
// addressed your question twice": the writer answered before, and says so. "I've answered your question
// below" and "we covered this earlier in section 2" point within the text (read in the rule).
const ANSWERED_BEFORE = `\\b(?:i|we)(?:${A}ve| have|${A}d| had)? (?:answered|covered|addressed|explained|gone over|went over|dealt with|responded to|replied to|clarified|told you about) (?:this|that|it|your question|this question|that question|the question|this point|that point|this one)(?: (?:for you|to you|with you))? (?:already|before|previously|twice|more than once|several times|a few times|a couple of times|in (?:my|our) (?:last|previous|earlier) \\w+)\\b`;

// The same answer placed in an earlier message, said plainly or in the passive (fourteenth pass: "I'm fairly sure I
// covered this in my reply on Monday", "this question was already answered in my email of 3 May"): the point is
// where the reader could have found it. "I answered your question in my reply below" points within the text, and
// "I explained the new process in my email" names a topic, not the question the reader asked again.
// The question may be called the same one (sixteenth pass: "I answered this exact question in my email yesterday").
const ANSWERED_WHAT =
  '(?:this|that|it|your question|(?:this|that|the) (?:(?:exact|same|very|identical) )?(?:question|query|point)|this one)';
const ANSWERED_IN = `\\b(?:(?:i|we)(?:${A}ve| have|${A}d| had)? (?:(?:already|previously|actually) )?(?:answered|covered|addressed|dealt with|responded to|replied to|clarified) ${ANSWERED_WHAT}|(?:this|that|your) (?:question|point|query|issue) (?:was|has been|had been|were) (?:(?:already|previously) )?(?:answered|covered|addressed|dealt with|clarified|explained)) (?:(?:already|previously) )?in (?:my|our) (?:[\\w'’-]+ ){0,2}?(?:repl(?:y|ies)|responses?|e-?mails?|messages?|answers?|notes?|letters?|comments?|posts?)\\b`;
// "I thought I'd made it clear that the van needs to be back by 5" (writer z), "I was under the impression I'd
// been clear": the writer's belief that they had been clear, which the reader has let down. "I thought I'd made
// it clear, but reading it back I hadn't — sorry" owns the slip. The belief may be told in the past perfect
// (fifteenth pass: "I'd assumed I had made it quite clear that…", "we had presumed we'd made this plain"). Or the
// point itself thought plain (sixteenth pass: "I thought it was obvious that the client meeting needed a suit", "I'd
// have thought it was self-explanatory"): not knowing it is made a failing. "…, but I was wrong" owns the slip.
const THOUGHT_CLEAR = `(?:\\b(?:i|we)(?:${A}d| had)? (?:thought|believed|assumed|presumed|supposed|imagined|felt sure|been sure|was sure|were sure|been under the impression|was under the impression|were under the impression)(?: that)? (?:i|we)(?:${A}d| had| was| were)? (?:(?:made (?:it|this|that|myself|ourselves|things|the (?:[\\w-]+ ){0,2}?[\\w-]+) (?:(?:very|perfectly|quite|abundantly|crystal|pretty) )?(?:clear|plain|obvious))|been (?:(?:very|perfectly|quite|abundantly|crystal|pretty) )?clear(?: about (?:this|that|it))?|explained (?:this|that|it) (?:clearly|already|before|properly))\\b|\\b(?:i|we)(?:${A}d| had| would have| would've)? (?:thought|assumed|presumed|believed)(?: that)? (?:it|this|that)(?: was|${A}s| is|${A}d be| would be)? (?:(?:pretty|fairly|quite|perfectly|abundantly|blindingly|really) )?(?:obvious|self-explanatory|clear|plain|common sense|a given)(?= that\\b|\\s*[,:—–]|\\s*$))(?![^.!?\\n]*\\b(?:sorry|apologies|my (?:bad|mistake|fault)|(?:i|we) (?:hadn${A}t|had not|wasn${A}t|was not|didn${A}t|did not)|(?:i|we) (?:was|were) wrong)\\b)`;

// "As you'll no doubt remember, we agreed…" (writer z), "as you will surely know", "as I'm sure you recall": the
// writer presumes the reader knows, with a word of certainty that makes not knowing a failing. "As you may
// know" and "as you'll remember from last year's party" share news.
const CERTAIN =
  "(?:no doubt|surely|doubtless|of course|certainly|undoubtedly|obviously|i['’]m sure|i am sure)";
const KNOW =
  '(?:know|remember|recall|be (?:well |fully |perfectly )?aware|appreciate|have seen|have read|have noticed|be able to see|understand)';
const MODAL = `(?:${A}ll|${A}d| will| would)?`;
// "As you should be well aware", "as you must surely know": what the reader is obliged to know. ("As you should
// know" and "as you should already know" are listed phrases.)
const PRESUMED_CERTAIN = `\\bas ${CERTAIN},? you${MODAL} ${KNOW}\\b|\\bas you${MODAL},? ${CERTAIN},? ${KNOW}\\b|\\bas you (?:should|must|ought to)(?: (?:already|surely|all|by now))* (?!(?<=should (?:already )?)know\\b)${KNOW}\\b`;
// "As you'd know from the policy you signed, personal use of company cars isn't allowed" (writer x): what the
// reader knows, from a document they were given, however hedged ("as you may recall from the contract you signed",
// thirteenth pass).
const GIVEN_TO_READER = `(?:(?:that|which) )?you (?:all )?(?:(?:were|have been|${A}ve been|had been) (?:sent|given|provided|emailed|e-mailed|issued|handed|shown|asked to read)|received|signed|got|agreed to|read|accepted|completed|attended)`;
const KNOWN_FROM = `\\bas you(?:${A}ll|${A}d| will| would| should| must| may| might| can)? (?:(?:already|well|all) )?${KNOW} from (?:the|your|our) (?:[\\w-]+ ){0,3}?${GIVEN_TO_READER}\\b`;

// The writer sure the reader knows (fourteenth pass: "I'm sure you'll recall that we agreed the report would be with
// me by the 10th", "I'm sure I don't have to tell you that the audit closes tomorrow"): as "as I'm sure you know",
// the certainty makes not knowing a failing. "I'm sure you'll love the new office" has no content clause, and
// "I'm sure you know how grateful we are" praises.
const SURE = `(?:i${A}m|i am|we${A}re|we are) (?:(?:quite|fairly|pretty|absolutely) )?(?:sure|certain|confident)(?: that)?`;
const SURE_KNOWN = `\\b${SURE} (?:you(?:${A}ll| will|${A}d| would|${A}re| are)? (?:(?:already|all|well) )*(?:recall|remember|know|be aware|aware|appreciate|realise|realize|have (?:seen|read|noticed))|(?:i|we) (?:don${A}t|do not|needn${A}t|need not|won${A}t|will not) (?:have |need )?to (?:tell|remind|point out|explain to)(?: you| anyone| everyone)?)\\b(?=,?\\s*(?:that|[:—–])\\b)(?![^.!?\\n]*\\b(?:thank\\w*|grateful|proud|love|delight\\w*|thrill\\w*|excit\\w*|enjoy\\w*)\\b)`;
// The document the reader was given as the subject that already says it (fourteenth pass: "As the onboarding guide
// you were given already explains, the VPN must be on"), as "as stated in the handbook you were sent" is.
const AS_DOC_SAYS = `\\bas (?:the|your) (?:[\\w-]+ ){0,3}?${GIVEN_TO_READER} (?:(?:already|clearly|also) )*(?:explains|explained|says|said|states|stated|sets out|set out|makes clear|made clear|shows|showed|covers|covered|spells out|spelled out|spelt out|outlines|outlined)\\b`;
// "I shouldn't need to point out that the deadline was yesterday" (writer z), "I don't need to point out",
// "I hardly need to spell it out": the writer says what they claim needs no saying (preterition), which
// implies the reader should have known. "We shouldn't need to restart the server" is technical, and passes:
// the verb must be one of telling or chasing.
// ("…need to remind you" is a listed phrase of `data/passiveAggressive.ts`.)
const NEEDLESS_VERB =
  '(?:point out|spell (?:it|this|that|things) out|spell out|tell you|say|mention|repeat|explain|ask|chase|keep (?:asking|reminding|chasing|telling)|follow up|nag)';
// ("I shouldn't have to" is listed too; "we shouldn't have to" and "I really shouldn't have to" are not.)
const NEEDLESS_TELLING = `\\b(?:i|we)(?: really| surely)? (?:shouldn${A}t|should not|oughtn${A}t|ought not)(?: to)? (?:need|be having) to ${NEEDLESS_VERB}\\b|\\b(?:we(?: really| surely)?|i (?:really|surely)) (?:shouldn${A}t|should not) have to ${NEEDLESS_VERB}\\b|\\b(?:i|we)(?: really| surely)? (?:don${A}t|do not|needn${A}t|need not|hardly|scarcely|surely don${A}t)(?: (?:really|even))? (?:need|have)? ?to (?:point out|spell (?:it|this|that) out|spell out)\\b`;

// The same preterition with any hedge and to anyone (thirteenth pass, writer ab: "I don't think I need to remind
// anyone that the fire doors must stay closed"): the need denied ("I hardly need to", "surely I don't need to") or
// doubted ("I don't think I need to", "I doubt I need to", "I don't think I should have to"), then a reminder to
// the reader or the readers as a group, and what they are reminded of. "We don't need to remind customers; the app
// does it" denies a task (no content follows), "I don't need to tell you how grateful we are" praises, and "you
// don't need to remind me" is the reader's.
const NEED_DENIED = `(?:i|we)(?: really| surely| even)? (?:(?:don${A}t|do not|hardly|scarcely|surely don${A}t)(?: (?:really|even))? (?:need|have) to|needn${A}t|need not|(?:shouldn${A}t|should not|oughtn${A}t|ought not)(?: to)?(?: really)? (?:need|have|be having) to)`;
const NEED_DOUBTED = `(?:(?:don${A}t|do not) (?:think|suppose|imagine|believe)|doubt|(?:can${A}t|cannot) imagine|(?:wouldn${A}t|would not) have (?:thought|expected|imagined)|(?:never|didn${A}t|did not) (?:think|expect|imagine))(?: that)? (?:i|we)(?:${A}d| would| really| even)? (?:need to|have to|should (?:need|have) to|should|must|will need to|would need to)`;
// Whom the writer would remind: the reader, or the readers as a group ("anyone here", "the team", "you all").
const ANYONE_HERE =
  '(?:you|you all|all of you|any of you|anyone|anybody|everyone|everybody|people|folks|the team|this team|the group|staff|colleagues|residents|members|parents|guests)(?: here| else)?';
const GROUP_HERE =
  '(?:anyone|anybody|everyone|everybody|any of you|all of you|you all|people|folks|the team|this team|the group|staff|colleagues|residents|members|parents|guests)(?: here| else)?';
// What follows: the content of the reminder, not "how" (praise) or nothing at all.
const CONTENT = '(?=\\s*(?:that|of|about|to \\w|why|when|where|which|what(?! an? )|,? but|[:—–]))';
// "It shouldn't be necessary to remind anyone…", "this shouldn't need saying", "it should go without saying that
// timesheets are due on Friday": the same, said of the telling itself.
const NEEDLESS_SAYING = `\\b(?:it|this|that) (?:(?:shouldn${A}t|should not|oughtn${A}t to|ought not to)(?: (?:really|even))? (?:be necessary|need saying|need to be said|have to be said|need pointing out|need spelling out|need repeating|need to be repeated)|should (?:really )?go without saying)(?: to (?:remind|tell|point out|say|mention|explain)(?: (?:this|that|it))?(?: to)?(?: ${ANYONE_HERE})?)?\\b`;
const NEEDLESS_TO_ANYONE = `\\b(?:${NEED_DENIED}|${NEED_DOUBTED}) (?:remind ${ANYONE_HERE}|tell ${GROUP_HERE}|(?:point out|spell (?:it|this|that) out|spell out|say|mention|explain)(?: to ${ANYONE_HERE})?)\\b${CONTENT}|${NEEDLESS_SAYING}`;

// "Should you need a refresher, the leave policy you were sent in January explains the process" (writer w): a
// document the reader was given, with a word that they forgot it. "The welcome pack you received explains how
// to set up your account" only points to it.
const REFRESHER =
  "(?:refresher|refresh your memory|jog your memory|remind yourself|in case you(?:'ve| have)? forgotten|as a reminder)";
const DOC_GIVEN = `\\bthe (?:[\\w-]+ ){1,3}?${GIVEN_TO_READER}\\b`;
const REFRESHER_DOC = `${DOC_GIVEN}(?:(?=[^.!?\\n]*\\b${REFRESHER})|(?<=\\b${REFRESHER}\\b[^.!?\\n]*))`;

// "For clarity, since it seems to have been missed: Friday means this Friday" (an earlier writer), "as this
// appears to have been overlooked": the earlier telling went unheeded, a failing of attention. "Since the parcel
// appears to have been lost" is a mishap, and names no attention.
const SEEMS_MISSED = `\\b(?:since|as|because|given that|seeing as|in case) (?:it|this|that|the (?:[\\w-]+ ){0,2}?(?:point|message|e-?mail|note|reminder|request|memo|rule|deadline|instruction)s?) (?:seems|seem|appears|appear) to have (?:been|gone) (?:missed|overlooked|ignored|unread|unnoticed|disregarded)\\b`;

// The jab that a thing has been there all along (thirteenth pass, sets aa and ab: "It's been in the project plan you
// signed off in January, where it has always been", "the sign-up sheet has been on the fridge for two weeks", "the
// brand assets are in the Marketing folder, like they always have been"): where a thing to look up is, with how
// long it has been there, says the reader should have looked. The thing is a document, a notice or a detail (or
// "it" in a place of documents: a plan, a folder, a calendar); "our bakery is on Mill Street, where it has always
// been" tells a history, "the parcel has been in the depot for two weeks" a delay, and "the report has been on my
// desk for a week" the writer's own lapse.
const DOC_NOUN =
  '(?:forms?|templates?|guides?|guidance|handbooks?|polic(?:y|ies)|procedures?|process|rotas?|schedules?|timetables?|plans?|lists?|sheets?|folders?|files?|documents?|docs?|links?|instructions|rules|details|codes?|passwords?|numbers?|assets?|minutes|agendas?|notices?|posters?|signs?|calendars?|manuals?|checklists?|contracts?|agreements?|terms|deadlines?|dates?|spreadsheets?|trackers?|logins?|credentials|notes|slides|decks?|briefs?|memos?|announcements?|reminders?|faqs?|pages?|steps|keys?|answers?|information|info)';
const INFO_PLACE =
  '(?:calendar|folder|drive|wiki|intranet|channel|handbook|contract|plan|inbox|noticeboard|notice board|board|portal|system|tracker|thread|chat|e-?mail|agenda|minutes|document|doc|spreadsheet|policy|guide|website|site|page|description|bulletin|newsletter|brief|schedule|rota|app|hub|sharepoint|notion|confluence|teams|slack|faq)';
// Where a notice is put up for the reader, beside the places of documents: "on the fridge", "taped to the
// printer", "on your desk". "The guide has been on the bestseller list for six weeks" and "the keys have been at the
// key cutter's since Monday" are somewhere else.
const NOTICE_PLACE = `(?:${INFO_PLACE}|whiteboard|fridge|door|doors|wall|walls|kitchen|staff ?room|reception|front desk|printer|desk|tray|in-tray|pigeonhole|mailbox|locker|lift|entrance)`;
// A thing called new is no jab of long standing: "the new timetable has been on the website since Monday" is news.
const THE_DOC = `\\b(?:the|your|our|this|that|these|those) (?:(?!(?:new|updated|latest|revised|recent)\\b(?!-))[\\w'’-]+ ){0,3}?${DOC_NOUN}`;
const IT_OR_THEY = '\\b(?:it|they)';
// Where it sits: "is in", "has been pinned to", "'s been up on", "lives on".
const SITS = `(?:${A}s|${A}re| is| are| lives?| sits?| has been| have been|${A}s been|${A}ve been| stays?| remains?)(?: (?:up|sitting|kept|stored|pinned|saved|filed|listed|posted|stuck|taped|displayed|printed|written|still|always|right|exactly))? (?:in|on|at|up on|to|under|inside|behind|next to|by|above|beside)`;
// Up to two words of how it was put there (fifteenth pass: "has been pinned up in the staff room", "has been sitting
// there on the noticeboard").
const BEEN = `(?:${A}s| has| have|${A}ve) been(?: (?:up|sitting|pinned|posted|stuck|taped|displayed|saved|stored|kept|available|live|listed|printed|written|there|right there|hanging|put)){0,2} (?:on|in|at|up on|to|inside|under|by|next to|behind|above|beside)`;
const PLACE = "(?:the|your|our|every|each|this|that|a) (?:[\\w'’-]+ ){0,3}?";
const LONG = `(?:for (?:(?:over|more than|at least|nearly|almost|about|well over|the past|the last) )?(?:(?:a|two|three|four|five|six|seven|eight|nine|ten|several|many|some|a few|a couple of|\\d+) )?(?:days|weeks?|fortnights?|months?|years?|ages|a while|a long time)|since [*_]*(?:[\\w'’-]+))\\b`;
const THERE_FOR_LONG = `${THE_DOC}${BEEN} ${PLACE}${NOTICE_PLACE} ${LONG}|${IT_OR_THEY}${BEEN} ${PLACE}${INFO_PLACE} ${LONG}`;
const THERE_ALWAYS = `(?:${THE_DOC}${SITS} |\\bthe answer to (?:your|the|this|that) (?:[\\w'’-]+ )?question${SITS} |${IT_OR_THEY}${SITS} ${PLACE}${INFO_PLACE}\\b)(?=[^.!?\\n]*(?:${ALWAYS_KNOWN.source}))`;

// A list line that labels the thing and says where it has always been (sixteenth pass: "- Expense forms: in the shared
// drive, where they've always been", "- Holiday forms: same place as ever"): the label is the subject. A line "Menu: on
// the website, as always" keeps a habit of the writer's, and passes; the place must be called the same or "always".
const LABEL_THERE = `(?<=(?:^|\\n)[\\s*_-]*)(?:[\\w'’-]+ ){0,3}?${DOC_NOUN}[*_]*\\s*[:–—-]\\s*(?:(?:in|on|at|under|inside) ${PLACE}${INFO_PLACE},? (?:where|like|as) (?:it|they)(?:${A}s|${A}ve| has| have)? always been|(?:the )?same (?:place|spot|folder|location|page|drive|shelf|drawer)(?:,? as (?:ever|always|before|last time)| (?:it|they)(?:${A}s|${A}ve| has| have) (?:always )?been))\\b`;
// A thing put where the reader could read it, then the sting that they should have (sixteenth pass: "The new parking
// rules have been on the staff noticeboard for three weeks now, so the tickets shouldn't come as a surprise", "the
// parking rules are in the tenancy agreement you signed, so I'm not sure why this keeps happening"). Here a thing
// called new may be meant: the sting says it was long enough. "The new timetable has been on the website since Monday"
// has no sting, and "prices rose in March, so the rise shouldn't come as a surprise" puts nothing anywhere.
const THE_DOC_ANY = `\\b(?:the|your|our|this|that|these|those) (?:[\\w'’-]+ ){0,3}?${DOC_NOUN}`;
const STING = `(?=[^.!?\\n]*\\b(?:(?:shouldn${A}t|should not|can${A}t|cannot|won${A}t|doesn${A}t|does not) (?:really |exactly )?(?:come as|be) (?:a|any|much of a) (?:surprise|shock)|(?:there${A}s|there is|there${A}s really|that leaves) no excuse|(?:not sure|no idea|(?:don${A}t|do not|can${A}t|cannot) (?:see|understand|work out|fathom)) why (?:(?:this|it|that|people|you|they|anyone|everyone|some of you|we${A}re|we are) (?:keeps?|still|continues?|is still|are still)|[^.!?\\n]{0,40}?\\b(?:weren${A}t|wasn${A}t|haven${A}t|hasn${A}t|didn${A}t|were not|was not|have not|has not|did not) (?:signed|done|read|followed|filled|logged|used|completed))|(?:you|everyone|everybody|staff) (?:should|ought to) (?:already )?(?:know|be aware|have seen)))`;
// Seventeenth pass: what hangs somewhere since a date ("The sheet has hung by the door since September"), is shown
// everywhere ("The pool rules are displayed at every entrance") or comes first ("The checklist is literally the first
// file in the shared drive"); and any rule or duty found in a document the reader signed ("The noise curfew is in the
// hire agreement you signed, so I'm not sure why we're still discussing it").
const HUNG = `(?:${A}s| has| have|${A}ve) (?:hung|sat|stood|hung up)(?: there)? (?:on|in|at|by|next to|above|beside)`;
const SHOWN_EVERYWHERE = `(?: is| are|${A}s|${A}re) (?:displayed|posted|pinned|printed|signposted|up) (?:at|on|in|by|beside) (?:every|each|all the|all our) [\\w'’-]+`;
const COMES_FIRST = `(?: is| are|${A}s|${A}re) (?:literally |right |quite literally )?the (?:first|top|only|very first) (?:[\\w-]+ )?(?:file|document|thing|link|item|page|pin|message|post|result) (?:in|on|of)\\b`;
const ANY_THING = "\\b(?:the|your|our|this|that|these|those) (?:[\\w'’-]+ ){0,3}?[\\w'’-]+";
const THERE_WITH_STING = `${THE_DOC_ANY}(?:${BEEN} ${PLACE}${NOTICE_PLACE} ${LONG}|${HUNG} ${PLACE}(?:[\\w'’-]+ ){0,4}?${LONG}|${SHOWN_EVERYWHERE}|${COMES_FIRST}|${SITS} ${PLACE}(?:${DOC_NOUN}|${INFO_PLACE}|packs?|letters?|booklets?|leaflets?|e-?mails?|emails?) ${GIVEN_TO_READER}\\b)${STING}|${ANY_THING}${SITS} ${PLACE}(?:${DOC_NOUN}|packs?|booklets?|leaflets?|leases?) ${GIVEN_TO_READER}\\b${STING}`;

export const ALREADY_TOLD_PATTERNS: readonly RegExp[] = [
  new RegExp(SEEMS_MISSED, 'giu'),
  new RegExp(REPEATS_TOLD, 'giu'),
  new RegExp(ANSWERED_BEFORE, 'giu'),
  new RegExp(ANSWERED_IN, 'giu'),
  new RegExp(`${SURE_KNOWN}|${AS_DOC_SAYS}`, 'giu'),
  new RegExp(THOUGHT_CLEAR, 'giu'),
  new RegExp(`${PRESUMED_CERTAIN}|${KNOWN_FROM}`, 'giu'),
  new RegExp(NEEDLESS_TELLING, 'giu'),
  new RegExp(NEEDLESS_TO_ANYONE, 'giu'),
  new RegExp(REFRESHER_DOC, 'giu'),
];

// Read only in blocks with a word of duration or of always (the gate): the pattern opens on "the", which is
// everywhere, and costs more than the rest of the patterns together without it.
export const THERE_ALL_ALONG = {
  pattern: new RegExp(`${THERE_FOR_LONG}|${THERE_ALWAYS}|${LABEL_THERE}|${THERE_WITH_STING}`, 'giu'),
  gate: /\b(?:been|always|along|same|surprise|shock|excuse|why|know|aware|hung|sat|stood)\b/iu,
};
