import { syllable } from 'syllable';
import type { WordView } from '../language/types.ts';

// The syllable package runs a dozen regular expressions per word; texts repeat words, so counts are
// kept per normal form. The cache is cleared when full, which keeps memory bounded and results the same.
const CACHE_LIMIT = 50_000;
const syllableCache = new Map<string, number>();
const LETTER = /[\p{L}\p{N}]/u;
const HAS_LETTER = /\p{L}/u;
// Gunning: "do not count -es, -ed or -ing as a syllable" when deciding whether a word is complex.
const GUNNING_SUFFIX = /(?:es|ed|ing)$/;

/**
 * Syllables of a word (the `syllable` package). A word without letters (a number) counts as one
 * syllable, so numbers neither vanish from nor dominate the formulas.
 */
export function syllables(word: WordView): number {
  const key = word.normal;
  const known = syllableCache.get(key);
  if (known !== undefined) return known;
  const count = HAS_LETTER.test(key) ? Math.max(1, syllable(key)) : 1;
  if (syllableCache.size >= CACHE_LIMIT) syllableCache.clear();
  syllableCache.set(key, count);
  return count;
}

/** Letters and digits of a word: what Coleman–Liau and ARI call characters. */
export function letters(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // ASCII letters and digits without a regular expression: the common case, once per word.
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)) count++;
    else if (code > 127) {
      const wide = code >= 0xd800 && code <= 0xdbff ? text.slice(index, index + 2) : text.charAt(index);
      if (LETTER.test(wide)) count++;
      index += wide.length - 1;
    }
  }
  return count;
}

/**
 * A complex word in Gunning's sense: three or more syllables, not a proper noun (capitalised away from
 * the start of a sentence), not a hyphenated compound, and still three syllables without an -es, -ed or
 * -ing ending.
 */
export function isComplex(word: WordView, count: number): boolean {
  if (count < 3) return false;
  if (word.text.includes('-')) return false;
  const first = word.text.charAt(0);
  if (!word.sentenceStart && first !== first.toLowerCase()) return false;
  if (!GUNNING_SUFFIX.test(word.normal)) return true;
  // "created" has three syllables but "create" two: count the stem.
  const stem = word.normal.replace(GUNNING_SUFFIX, '');
  return stem.length > 0 && syllable(stem) >= 3;
}
