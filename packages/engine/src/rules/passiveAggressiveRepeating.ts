/**
 * The writer says they are repeating themselves (thirteenth pass, sets aa and ab): in an idiom of repetition
 * ("I know I sound like a stuck record", "not to beat a dead horse"), as a duty forced on them ("I have to ask
 * again"), as a telling that came before a resend ("I did already explain this…, but here it is once more"), or as
 * a hope that the reader gets it right this time ("Hopefully this time the invoice will be paid on time"). Each
 * says the reader failed to take in the first telling, the ground of the HuffPost list's "as I mentioned" and "per
 * my last email" (and of its "like a broken record"). Each is a construction with open slots: any idiom of the
 * class after any frame of disclaimer, any verb of telling, any duty done right.
 *
 * Flagged "giu" only where the pattern opens on a class of words; see `passiveAggressivePatterns.ts` on "gi".
 */

const A = "['’]";

// What a repeater is likened to: a stuck record in any words ("a broken record", "a scratched CD"), a parrot, a
// nag.
const REPEATER =
  '(?:a |an )?(?:(?:broken|stuck|scratched|cracked|skipping|worn(?:-out)?|old) (?:record|cd|tape|cassette|vinyl|gramophone)|parrot|nag|nanny|scold)\\b';
// Acts of going over the same ground, as idioms: flogging a dead horse, harping on, labouring the point, going on
// and on, hammering it home. "Going on" only before "about", "and on" or a clause's end: "going on holiday" is
// travel.
const REPEAT_ACT = `(?:(?:beat|beating|flog|flogging) (?:a|the|this|that) dead horse|(?:harp|harping|bang|banging|drone|droning|go|going|keep going|keep harping|keep banging|keep on)(?: on)?(?: and on)?(?= about\\b|\\s*[,;:.!?—–)]|\\s+(?:again|but|so)\\b)|(?:be)?labou?r(?:ing)? (?:the|this|that|my) point|repeat(?:ing)? myself|nag(?:ging)?(?: you)?(?= about\\b|\\s*[,;:.!?—–)]|\\s+(?:again|but|so|you)\\b)|(?:hammer|hammering|drum|drumming|ram|ramming|drive|driving) (?:this|it|that|the point|the message) home|(?:be|being|sound|sounding|sound like|sounding like|come across as|coming across as) (?:like )?${REPEATER})`;

// The frames of a disclaimer before the act: an infinitive ("not to", "I hate to", "sorry to", "without wanting
// to", "I'd rather not"), a gerund ("at the risk of", "forgive me for", "sorry for"), or the writer owning it ("I
// know I'm…", "I realise I'm starting to…", "I must sound like…", "I feel like…"). "Not to" opens a clause: "try
// not to nag your children" is advice, and so is "set limits without nagging".
const BEFORE_INFINITIVE = `(?:(?<=(?:^|[.!?,;:(—–\\n-]|\\b(?:but|and|so|just))\\s*)not|\\bhate|\\bhating|\\b(?:don${A}t|do not|never) (?:want|mean|like)|\\bwanting|\\bsorry|\\bloath|\\bloathe|\\breluctant) to (?:keep (?:on )?)?`;
const BEFORE_GERUND =
  '\\b(?:at the risk of|forgive me for|pardon me for|excuse me for|sorry for|apologies for|apologi[sz]e for) (?:keep )?';
// "I know I'm starting to sound like…", "I realise I must sound like…", "I'm aware I sound like a nag": the writer
// owns it with a word of knowing or likelihood. "I keep going on about this book because I love it" owns nothing,
// and is no disclaimer (an earlier writer's pin).
const OWNED = `\\bi(?:${A}m| am)?(?: (?:really|totally|fully|well))? (?:know|realise|realize|feel|fear|suspect|worry|think|guess|admit|aware|conscious|sure|must|may|might|probably|definitely)(?: that)?(?: i(?:${A}m| am)?)?(?: (?:must|may|might|probably|definitely|really|starting to|beginning to|now|already|by now|a bit|kind of|sort of|being|getting))* `;
// "I feel like a parrot at this point": feeling like the repeater is saying so.
const FEEL_LIKE = `\\bi (?:(?:really|kind of|sort of|now|already|honestly|just) )?(?:feel|felt) like ${REPEATER}`;
// "Call me a stuck record, but…".
const CALL_ME = `\\bcall me ${REPEATER}`;

