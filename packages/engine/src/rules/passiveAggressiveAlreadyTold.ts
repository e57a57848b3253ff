/**
 * The reader told they were told (twelfth pass, sets w, x, y and z): the writer says the point was made before,
 * or that the reader should know it, before making it again. Each is a construction with open slots, not a
 * phrase: any verb of telling or answering, any hedge before it ("I believe", "I thought"), any document the
 * reader was given.
 */

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

// "I thought I'd made it clear that the van needs to be back by 5" (writer z), "I was under the impression I'd
// been clear": the writer's belief that they had been clear, which the reader has let down. "I thought I'd made
// it clear, but reading it back I hadn't — sorry" owns the slip.
const THOUGHT_CLEAR = `\\b(?:i|we) (?:thought|believed|assumed|felt sure|was sure|were sure|was under the impression|were under the impression)(?: that)? (?:i|we)(?:${A}d| had| was| were)? (?:(?:made (?:it|this|that|myself|ourselves|things|the (?:[\\w-]+ ){0,2}?[\\w-]+) (?:(?:very|perfectly|quite|abundantly|crystal|pretty) )?(?:clear|plain|obvious))|been (?:(?:very|perfectly|quite|abundantly|crystal|pretty) )?clear(?: about (?:this|that|it))?|explained (?:this|that|it) (?:clearly|already|before|properly))\\b(?![^.!?\\n]*\\b(?:sorry|apologies|my (?:bad|mistake|fault)|(?:i|we) (?:hadn${A}t|had not|wasn${A}t|was not|didn${A}t|did not))\\b)`;

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
// reader knows, from a document they were given.
const GIVEN_TO_READER = `(?:(?:that|which) )?you (?:all )?(?:(?:were|have been|${A}ve been|had been) (?:sent|given|provided|emailed|e-mailed|issued|handed|shown|asked to read)|received|signed|got|agreed to|read|accepted|completed|attended)`;
const KNOWN_FROM = `\\bas you(?:${A}ll|${A}d| will| would| should| must)? (?:(?:already|well|all) )?${KNOW} from (?:the|your|our) (?:[\\w-]+ ){0,3}?${GIVEN_TO_READER}\\b`;

// "I shouldn't need to point out that the deadline was yesterday" (writer z), "I don't need to point out",
// "I hardly need to spell it out": the writer says what they claim needs no saying (preterition), which
// implies the reader should have known. "We shouldn't need to restart the server" is technical, and passes:
// the verb must be one of telling or chasing.
// ("…need to remind you" is a listed phrase of `data/passiveAggressive.ts`.)
const NEEDLESS_VERB =
  '(?:point out|spell (?:it|this|that|things) out|spell out|tell you|say|mention|repeat|explain|ask|chase|keep (?:asking|reminding|chasing|telling)|follow up|nag)';
// ("I shouldn't have to" is listed too; "we shouldn't have to" and "I really shouldn't have to" are not.)
const NEEDLESS_TELLING = `\\b(?:i|we)(?: really| surely)? (?:shouldn${A}t|should not|oughtn${A}t|ought not)(?: to)? (?:need|be having) to ${NEEDLESS_VERB}\\b|\\b(?:we(?: really| surely)?|i (?:really|surely)) (?:shouldn${A}t|should not) have to ${NEEDLESS_VERB}\\b|\\b(?:i|we)(?: really| surely)? (?:don${A}t|do not|needn${A}t|need not|hardly|scarcely|surely don${A}t)(?: (?:really|even))? (?:need|have)? ?to (?:point out|spell (?:it|this|that) out|spell out)\\b`;

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

export const ALREADY_TOLD_PATTERNS: readonly RegExp[] = [
  new RegExp(SEEMS_MISSED, 'giu'),
  new RegExp(REPEATS_TOLD, 'giu'),
  new RegExp(ANSWERED_BEFORE, 'giu'),
  new RegExp(THOUGHT_CLEAR, 'giu'),
  new RegExp(`${PRESUMED_CERTAIN}|${KNOWN_FROM}`, 'giu'),
  new RegExp(NEEDLESS_TELLING, 'giu'),
  new RegExp(REFRESHER_DOC, 'giu'),
];
