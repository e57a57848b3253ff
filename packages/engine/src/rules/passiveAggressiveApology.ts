/**
 * The non-apology: sorry for how the reader felt or took it, not for what the writer did ("Apologies if anyone
 * felt offended", "sorry if my reply came across as rude"). The apology is conditional ("if") and its object is
 * a feeling, so the writer owns nothing. Patterns, not listed phrases: spelled out, the family came to
 * thousands of phrases (ninth pass).
 *
 * Flagged "gi", not "giu": under Unicode case folding "s" and "k" also match "ſ" and the Kelvin sign, which
 * stops V8 from scanning for a literal start ("sorry") and makes a pattern several times slower.
 */

const SORRY = '(?:sorry|apologies|apologi[sz]e)';

// Whose feelings a non-apology is sorry for: the reader, or anyone at all.
// A group named as a whole counts too (fourteenth pass: "sorry if my feedback upset the team, but…").
const ANYONE =
  '(?:you|anyone|anybody|someone|somebody|everyone|everybody|(?:some )?people|(?:any|some) of you|(?:any|some) of (?:the|our) (?:team|group|class|staff)|(?:the|our|your) (?:whole )?(?:team|group|class|staff|department|committee|panel|crew|squad))';

// The feelings of someone wronged, the class the apology is conditional on: offended, hurt, and (writers u and
// v) being singled out, targeted or talked down to, whatever the verb.
const WRONGED =
  '(?:offended|upset|hurt|annoyed|insulted|bothered|put out|irritated|slighted|singled out|targeted|attacked|picked on|got at|blamed|critici[sz]ed|disrespected|belittled|undermined|patroni[sz]ed|talked down to|judged)';
// Feelings that are a non-apology only after "felt": "sorry if anyone was left out of the email" may be a
// real slip with a list of recipients, "sorry if anyone felt left out" is about the feeling.
const FELT_WRONGED =
  '(?:left out|excluded|ignored|overlooked|unheard|unappreciated|undervalued|unwelcome|uncomfortable|embarrassed|awkward)';
// The feelings of being slighted, among them: "the cold room made anyone feel uncomfortable" is a real apology
// for conditions, "my email made you feel unwelcome" a non-apology for a slight.
const SLIGHTED = '(?:left out|excluded|ignored|overlooked|unheard|unappreciated|undervalued|unwelcome)';
// How a remark came across (writers s and u): rude, harsh, hurtful, critical; any manner that presses or
// slights, as a class (thirteenth pass, writer ab: "came across as too direct"; "a bit strong", "impatient").
const HARSH =
  '(?:rude|harsh|blunt|curt|abrupt|snippy|short|aggressive|dismissive|condescending|patroni[sz]ing|impolite|unkind|snarky|sharp|passive-aggressive|offensive|insensitive|hurtful|mean|critical|judg(?:e)?mental|hostile|accusatory|confrontational|preachy|bossy|pushy|cold|personal|disrespectful|direct|strong|forceful|stern|terse|brusque|pointed|impatient|snappy|tetchy|testy|irritable|irritated|cross|angry|annoyed|frustrated|demanding|heavy-handed|abrasive|sarcastic|short-tempered|over the top)';
// The writer's own thing as subject, also one of several ("any of my comments", writer u).
// Or what the writer said, as a clause: "anything I said during the retro" (twelfth pass).
const MINE =
  '(?:(?:any|some|one|none) of )?(?:my|our|the|this|that|(?:what|anything|something|how|whatever) (?:i|we))';
// The rest of its name, any noun phrase without a clause break: "my comments in the design review", "the way I
// worded Tuesday's update to the whole team" (writer y). A comma or a full stop ends it.
const THING = "(?:[\\w'’:-]+ ){0,12}?";
// The apology taken back: "but…", or a defence of what was said ("; I was only stating the facts", writer y;
// "I was just being honest", "someone had to say it"). "Sorry if I upset you; that was never my intention"
// owns the hurt, and stays an apology (ninth pass).
const DEFENCE =
  "(?:but|however|though|(?:i|we) (?:was|were|am|['’]m|are|['’]re) (?:only|just|simply|merely) \\w+|(?:i|we) (?:only|just|simply|merely) (?:said|stated|meant|asked|pointed|wanted|did|told|gave|wrote|raised|called)|(?:that['’]s|it['’]s|this is) (?:just|simply) (?:how|the way|what|the truth|a fact|the facts)|the facts are|someone (?:had|needed) to|it (?:had|needed) to be said)";

// The feelings of someone, hurt as the person is (thirteenth pass, writer ab: "Sorry if my comments in the code
// review hurt your feelings, but…"): "your feelings", "anyone's feelings", "your pride", "your ego".
const WHOSE_FEELINGS =
  "(?:your|anyone['’]s|anybody['’]s|someone['’]s|somebody['’]s|people['’]s|everyone['’]s) (?:feelings|pride|ego)";