// "Once again I'm the broken record", "I'm basically a parrot at this point": the writer the repeater.
const SELF_IS = `\\bi(?:${A}m| am)(?: (?:now|once again|again|already|officially|still|just|basically|literally))* (?:the )?${REPEATER}`;
// "Here I go again, but…": the writer catching themselves repeating.
const HERE_AGAIN = `\\b(?:here|there) i go again(?=\\s*[,:;—–-])`;
const IDIOM = `(?:${BEFORE_INFINITIVE}|${BEFORE_GERUND}|${OWNED})${REPEAT_ACT}|${FEEL_LIKE}|${CALL_ME}|${SELF_IS}|${HERE_AGAIN}`;

// Verbs of telling and chasing, in their bare and -ing forms.
const TELL_VERB =
  '(?:ask|asking|remind|reminding|chase|chasing|tell|telling|explain|explaining|repeat|repeating|point out|pointing out|say|saying|request|requesting|follow up|following up|raise|raising|mention|mentioning|nudge|nudging|flag|flagging|stress|stressing|spell (?:it|this|that) out)';
// What is asked again: the reader, the point, or the readers as a group. "I have to ask the landlord again" asks
// someone else.
const ASKED =
  '(?: (?:you|this|that|it|everyone|everybody|you all|all of you|the team|for (?:this|it|that)|about (?:this|it|that)|you (?:about|for) (?:this|it|that)))?';
const AGAIN =
  '(?:again|once more|one more time|yet again|once again|for the (?:second|third|fourth|fifth|umpteenth|nth) time)';
// The writer made to do it: "I have to", "I'm having to", "I've had to", "I find myself…", "I must".
const MADE_TO = `(?: (?:now|really|once again|again|yet again|already|still))?(?: have to| has to| must| need to| am having to|${A}m having to| are having to|${A}re having to|${A}ve had to| have had to|(?:${A}ve| have) been (?:forced|obliged|made) to| am forced to|${A}m forced to| am obliged to|${A}m obliged to| find (?:myself|ourselves)(?: having to)?)`;
// "I have to ask again: please return the laptop" (writer aa), "I'm having to chase this again", "I must remind
// you once more", "once again I find myself asking…". "I have to ask again at the front desk" asks someone else,
// and "I'll need to ask again when the rota is out" is a plan, not a duty forced on the writer.
// Thanks or praise said again is warmth, not a rebuke: "I have to say again how grateful we are".
const PRAISE_AGAIN =
  '(?![^.!?\\n]*\\b(?:thank\\w*|grateful|gratitude|love|loved|enjoy\\w*|proud|well done|congrat\\w*|brilliant|fantastic|wonderful|amazing|delighted|joy|pleasure|privilege|honou?r|thrilled)\\b)';
// The repeat between the duty and its verb too (sixteenth pass: "we must once again ask that cars are not parked…",
// "I have to yet again remind everyone…"), unless what is asked is patience or help, which a notice asks of all.
const MADE_TO_AGAIN = `\\b(?:i|we)${MADE_TO} (?:once again|yet again|again|once more),? ${TELL_VERB}\\b(?![^.!?\\n]*\\b(?:patience|understanding|support|help|donations?|volunteers?|ideas|feedback)\\b)${PRAISE_AGAIN}`;
const MADE_TO_REPEAT = `${MADE_TO_AGAIN}|\\b(?:i|we)${MADE_TO} ${TELL_VERB}${ASKED} ${AGAIN}\\b(?! (?:at|from|with|of|in) (?:the|a|an|my|our|their)\\b)${PRAISE_AGAIN}|\\b(?:again|once again|yet again|once more),? (?:i|we)${MADE_TO} ${TELL_VERB}\\b${PRAISE_AGAIN}`;

