import { listed } from './listedWord.ts';

/**
 * Words that negate the sentiment word up to three words after them: "not good", "no problem", "never
 * lost". The one list for the analyzer's sentiment (and its capitals count) and the negative-tone rule,
 * so both read negation alike. VADER's NEGATE list (Hutto & Gilbert 2014, vaderSentiment, MIT licence)
 * in the spellings with apostrophes, with "no" (which VADER negates with in its own step) and "nobody",
 * "hardly", "barely"; every "-n't" form is a negator by `isNegator`, as in VADER's `negated()`, so the
 * contractions are not listed one by one.
 */
export const NEGATORS = listed(
  [
    'not',
    'no',
    'never',
    'none',
    'nobody',
    'nothing',
    'nowhere',
    'neither',
    'nor',
    'nope',
    'cannot',
    'without',
    'rarely',
    'seldom',
    'hardly',
    'barely',
    'despite',
  ],
  'Negates the sentiment word that follows it.',
  'VADER NEGATE list (Hutto & Gilbert, ICWSM 2014; https://github.com/cjhutto/vaderSentiment)',
);

const negators = new Set(NEGATORS.map((entry) => entry.word));

/** Whether a word (in normal form) negates what follows: a listed negator or any "-n't" form. */
export function isNegator(normal: string): boolean {
  return negators.has(normal) || (normal.endsWith("n't") && normal.length > 3);
}
