import type { BlockView } from '../language/types.ts';
import { quotedRanges } from './quoted.ts';

/**
 * The customer's words quoted back to them ("You wrote: “Sorry to bother you, I'll need access by
 * Friday.”") keep the customer's voice: their apology is not the writer's, and their "I'll…" or "I can…"
 * is not the writer stepping in. Quotation marks of every kind mark them: double (straight or curly, an
 * unclosed one running to the end of the block, as `quotedRanges` reads it), curly single and straight
 * single, as British and informal mail quote.
 */
export function reportedRanges(text: string): Array<readonly [number, number]> {
  if (!/["'\u201c\u201d\u2018\u2019]/u.test(text)) return [];
  return [...quotedRanges(text), ...curlySingleQuoted(text), ...straightSingleQuoted(text)];
}

/**
 * The block as the writer says it: every word inside quotation marks keeps its place and offsets but has
 * no normal form, so no signal of the writer's own help or acknowledgement can read it. A block without
 * quotes is returned as it is.
 */
export function ownWords(block: BlockView): BlockView {
  const ranges = reportedRanges(block.text);
  if (ranges.length === 0) return block;
  const inside = (start: number, end: number): boolean =>
    ranges.some(([from, to]) => start >= from && end <= to);
  if (!block.words.some((word) => inside(word.start, word.end))) return block;
  return {
    ...block,
    words: block.words.map((word) => (inside(word.start, word.end) ? { ...word, normal: '' } : word)),
  };
}

/** Ranges inside curly single quotes (‘…’), British style; a ’ between letters is an apostrophe. */
function curlySingleQuoted(text: string): Array<readonly [number, number]> {
  const ranges: Array<readonly [number, number]> = [];
  for (let open = text.indexOf('\u2018'); open >= 0; open = text.indexOf('\u2018', open + 1)) {
    let close = text.indexOf('\u2019', open + 1);
    while (close >= 0 && /\p{L}/u.test(text.charAt(close + 1))) close = text.indexOf('\u2019', close + 1);
    if (close < 0) break;
    ranges.push([open, close + 1]);
    open = close;
  }
  return ranges;
}

/**
 * Ranges inside straight single quotes: one that opens a word (after a space, a colon or a bracket, before
 * a letter) up to one that closes a word (after a letter or a closing mark, before a space, a mark or the
 * end). An apostrophe inside a word ("I'm") has letters on both sides and neither opens nor closes.
 */
const OPENS = /(?:^|[\s:(\u2014\u2013-])'(?=\p{L})/gu;
const CLOSES = /(?<=[\p{L}\p{N}.!?,])'(?=[\s.,;:!?)\u2014\u2013-]|$)/gu;

function straightSingleQuoted(text: string): Array<readonly [number, number]> {
  const ranges: Array<readonly [number, number]> = [];
  let after = 0;
  for (const found of text.matchAll(OPENS)) {
    const open = found.index + found[0].length - 1;
    if (open < after) continue;
    CLOSES.lastIndex = open + 1;
    const close = CLOSES.exec(text);
    if (!close) break;
    after = close.index + 1;
    ranges.push([open, after]);
  }
  return ranges;
}