// A telling the writer made before, then the point given again: "I did already explain this in my email last
// week, but here it is once more" (writer aa), "I've covered the booking steps before, but here they are again",
// "I already went through this with you, but once more: …". "I explained the new process in my last email; here
// it is as a checklist too" gives it in a new form, without the "but" that concedes the reader had it.
// Guiding someone through it is telling too (fifteenth pass: "I did walk everyone through this at Monday's briefing,
// but here goes again"; "we ran through the steps last week, but here they are once more").
const GUIDED = '(?:you|everyone|everybody|the team|the group|you all|all of you|people|folks)';
const TOLD = `(?:walked ${GUIDED} through|talked ${GUIDED} through|ran through|run through|explained|mentioned|said|told you|covered|answered|outlined|set out|went through|gone through|went over|gone over|pointed out|described|flagged|raised|clarified|spelled out|spelt out|shared|sent|made (?:it|this|that) clear)`;
const TOLD_BASE = `(?:walk ${GUIDED} through|talk ${GUIDED} through|run through|explain|mention|say|tell you|cover|answer|outline|set out|go through|go over|point out|describe|flag|raise|clarify|spell (?:it|this|that) out|make (?:it|this|that) clear|warn you|remind you)`;
// The point given again: "here it is once more", "I'll explain it again", "once more: …".
const AGAIN_GIVEN = `(?:here (?:it|this|they|that|these|those) (?:is|are)|here${A}s|here goes)\\b[^.!?\\n]{0,30}?\\b(?:again|once more|one more time|anyway)\\b|(?:i${A}ll|i will|let me) (?:say|explain|repeat|go over|go through|spell out|share|send|attach)\\b[^.!?\\n]{0,20}?\\b(?:again|once more|one more time|anyway)\\b|(?:once|one) more(?: time)?\\b`;
const TOLD_THEN_AGAIN = `\\b(?:i|we)(?:${A}ve| have|${A}d| had| did)?(?: (?:already|previously|also|actually))* (?:${TOLD}|(?<=\\bdid (?:(?:already|previously|also|actually) )*)${TOLD_BASE})\\b[^.!?\\n]{0,80}?,? but (?:${AGAIN_GIVEN})`;
// The same telling insisted on with "did", the emphatic auxiliary: "I did mention this last week", "I did tell you
// the venue changed", "we did explain this in our letter". What was told is the point or the reader; "I did ask at
// the shop" and "I did say I'd bring the cake" tell nothing to them, and "I did mention it to Sam" tells someone
// else. "That" is left out: "I did say that I'd love to come" opens a clause.
const DID_TELL = `\\b(?:i|we) did (?:(?:already|actually|in fact|previously|also|clearly) )*(?:(?:explain|mention|say|tell|cover|answer|flag|raise|warn|remind)(?: (?:this|it|so|you))+\\b(?! to (?!you\\b))|(?:point|spell) (?:(?:this|that|it) )?out\\b|make (?:it|this|that) (?:(?:very|quite|perfectly|abundantly|crystal) )?clear\\b)`;
// "We have previously explained in our letter that…", "I have already explained this to you": an adverb of the
// earlier telling, then where or to whom it was told. (The bare "I've already explained" is a listed phrase.)
const ALREADY_TOLD_WHERE = `\\b(?:i|we)(?:${A}ve| have|${A}d| had)? (?:already|previously) ${TOLD}(?: (?:this|that|it))? (?:to you|in (?:my|our) (?:[\\w-]+ ){0,2}?(?:e-?mail|letter|message|note|reply|response)s?)\\b`;

// A hope that the reader gets it right this time (writer aa: "Hopefully this time the invoice will be paid on
// time"): "this time" (or "next time") says the last time went wrong. The hope is sarcastic when the sentence names
// a duty done right (on time, properly, correctly, read, followed, by 9) and no one else's part: "hopefully this
// time next year we'll be in the new building" tells a date, "hopefully this time you'll have better luck" wishes
// the reader well, and "so hopefully this time the courier delivers on time" hopes of someone else. "Actually" is
// left to questions (below): "hopefully this time the team will actually get some rest" wishes them well.
const HOPE = `(?:hopefully|let${A}s hope|here${A}s hoping|(?:i|we) (?:(?:do|really|can only|just|sincerely) )*hope|fingers crossed|with (?:any|a bit of|some) luck|maybe|perhaps)`;
const THIS_TIME =
  '\\b(?:this|next) time(?: (?:round|around))?\\b(?! (?:next|last|tomorrow|yesterday|of|on|in|around|every|each|a year)\\b)';
