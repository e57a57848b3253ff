import { syllable } from 'syllable';
import { KEY_BIT_COUNT, keyBit } from '../language/keyBits.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const PLAIN_WORD = /^\p{L}+(?:['\u2019]\p{L}+)?$/u;

// Counting syllables runs several patterns over the word; a text repeats its words, so counts are kept.
// The cache is bounded: a long session of editing must not grow it without end.
const LIMIT = 50_000;
const counts = new Map<string, number>();

/**
 * The last word met at each key bit (see `keyBits.ts`) and its count, in front of the map: a text's
 * words come again and again, and the views of a check share their strings, so most words are found
 * here by one comparison, without hashing the word and probing a map of every word met.
 */
const recentWords: Array<string | undefined> = new Array<string | undefined>(KEY_BIT_COUNT).fill(undefined);
const recentCounts = new Uint8Array(KEY_BIT_COUNT);

/** Syllables of a word in normal (lower-case) form. */
export function syllables(normal: string): number {
  const bit = keyBit(normal);
  if (recentWords[bit] === normal) return recentCounts[bit] ?? 0;
  let count = counts.get(normal);
  if (count === undefined) {
    count = syllable(normal);
    if (counts.size >= LIMIT) counts.clear();
    counts.set(normal, count);
  }
  // Counts above 255 do not fit the byte: such a word (none is that long) is always looked up.
  if (count <= 255) {
    recentWords[bit] = normal;
    recentCounts[bit] = count;
  }
  return count;
}

/** Whether a word is an ordinary word to count: letters only (no digits, no symbols), not an acronym. */
export function isPlainWord(text: string): boolean {
  return PLAIN_WORD.test(text) && !(text.length > 1 && text === text.toUpperCase());
}
