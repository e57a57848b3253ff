import type { BlockView } from '../language/types.ts';

/**
 * Every match of a global pattern in a block's prose that starts in `[from, to)`, in order (the
 * characters around the range still count for lookbehinds and lookaheads). Punctuation and spacing rules
 * read the characters, not the words; code and URLs are already masked in the prose, so they never match.
 */
export function scanText(text: string, pattern: RegExp, from = 0, to = text.length): RegExpExecArray[] {
  if (!pattern.global) throw new Error('scanText needs a global pattern');
  const found: RegExpExecArray[] = [];
  pattern.lastIndex = from;
  for (let match = pattern.exec(text); match && match.index < to; match = pattern.exec(text)) {
    found.push(match);
    if (match[0].length === 0) pattern.lastIndex++;
  }
  return found;
}

/**
 * Where a block's sentences lie: from the first one's start to the last one's end. A rule that reads one
 * sentence scans only there: fix verification gives it the whole fixed prose with one sentence in it.
 */
export function sentenceSpan(block: BlockView): readonly [number, number] {
  const first = block.sentences[0];
  const last = block.sentences[block.sentences.length - 1];
  return first && last ? [first.start, last.end] : [0, 0];
}

/** `scanText` over the block's sentences (see `sentenceSpan`). */
export function scanSentences(block: BlockView, pattern: RegExp): RegExpExecArray[] {
  const [from, to] = sentenceSpan(block);
  return scanText(block.text, pattern, from, to);
}
