import type { BlockView } from '../language/types.ts';

/**
 * The normal form of the word at `at` when it stands in the same sentence as the word at `index`, else
 * '': rules that read a few words around a cue must not read across a full stop.
 */
export function wordInSentence(words: BlockView['words'], index: number, at: number): string {
  const other = words[at];
  return other !== undefined && other.sentence === words[index]?.sentence ? other.normal : '';
}

/**
 * Whether a word within `span` words before `index`, in the same sentence, passes `test` (its normal form):
 * the look-back of the cues that qualify a word ("not" before a verb, "we" before an act).
 */
export function wordBefore(
  words: BlockView['words'],
  index: number,
  span: number,
  test: (normal: string) => boolean,
): boolean {
  const sentence = words[index]?.sentence;
  for (let at = index - 1; at >= Math.max(0, index - span); at--) {
    const word = words[at];
    if (!word || word.sentence !== sentence) return false;
    if (test(word.normal)) return true;
  }
  return false;
}

/** "not", "never" or a "n't" form. */
export function isNegation(normal: string): boolean {
  return normal === 'not' || normal === 'never' || /n['\u2019]t$/u.test(normal);
}
