import type { BlockView, SentenceView } from '../language/types.ts';
import type { RuleFix } from '../rules/types.ts';

/** The index of the sentence that holds a whole range (a fix's, a match's). */
export function sentenceHolding(
  view: BlockView,
  range: Pick<RuleFix, 'from' | 'to'> | undefined,
): number | undefined {
  if (!range) return undefined;
  const sentences = view.sentences;
  // The first sentence that ends at or after the range's start; the range lies in it or in one after it
  // that starts where it ends.
  let low = 0;
  let high = sentences.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sentences[middle]?.end ?? Infinity) < range.from) low = middle + 1;
    else high = middle;
  }
  for (let index = low; index < sentences.length; index++) {
    const sentence = sentences[index];
    if (!sentence || sentence.start > range.from) return undefined;
    if (range.to <= sentence.end) return index;
  }
  return undefined;
}

/** Whether no fix reaches the last word of the sentence or what follows it. */
export function keepsLastWord(view: BlockView, sentence: SentenceView, fixes: readonly RuleFix[]): boolean {
  const lastWord = view.words[sentence.endWord - 1];
  if (!lastWord || sentence.endWord <= sentence.firstWord) return false;
  return fixes.every((fix) => fix.to <= lastWord.start);
}
