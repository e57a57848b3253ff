// Regular expressions made once: a literal in a function makes a new object at every call.
// A cap on years of experience screens out older applicants as an upper age limit does (US EEOC, job
// advertisements). The number of years, in figures or words.
const YEARS = '(?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)';
const APOSTROPHE = "(?:'|\u2019)?";
// "no more than 3 years of experience", "max. 2 years' experience", "less than five years' retail experience".
const EXPERIENCE_CAP = new RegExp(
  `\\b(?:no more than|not more than|maximum(?: of)?|max\\.?|at most|less than|fewer than)\\s+${YEARS}\\s+years?${APOSTROPHE}\\s+(?:of\\s+)?(?:[\\p{L}-]+\\s+)?experience\\b`,
  'giu',
);
// The cap may end on the years: "no more than five years in total", "a maximum of two years in a similar
// role", "maximum 3 years in hospitality", "Experience: max 2 years."
const YEARS_CAP = new RegExp(
  `\\b(?:no more than|not more than|maximum(?: of)?|max\\.?|at most)\\s+${YEARS}\\s+years?${APOSTROPHE}(?:\\s+(?:in total|in all|overall|total|in(?=\\s+\\p{L}))|(?=\\s*(?:[.;,)]|$)))`,
  'giu',
);
// Experience capped by name: "we cap it at five years", "agency experience is capped at four years".
const CAPPED_AT = new RegExp(
  `\\b(?:cap|caps|capped|capping|limit|limits|limited)\\s+(?:[\\p{L}'\u2019-]+\\s+){0,3}?(?:at|to)\\s+${YEARS}\\s+years?\\b`,
  'giu',
);
// More experience shut out: "Candidates with more than 4 years will not be considered", "Anyone who has over
// ten years in sales need not apply". The frame of having the years keeps "Complaints made more than 2
// years after the event will not be considered" out.
const OVER_EXPERIENCED = new RegExp(
  `(?<=\\b(?:with|who\\s+(?:have|has)|having)\\s+)(?:more than|over|above|upwards of)\\s+${YEARS}\\s+years?${APOSTROPHE}(?:\\s+[\\p{L}'\u2019-]+){0,4}?\\s+(?:(?:need not|needn't|should not|shouldn't|cannot|can't|may not)\\s+apply|(?:will not be|won't be|are not|aren't|is not|isn't)\\s+(?:considered|suitable|shortlisted|eligible)|(?:will be|are|get|gets)\\s+(?:automatically\\s+)?(?:declined|rejected|refused|excluded|disqualified|screened out|turned down))\\b`,
  'giu',
);
// "Experience: max 2 years": a line labelled with experience states a requirement without a word of hiring.
const EXPERIENCE_LABEL = /\bexperience\s*:/iu;

/** Where a sentence's words stand: whether it speaks of hiring, of experience, or is an item of requirements. */
export interface CapContext {
  readonly hiring: boolean;
  readonly experience: boolean;
  readonly item: boolean;
}

/**
 * Caps on years of experience in a sentence of a job ad (US EEOC): a cap before "experience" wherever
 * experience is named; a cap ending on the years in a sentence about hiring, an item or a line labelled
 * "Experience:"; experience "capped at" some years; and more years shut out in a sentence about hiring.
 */
export function experienceCaps(text: string, context: CapContext): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  if (context.experience) {
    found.push(...text.matchAll(EXPERIENCE_CAP), ...text.matchAll(CAPPED_AT));
    if (context.hiring || context.item || EXPERIENCE_LABEL.test(text)) {
      found.push(...text.matchAll(YEARS_CAP));
    }
  }
  if (context.hiring) found.push(...text.matchAll(OVER_EXPERIENCED));
  return found;
}
