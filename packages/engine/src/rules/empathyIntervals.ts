/**
 * How often a service comes, in days, read from any wording of a frequency rather than a list of set
 * phrases: an adverb ("weekly", "fortnightly"), "every" with a count, an ordinal or "other" before a unit
 * ("every third week", "every 4 weeks", "every other month"), or a count of times per unit ("once a
 * fortnight", "twice a week", "three times a month"). English frequency expressions (Quirk et al., A
 * Comprehensive Grammar, 8.64: adjuncts of frequency) combine these parts freely, so the reader combines
 * them too: the next writer's "every fifth week" is read without a new entry.
 */

const UNIT_DAYS: Readonly<Record<string, number>> = {
  day: 1,
  week: 7,
  fortnight: 14,
  month: 30,
  quarter: 91,
  year: 365,
  // A weekday comes once a week: "every Wednesday" is weekly, "every other Wednesday" fortnightly.
  ...{ monday: 7, tuesday: 7, wednesday: 7, thursday: 7, friday: 7, saturday: 7, sunday: 7 },
};

const ADVERBS: Readonly<Record<string, number>> = {
  daily: 1,
  weekly: 7,
  fortnightly: 14,
  biweekly: 14,
  monthly: 30,
  quarterly: 91,
  yearly: 365,
  annually: 365,
};

// Cardinals and ordinals up to twelve: "every four weeks", "every fourth week".
const STEPS: Readonly<Record<string, number>> = {
  ...{ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 },
  ...{ eleven: 11, twelve: 12, other: 2, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6 },
  ...{ seventh: 7, eighth: 8, ninth: 9, tenth: 10, single: 1 },
};

const TIMES: Readonly<Record<string, number>> = { once: 1, twice: 2, thrice: 3 };

const STEP = `(?:\\d{1,2}(?:st|nd|rd|th)?|${Object.keys(STEPS).join('|')})`;
const UNIT = `(?:${Object.keys(UNIT_DAYS).join('|')})s?`;
const FREQUENCY = new RegExp(
  `\\b(?:${Object.keys(ADVERBS).join('|')})\\b` +
    `|\\b(?:every|each)\\s+(?:${STEP}\\s+)?${UNIT}\\b` +
    `|\\b(?:${Object.keys(TIMES).join('|')}|${STEP}\\s+times)\\s+(?:a|an|per|every|each)\\s+${UNIT}\\b`,
  'giu',
);

function step(word: string): number {
  const lower = word.toLowerCase();
  return STEPS[lower] ?? TIMES[lower] ?? Number.parseInt(lower, 10);
}

function unitDays(word: string): number {
  return UNIT_DAYS[word.toLowerCase().replace(/s$/u, '')] ?? Number.NaN;
}

/** The days between visits a frequency expression names, or NaN. */
export function intervalDays(expression: string): number {
  const words = expression.toLowerCase().split(/\s+/u);
  const [first = '', second = ''] = words;
  const adverb = ADVERBS[first];
  if (adverb !== undefined && words.length === 1) return adverb;
  const unit = unitDays(words.at(-1) ?? '');
  if (first === 'every' || first === 'each') return words.length === 2 ? unit : step(second) * unit;
  // "once a fortnight", "three times a month": the unit shared among the visits.
  return unit / step(first);
}

/** Every frequency in `text`, in order: its offset and its days between visits. */
export function frequencies(text: string): (readonly [number, number])[] {
  return [...text.matchAll(FREQUENCY)]
    .map((match) => [match.index, intervalDays(match[0])] as const)
    .filter(([, days]) => Number.isFinite(days) && days > 0);
}
