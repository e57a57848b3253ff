// Regular expressions made once: a literal in a function makes a new object at every call.
// A required year of graduation or of birth screens by age as "recent graduates" does (US EEOC): "must have
// graduated in 2025 or 2026", "left university after 2023", "degree completed in 2024", "class of 2026",
// "born after 1995".
const GRADUATION_YEAR =
  /\b(?:graduated|graduating|graduation|graduate|born|(?:left|finished|completed) (?:university|college|school|(?:(?:your|their|a|the)\s+)?(?:degree|studies))|(?:degree|studies) (?:completed|finished|awarded|obtained))\s+(?:in|after|since|from|between|no earlier than|not before|year|date)(?: of)?\s+(?:19|20)\d{2}\b(?:\s*(?:or|and|to|-|\u2013)\s*(?:19|20)\d{2}\b)?|\bclass of (?:19|20)\d{2}\b|\b(?:graduated|graduating|graduation)\s+(?:in\s+)?(?:19|20)\d{2}\s+or\s+(?:later|after)\b(?!\s+than)/giu;
// A second year after the first (matched with it) makes a window of years, a criterion: a person graduates
// once ("graduated in 2024 or 2025", "between 2022 and 2024").
// "Graduated 2024 or later" opens a window with no end: a criterion too.
const SECOND_YEAR = /(?:19|20)\d{2}\D+(?:19|20)\d{2}$|\bor\s+(?:later|after)$/iu;
// "You graduated in 2025 or 2026": the reader a job ad describes is the candidate it wants.
const YOU_BEFORE =
  /\byou(?:'ve|\u2019ve)?(?:\s+(?:have|must have|should have|recently|only|will have))*\s+$/iu;
// Having finished study within a recent span ("finished university in the last two years", "completed their
// degree within the past 18 months"): the "recent graduates" screen written out. "graduated in the last" is
// a phrase of the rule's list already.
const RECENT_STUDY =
  /\b(?:(?:left|finished|completed|ended)\s+(?:university|college|school|uni|(?:(?:your|their|his|her|a|the)\s+)?(?:degree|studies|course|education))|(?:earned|received|got|obtained|gained)\s+(?:(?:your|their|a|the)\s+)?(?:degree|diploma))\s+(?:in|within|during|over)\s+the\s+(?:last|past|previous)\s+(?:(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|few|couple of)\s+)?(?:years?|months?)\b/giu;

// Words that make a year of graduation or birth a requirement of the hire.
const YEAR_ASKED = new Set([
  ...['must', 'should', 'need', 'needs', 'required', 'requires', 'only', 'ideal', 'ideally', 'preferred'],
  ...['preferably', 'wanted', 'open'],
]);

/** What a sentence says of itself: a word of hiring, and whether its block is an item of a list. */
export interface StudyContext {
  readonly hiring: boolean;
  readonly item: boolean;
  /** The normal forms of the sentence's words. */
  readonly words: readonly string[];
}

/**
 * Years of graduation or birth and recent study asked of a hire (US EEOC). A year is a screen when asked
 * for in a sentence about hiring ("must have graduated in 2025", "open to candidates who graduated in…"),
 * not when told ("Anna graduated in 2009"); a window of years is one in a sentence about hiring, an item of
 * a list ("- Degree completed in 2024 or 2025") or said of the reader ("You graduated in 2024 or 2025").
 * Recent study ("finished university in the last two years") counts where hiring is spoken of or asked for.
 */
export function studyScreens(text: string, context: StudyContext): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  const asked = context.words.some((word) => YEAR_ASKED.has(word));
  for (const match of text.matchAll(GRADUATION_YEAR)) {
    const window = SECOND_YEAR.test(match[0]);
    const ofReader = YOU_BEFORE.test(text.slice(0, match.index));
    // "- Gen Z: born between 1997 and 2012" defines a generation: a window of birth years asks only in hiring.
    const born = match[0].toLowerCase().startsWith('born');
    if ((context.hiring && (asked || window)) || (window && !born && (context.item || ofReader))) {
      found.push(match);
    }
  }
  if (context.hiring || asked) found.push(...text.matchAll(RECENT_STUDY));
  return found;
}