export const NON_APOLOGY_PATTERNS: readonly RegExp[] = [
  // "Apologies if anyone felt offended by the feedback", "we apologise if some of you were upset", "sorry if
  // anyone felt singled out" (writers q, r, v). "I'm sorry I offended you" owns the deed, and "sorry if this
  // arrives twice" names no feeling.
  new RegExp(
    `\\b${SORRY} if ${ANYONE} (?:(?:were|was|got|felt|feel|have|has|had|been|may|might|ever) )+(?:(?:a (?:bit|little)|at all|in any way|personally) )?(?:${WRONGED}\\b|(?<=\\b(?:felt|feel) (?:[\\w ]{0,20} )?)${FELT_WRONGED}\\b)`,
    'gi',
  ),
  // "Sorry if anyone took offence", "…took it the wrong way" (writer s).
  // The writer's words named as what was taken so (fourteenth pass: "I apologise if anyone took my comments in
  // the retro personally", "sorry if you took my notes the wrong way"); "sorry that" the same, with "so" (seventeenth
  // pass: "Sorry you took my notes on the draft so personally").
  new RegExp(
    `\\b${SORRY} (?:(?:if|that) )?${ANYONE} (?:(?:may|might|ever|has|have) )*(?:took|taken|take) (?:offen[cs]e|umbrage|(?:it|${MINE} ${THING}[\\w'’-]+) (?:(?:so|quite so|that|too) )?(?:badly|personally|the wrong way|to heart|amiss))\\b`,
    'gi',
  ),
  // "Apologies if my feedback upset anyone", "I'm sorry if my comments in the meeting upset anyone" (writer u):
  // the writer's thing, however long its name, hurt someone unnamed.
  new RegExp(
    `\\b${SORRY} if ${MINE} ${THING}(?:upset|offended|hurt|annoyed|insulted|bothered|irritated|slighted|belittled|singled out) (?:anyone|anybody|someone|somebody|people|(?:any|some) of you|(?:any|some) of (?:the|our) (?:team|group|class|staff))\\b`,
    'gi',
  ),
  // "Felt" only after the writer's own words ("apologies if my comments felt harsh", fourteenth pass): "sorry if the
  // room felt cold" is about the room.
  // "Sorry if my last reply came across as rude to you", "apologies if any of my comments came across as
  // hurtful" (writers s and u): sorry for how it was taken, not for what was written. "Sorry my reply was rude"
  // owns it.
  new RegExp(
    `\\b${SORRY} if (?:${MINE}|i|it) ${THING}(?:came across|come across|comes across|came off|comes off|sounded|sounds|seemed|seems|read|reads|(?<=\\b(?:my|our) ${THING})(?:felt|feel|feels)) (?:as )?(?:(?:a (?:bit|little)|too|rather|somewhat|slightly|at all|in any way|overly) )*${HARSH}\\b`,
    'gi',
  ),
  // The same feeling caused or perceived: "sorry if my email made you feel singled out", "apologies if the review
  // left anyone feeling belittled", "sorry if you found my comments harsh" (twelfth pass). "Sorry if the news
  // made you sad" and "sorry if the cold room made anyone feel uncomfortable" name no slight, and "sorry if you
  // found the form confusing" is about a document.
  new RegExp(
    `\\b${SORRY} if (?:i|we|${MINE}) ${THING}(?:made|left|has made|has left|may have made|may have left) ${ANYONE} (?:feel|feeling) (?:(?:a (?:bit|little)|at all|in any way|personally|so) )?(?:${WRONGED}|${SLIGHTED})\\b|\\b${SORRY} if ${ANYONE} (?:found|thought|considered) (?:${MINE}) ${THING}(?:(?:a (?:bit|little)|too|rather|somewhat|slightly|overly) )*${HARSH}\\b`,
    'gi',
  ),
  // "I'm sorry if my feedback upset you, but the report simply wasn't ready" (writer v), "Sorry if my email upset
  // you; I was only stating the facts" (writer y): the apology taken back by "but" or a defence.
  new RegExp(
    `\\b${SORRY} if (?:i|we|${MINE}) ${THING}(?:upset|offended|hurt|annoyed|insulted|bothered|irritated|slighted|belittled|bruised|wounded|stung) (?:you|${ANYONE}|${WHOSE_FEELINGS})\\b[^.!?\\n]{0,30}?[,;:—–-]? ${DEFENCE}\\b`,
    'gi',
  ),
  // The writer's manner regretted, then defended (thirteenth pass): "Sorry if I was too blunt in the meeting, but
  // the deadline can't move", "apologies if my tone seemed a little sharp, but I've asked three times". Without the
  // defence, "sorry if I was a bit short with you" may be a real apology, as "sorry if I upset you" is.
  new RegExp(
    `\\b${SORRY} if (?:i|we|${MINE} ${THING}) ?(?:was|were|am|['’]m|seemed|seem|sounded|sound|came across|came off|may have been|might have been|have been|['’]ve been|got)(?: as)? (?:(?:a (?:bit|little)|too|rather|somewhat|slightly|overly|quite) )*${HARSH}\\b[^.!?\\n]{0,40}?[,;:—–-]? ${DEFENCE}\\b`,
    'gi',
  ),
  // Sorry for the reader's feeling with no "if", the reader its subject: "Sorry you were upset by my email"
  // (writer z), "I'm sorry you felt singled out", "we're sorry you took it that way". The feeling is regretted,
  // not the deed, as in "sorry you feel that way". Its cause must be the writer's ("by my email", "at what I
  // said") or unsaid: "sorry you were upset by the news" and "sorry you were hurt in the fall" sympathise.
  // ("Sorry you felt…" is a listed phrase.)
  new RegExp(
    `\\b${SORRY} (?:that )?(?!you (?:felt|feel)\\b)${ANYONE} (?:(?:were|was|are|['’]re|is|felt|feel|got|have been|['’]ve been|ha(?:ve|s) felt) )(?:(?:so|a (?:bit|little)|somewhat|personally) )?(?:(?:${WRONGED}|${FELT_WRONGED})(?= (?:by|at|about|with|over) (?:my|our|what (?:i|we)|the way (?:i|we)|how (?:i|we)))|(?!hurt\\b)${WRONGED}(?=\\s*(?:[.;,!—–-]|$)))`,
    'gi',
  ),
  new RegExp(
    `\\b${SORRY} (?:that )?${ANYONE} (?:(?:may|might|have|has) )*(?:took|taken|take) (?:offen[cs]e|umbrage|it (?:badly|personally|the wrong way|that way|so badly))\\b`,
    'gi',
  ),
];
