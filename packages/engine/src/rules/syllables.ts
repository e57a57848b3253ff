import { syllable } from 'syllable';

// Regular expressions made once: a literal in a function makes a new object at every call.
const PLAIN_WORD = /^\p{L}+(?:['\u2019]\p{L}+)?$/u;

// Counting syllables runs several patterns over the word; a text repeats its words, so counts are kept.
// The cache is bounded: a long session of editing must not grow it without end.
const LIMIT = 50_000;
const counts = new Map<string, number>();

/** Syllables of a word in normal (lower-case) form. */
export function syllables(normal: string): number {
  let count = counts.get(normal);
  if (count === undefined) {
    count = syllable(normal);
    if (counts.size >= LIMIT) counts.clear();
    counts.set(normal, count);
  }
  return count;
}

/** Whether a word is an ordinary word to count: letters only (no digits, no symbols), not an acronym. */
export function isPlainWord(text: string): boolean {
  return PLAIN_WORD.test(text) && !(text.length > 1 && text === text.toUpperCase());
}