// A thing handed in whole, with what it lacked last time (sixteenth pass: "hopefully this time the claims will come
// with receipts attached", "…will come in with the PO numbers on them"), or put in the right place, not the wrong one
// ("…will go into the system instead of onto sticky notes").
// Or brought back as it was lent (seventeenth pass: "…will come back with some fuel in it", "…come back clean").
const COMES_COMPLETE =
  '(?:come|comes|arrive|arrives|turn up|turns up|be (?:sent|submitted|handed in|returned|filed))(?: (?:in|back|through|over))? with\\b[^.!?\\n]{0,40}?\\b(?:attached|included|enclosed|on (?:it|them)|in (?:it|them|the tank)|filled in|signed|completed)|(?:come|comes|be brought|be returned) back (?:clean|tidy|full|charged|refuelled|in one piece)';
const PUT_RIGHT_PLACE =
  '(?:go|goes|get|gets|be|end up) (?:(?:put|entered|logged|recorded|filed|saved|typed|written) )?(?:in|into|on|onto)\\b[^.!?\\n]{0,30}?\\b(?:instead of|rather than)';
// A step done before the next one (seventeenth pass): "…will be scanned before they're filed away".
const STEP_BEFORE =
  "(?:be|get) (?:scanned|checked|signed|logged|labell?ed|copied|recorded|approved|photographed) before (?:they|it)(?:['’]re| are|['’]s| is| get| gets) (?:filed|sent|put away|shelved|posted|shipped|binned|returned)";
const DONE_RIGHT = `\\b(?:on time|in time|correct(?:ly)?|properly|(?:get|gets|got|getting) (?:it|this|that|things) right|in full|as (?:agreed|asked|requested|promised|instructed|discussed|planned)|remember\\w*|read|listen\\w*|follow(?:s|ed)?|repl(?:y|ies)|respond\\w*|add(?:s)? up|stick(?:s)?|without (?:a reminder|being (?:asked|chased|reminded)|errors|mistakes)|by (?:the deadline|noon|midday|\\d|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|end of)|${COMES_COMPLETE}|${PUT_RIGHT_PLACE}|${STEP_BEFORE})\\b`;
// Or "actually" before a task brought to an end, a participle of office work or an errand ("will actually be
// uploaded", "actually go out on the day", "actually get sent"): "actually" says it was not done the last time
// (fifteenth pass). "The team will actually get some rest" and "the sun will actually come out" are wishes.
const TASK_DONE =
  '\\bactually (?:(?:be|been|get|gets|got) )?(?:uploaded|sent|posted|filed|submitted|done|finished|completed|signed|returned|updated|shared|circulated|published|paid|booked|filled (?:in|out)|written up|cleaned|tidied|labell?ed|logged|recorded|approved|checked|tested|emptied|washed|put away|handed in|turned in)\\b|\\bactually (?:go|goes|went) out\\b';
const SOMEONE_ELSE =
  '\\b(?:courier|supplier|bank|council|landlord|carrier|vendor|manufacturer|insurer|contractor|engineer|plumber|electrician|builder|airline|hotel|warehouse|printer|venue|caterer|post office|postman|delivery driver)s?\\b';
