import { alternation, phrasePattern } from './valePatterns.ts';

/**
 * Lookarounds the mappings share: where a word starts and ends as the engine's tokenizer cuts words
 * (letters and digits with inner apostrophes and hyphens), and where a sentence starts. Vale's regexp2 and
 * JavaScript read them alike.
 */

/** Not inside a word: nothing of a word right before. */
export const WORD_START = "(?<![\\p{L}\\p{N}'\u2019-])";

/** The end of a word: nothing of a word right after. */
export const WORD_END = "(?![\\p{L}\\p{N}'\u2019-])";

/**
 * Between two words of one sentence: anything but letters, digits, sentence ends and a blank line (a
 * plain-text file is one block to Vale's `text` scope).
 */
export const WORD_GAP = '(?:(?!\\n\\s*\\n)[^\\p{L}\\p{N}.!?])+';

// The start of a text or line (Vale's `(?m)`), or end punctuation and white space.
const SENTENCE_OPENING = '(?:^|[.!?]["\u201d\u2019)]?\\s+)';

/** At the start of a sentence. */
export const SENTENCE_START = `(?<=${SENTENCE_OPENING})`;

/** Not at the start of a sentence. */
export const MID_SENTENCE = `(?<!${SENTENCE_OPENING})`;

/**
 * At the very start of the block (no `^`, which Vale's `(?m)` also reads at a line break): with scope
 * `sentence`, the start of the sentence.
 */
export const BLOCK_START = '(?<![\\s\\S])';

/** Words of a list as one alternation, longest first, apostrophes straight or typographic. */
export function wordsPattern(words: readonly string[]): string {
  return alternation(words.map(phrasePattern));
}

/** Not one of `words` here (as a whole word). */
export function notOneOf(words: readonly string[]): string {
  return words.length === 0 ? '' : `(?!${wordsPattern(words)}${WORD_END})`;
}
