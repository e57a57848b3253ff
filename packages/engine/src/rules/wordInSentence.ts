import type { BlockView } from '../language/types.ts';

/**
 * The normal form of the word at `at` when it stands in the same sentence as the word at `index`, else
 * '': rules that read a few words around a cue must not read across a full stop.
 */
export function wordInSentence(words: BlockView['words'], index: number, at: number): string {
  const other = words[at];
  return other !== undefined && other.sentence === words[index]?.sentence ? other.normal : '';
}