const SENTENCE_REST = '[^.!?\\n]*';
const NO_ONE_ELSE = `(?!${SENTENCE_REST}${SOMEONE_ELSE})(?<!${SOMEONE_ELSE}${SENTENCE_REST})`;
// The writer's own hope for themselves is no jab: "maybe this time we'll actually win".
const NOT_WRITER = `(?!(?: that)?,?(?: (?:this|next) time,?)? (?:we|i|we${A}ll|i${A}ll|we${A}re|i${A}m|us)\\b)`;
const DONE_RIGHT_OR_TASK = `(?:${DONE_RIGHT}|${TASK_DONE})`;
// "For once" says the same as "this time" (seventeenth pass: "Hopefully the payroll will go out on time for once");
// and a hope that a task will "actually" be done or "actually" balance says it never is, without either.
const ONCE = '\\b(?:for once|for a change|just (?:this )?once)\\b';
const ACTUALLY_DONE = `${TASK_DONE}|\\bactually (?:balance|add up|tally|reconcile)\\b`;
const HOPE_THIS_TIME = `\\b${HOPE}\\b${NOT_WRITER}(?=${SENTENCE_REST}(?:${ACTUALLY_DONE}))${NO_ONE_ELSE}|\\b${HOPE}\\b${NOT_WRITER}(?=${SENTENCE_REST}(?:${THIS_TIME}|${ONCE}))(?=${SENTENCE_REST}${DONE_RIGHT_OR_TASK})${NO_ONE_ELSE}|${THIS_TIME},? ${HOPE}\\b${NOT_WRITER}(?=${SENTENCE_REST}${DONE_RIGHT_OR_TASK})${NO_ONE_ELSE}`;
// The same "this time" in a question or a request to the reader, with a word that the last one was not real or
// not right: "Is there an actual date this time?" (an earlier writer's miss), "could you check it properly this
// time?". "This time, the party is in the garden" tells news, with no question.
const FOR_REAL = '\\b(?:actual(?:ly)?|for real|for once|properly|correctly)\\b';
const REQUEST = '\\b(?:please|could you|can you|would you|make sure)\\b';
const ASKED_IN_SENTENCE = `(?:(?=[^.!?\\n]*\\?)|(?<=${REQUEST}${SENTENCE_REST})|(?=${SENTENCE_REST}${REQUEST}))`;
const FOR_REAL_IN_SENTENCE = `(?:(?<=${FOR_REAL}${SENTENCE_REST})|(?=${SENTENCE_REST}${FOR_REAL}))`;
const THIS_TIME_FOR_REAL = `${THIS_TIME}${ASKED_IN_SENTENCE}${FOR_REAL_IN_SENTENCE}${NO_ONE_ELSE}`;
// "Hopefully I won't have to ask again", "let's hope I don't need to remind anyone about the fridge again": the
// hope of not repeating a telling says the reader made the writer tell it.
const HOPE_NOT_AGAIN = `\\b${HOPE}(?: that)? (?:i|we) (?:won${A}t|will not|don${A}t|do not|shan${A}t|never|wouldn${A}t) (?:have|need) to(?: ${TELL_VERB}| have (?:this|that|the same) (?:conversation|discussion|chat|talk)| go (?:through|over) (?:this|that|it))?(?: (?:you|this|that|it|anyone|everyone|anybody|everybody|people))?(?: (?:about|of|for) [^.!?\\n]{1,30}?)? (?:again|a (?:second|third|fourth) time|one more time|any ?more)\\b`;

// The repeat announced as a preface before the point, set off by a colon or comma (fourteenth pass: "To say it one
// more time: the logo must not be stretched", "to put it once more: …", "to spell it out one more time, …",
// "once more, for the record: …"): a metadiscourse frame that tells the reader the point was already given.
// "To say it once more in French: …" translates, and thanks said again are warmth.
const SAY_AGAIN = '(?:(?:one more|one last|once more|yet another) time|once more|again|yet again|once again)';
const PREFACED_AGAIN = `\\b(?:(?:to|let me(?: (?:try|have a go at)(?: to)?)?|allow me to|i${A}ll try(?: to)?) (?:say|saying|put|putting|spell|spelling|state|repeat|restate|make|write|explain|explaining) (?:it|this|that)(?: (?:out|clear|plainly|simply))? ${SAY_AGAIN}|${SAY_AGAIN},? for the (?:record|avoidance of doubt|umpteenth time))(?:,? (?:slowly|clearly|plainly|simply|for the record|for clarity))?(?=\\s*[:,—–-])${PRAISE_AGAIN}(?![^.!?\\n]*\\b(?:best|greatest|ever|proud|excellent|superb)\\b)`;

