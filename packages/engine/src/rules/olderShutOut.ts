// Regular expressions made once: a literal in a function makes a new object at every call.
// An older age: "over 50", "older than 45", "past 60", "aged over 40". A unit after the number makes it a
// weight, a height or a time ("over 30 kg", "over 40 hours").
const OLDER =
  '(?:aged\\s+)?(?:over|above|older\\s+than|past)\\s+(?:the\\s+age\\s+of\\s+)?\\d{2}s?\\b(?!\\s*(?:kg|g|cm|mm|km|m|lbs?|%|mph|hours?|hrs?|minutes?|mins?|days?|weeks?|months?|miles?|metres?|meters?|feet|ft|percent)\\b)';
// Or near the end of a working life: "close to retirement", "nearing retirement age".
const NEAR_RETIREMENT = '(?:close\\s+to|near|nearing|approaching)\\s+retirement(?:\\s+age)?\\b';
const WHO =
  '(?:people|anyone|those|someone|candidates|applicants|workers|staff|employees|individuals|persons)';
const NOT_APPLY =
  "(?:do\\s+not|don't|don\u2019t|should\\s+not|shouldn't|need\\s+not|needn't|please\\s+do\\s+not)";
const YOU_ARE = "you(?:'re|\u2019re|\\s+are)";
// The age after the exclusion (the order `OLDER_EXCLUDED` does not read): "not suitable for people over 50",
// "isn't open to applicants over 40", "not the right fit for candidates nearing retirement", "too physical for
// anyone past 50", "do not apply if you are over 50", "If you're over 45, please don't apply", "not for you if
// you are over 50".
const SHUT_OUT = new RegExp(
  [
    `\\b(?:not|isn't|isn\u2019t|aren't|aren\u2019t|unsuitable|too\\s+[\\p{L}-]+)\\s+(?:(?:a|the)\\s+)?(?:(?:right|good)\\s+)?(?:(?:suitable|suited|open|meant|designed|intended|right|available|fit|match)\\s+)?(?:for|to)\\s+(?:${WHO}\\s+)?(?:(?:who\\s+are)\\s+)?(?:${OLDER}|${NEAR_RETIREMENT})`,
    `\\b${NOT_APPLY}\\s+apply\\s+if\\s+${YOU_ARE}\\s+(?:${OLDER}|${NEAR_RETIREMENT})`,
    `\\bif\\s+${YOU_ARE}\\s+(?:${OLDER}|${NEAR_RETIREMENT}),?\\s+(?:please\\s+)?(?:do\\s+not|don't|don\u2019t)\\s+apply\\b`,
    // "Sorry, no applicants over 50": a refusal of a whole age group.
    `\\bno\\s+(?:${WHO}|one|hires)\\s+(?:${OLDER}|${NEAR_RETIREMENT})`,
    `\\bnot\\s+for\\s+you\\s+if\\s+${YOU_ARE}\\s+(?:${OLDER}|${NEAR_RETIREMENT})`,
  ].join('|'),
  'giu',
);
// The age before the exclusion: "candidates over 40 need not apply", "no one over 45 will be considered".
const OLDER_EXCLUDED =
  /\b(?:over|above|older than|aged over)\s+(?:the age of\s+)?\d{2}s?\s+(?:(?:need not|needn't|should not|shouldn't|cannot|can't|may not)\s+apply|(?:will not be|won't be|are not|aren't|is not|isn't)\s+(?:considered|suitable)|(?:will be|are|get|gets)\s+(?:automatically\s+)?(?:declined|rejected|refused|excluded|disqualified|screened out|turned down))\b/giu;

/**
 * Older people shut out of a job (US EEOC, job advertisements): an age above some number, or nearing
 * retirement, with an exclusion before or after it. For a sentence about hiring: "Parcels over 30 kg are
 * not suitable" has a unit, and "not suitable for children under 12" a lower limit.
 */
export function olderShutOut(text: string): RegExpExecArray[] {
  return [...text.matchAll(OLDER_EXCLUDED), ...text.matchAll(SHUT_OUT)];
}
