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
const ANYONE =
  '(?:you|anyone|anybody|someone|somebody|(?:some )?people|(?:any|some) of you|(?:any|some) of (?:the|our) (?:team|group|class|staff))';

// The feelings of someone wronged, the class the apology is conditional on: offended, hurt, and (writers u and
// v) being singled out, targeted or talked down to, whatever the verb.
const WRONGED =
  '(?:offended|upset|hurt|annoyed|insulted|bothered|put out|irritated|slighted|singled out|targeted|attacked|picked on|got at|blamed|critici[sz]ed|disrespected|belittled|undermined|patroni[sz]ed|talked down to|judged)';
// Feelings that are a non-apology only after "felt": "sorry if anyone was left out of the email" may be a
// real slip with a list of recipients, "sorry if anyone felt left out" is about the feeling.
const FELT_WRONGED =
  '(?:left out|excluded|ignored|overlooked|unheard|unappreciated|undervalued|unwelcome|uncomfortable|embarrassed|awkward)';
// How a remark came across (writers s and u): rude, harsh, hurtful, critical.
const HARSH =
  '(?:rude|harsh|blunt|curt|abrupt|snippy|short|aggressive|dismissive|condescending|patroni[sz]ing|impolite|unkind|snarky|sharp|passive-aggressive|offensive|insensitive|hurtful|mean|critical|judg(?:e)?mental|hostile|accusatory|confrontational|preachy|bossy|pushy|cold|personal|disrespectful)';
// The writer's own thing as subject, also one of several ("any of my comments", writer u).
const MINE = '(?:(?:any|some|one|none) of )?(?:my|our|the|this|that|what i)';

export const NON_APOLOGY_PATTERNS: readonly RegExp[] = [
  // "Apologies if anyone felt offended by the feedback", "we apologise if some of you were upset", "sorry if
  // anyone felt singled out" (writers q, r, v). "I'm sorry I offended you" owns the deed, and "sorry if this
  // arrives twice" names no feeling.
  new RegExp(
    `\\b${SORRY} if ${ANYONE} (?:(?:were|was|got|felt|feel|have|has|had|been|may|might|ever) )+(?:(?:a (?:bit|little)|at all|in any way|personally) )?(?:${WRONGED}\\b|(?<=\\b(?:felt|feel) (?:[\\w ]{0,20} )?)${FELT_WRONGED}\\b)`,
    'gi',
  ),
  // "Sorry if anyone took offence", "…took it the wrong way" (writer s).
  new RegExp(
    `\\b${SORRY} if ${ANYONE} (?:(?:may|might|ever|has|have) )*(?:took|taken|take) (?:offen[cs]e|umbrage|it (?:badly|personally|the wrong way))\\b`,
    'gi',
  ),
  // "Apologies if my feedback upset anyone", "I'm sorry if my comments in the meeting upset anyone" (writer u):
  // the writer's thing, however long its name, hurt someone unnamed.
  new RegExp(
    `\\b${SORRY} if ${MINE} (?:[\\w'’-]+ ){0,6}?(?:upset|offended|hurt|annoyed|insulted|bothered|irritated|slighted|belittled|singled out) (?:anyone|anybody|someone|somebody|people|(?:any|some) of you|(?:any|some) of (?:the|our) (?:team|group|class|staff))\\b`,
    'gi',
  ),
  // "Sorry if my last reply came across as rude to you", "apologies if any of my comments came across as
  // hurtful" (writers s and u): sorry for how it was taken, not for what was written. "Sorry my reply was rude"
  // owns it.
  new RegExp(
    `\\b${SORRY} if (?:${MINE}|i|it) (?:[\\w'’-]+ ){0,4}?(?:came across|come across|comes across|came off|comes off|sounded|sounds|seemed|seems|read|reads) (?:as )?(?:(?:a (?:bit|little)|too|rather|somewhat|slightly|at all|in any way|overly) )*${HARSH}\\b`,
    'gi',
  ),
  // "I'm sorry if my feedback upset you, but the report simply wasn't ready" (writer v): the apology taken back
  // by "but" and a defence. "Sorry if I upset you; that was never my intention" stays an apology (ninth pass).
  new RegExp(
    `\\b${SORRY} if (?:i|we|${MINE}) (?:[\\w'’-]+ ){0,4}?(?:upset|offended|hurt|annoyed|insulted|bothered|irritated|slighted|belittled) (?:you|${ANYONE})\\b[^.!?;\\n]{0,30}?,? (?:but|however|though)\\b`,
    'gi',
  ),
];