// The telling kept up, as a habit the reader has not heeded (sixteenth pass: "As I keep saying, the backups have to
// be checked", "like we keep telling everyone, …", "I keep having to remind you that…"): "keep" with a verb of
// telling says it has been said again and again. "As I keep saying to my students" and "…on this blog" tell an
// audience, and praise said again is warmth.
const KEEP_TELLING = `\\b(?:(?:as|like) (?:i|we) (?:keep|kept)(?: on)?|(?:i|we) (?:keep|kept)(?: on)? having to) (?:saying|telling|reminding|mentioning|pointing out|repeating|stressing|explaining|asking|flagging|raising|chasing|say|tell|remind|mention|point out|repeat|stress|explain|ask|flag|raise|chase)\\b(?! (?:to|on|in) (?:my|our|this) (?:students|pupils|kids|children|clients|readers|listeners|followers|blog|podcast|channel|column|newsletter|book)\\b)${PRAISE_AGAIN}`;
// How many more times or ways the writer can tell it (sixteenth pass: "I'm not sure how many more ways I can explain
// this", "how many more times do I have to ask?"): the count of tellings left says the reader has not taken them
// in. "How many times can I use the code?" and "how many ways can I say thank you" ask about no telling.
const HOW_MANY_MORE = `\\bhow many (?:more )?(?:times|ways)(?: (?:can|do|must|should|will|shall) (?:i|we)| (?:i|we) (?:can|could|have to|need to|must|am going to|will have to|should))(?: (?:possibly|really|still|even))?(?: (?:have|need) to)? (?:explain|say|ask|tell|remind|repeat|put|spell|write|point out|chase|mention|send)\\b${PRAISE_AGAIN}`;

// Each with the method whose neutral senses it shares (read in the rule): a telling "in my keynote" or "above"
// passes as "told-before" does, and a resend that owns its unclarity passes as "sent-again" does. Each has a gate,
// a word it cannot match without, tested on the block first: the patterns open on words as common as "I" and
// "the", and the gates keep the rule's time near what it was before them.
export const REPEATING_PATTERNS: ReadonlyArray<{
  readonly pattern: RegExp;
  readonly method: string;
  readonly gate: RegExp;
}> = [
  {
    pattern: new RegExp(IDIOM, 'giu'),
    method: 'repeating-myself',
    gate: /\b(?:record|cd|tape|cassette|vinyl|gramophone|parrot|nag\w*|nanny|scold|horse|harp\w*|bang\w*|dron\w*|on|labou?r\w*|belabou?r\w*|myself|home|again)\b/iu,
  },
  { pattern: new RegExp(MADE_TO_REPEAT, 'giu'), method: 'told-again', gate: /\b(?:again|more|time)\b/iu },
  { pattern: new RegExp(PREFACED_AGAIN, 'giu'), method: 'told-again', gate: /\b(?:again|more|time)\b/iu },
  { pattern: new RegExp(KEEP_TELLING, 'giu'), method: 'told-again', gate: /\bke(?:ep|pt)\b/iu },
  { pattern: new RegExp(HOW_MANY_MORE, 'giu'), method: 'told-again', gate: /\bhow many\b/iu },
  { pattern: new RegExp(TOLD_THEN_AGAIN, 'giu'), method: 'sent-again', gate: /\bbut\b/iu },
  {
    pattern: new RegExp(`${DID_TELL}|${ALREADY_TOLD_WHERE}`, 'giu'),
    method: 'told-before',
    gate: /\b(?:did|already|previously)\b/iu,
  },
  {
    pattern: new RegExp(`${HOPE_THIS_TIME}|${HOPE_NOT_AGAIN}|${THIS_TIME_FOR_REAL}`, 'giu'),
    method: 'this-time',
    gate: /\btime\b|\bagain\b|\bany ?more\b|\bactually\b|\bonce\b|\bchange\b/iu,
  },
];
