import { analyzeProse } from '../language/analyzeProse.ts';
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

/**
 * Whether sentence `index`, its text now `fixed`, still starts a sentence of its own after the sentence
 * before it: the two parsed together break where they broke before. A sentence whose start a fix changed
 * may join the one before (a lower-case or digit start, a start with no word before its full stop, "(!").
 */
export function keepsItsStart(view: BlockView, index: number, fixed: string): boolean {
  const previous = view.sentences[index - 1];
  const sentence = view.sentences[index];
  if (!previous) return true;
  if (!sentence) return false;
  const pair = analyzeProse(
    view.text.slice(previous.start, sentence.start) + fixed,
    view.kind,
    view.level,
    view.heading,
  );
  const second = pair.sentences[1];
  return (
    pair.sentences[0]?.end === previous.end - previous.start &&
    second?.start === sentence.start - previous.start
  );
}

/** Quotation marks: whether text elsewhere in a block reads as quoted depends on them. */
const QUOTE_MARK = /["\u201c\u201d]/;

/**
 * Whether a fix adds or removes a quotation mark: rules that read one sentence may still ask whether a
 * word is inside quotation marks opened or closed in another (first-person-singular), so such a fix is
 * verified on the whole block.
 */
export function changesQuotes(view: BlockView, fix: RuleFix): boolean {
  return QUOTE_MARK.test(fix.replacement) || QUOTE_MARK.test(view.text.slice(fix.from, fix.to));
}
