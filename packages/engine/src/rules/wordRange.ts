import type { WordView } from '../language/types.ts';

/** Whether a word of `words[first, end)` passes `test` (what `some` on a slice says, without the copy). */
export function someWord(
  words: readonly WordView[],
  first: number,
  end: number,
  test: (word: WordView, index: number) => boolean,
): boolean {
  for (let index = first; index < end; index++) {
    const word = words[index];
    if (word && test(word, index)) return true;
  }
  return false;
}
