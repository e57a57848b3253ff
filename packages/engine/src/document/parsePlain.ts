import { createProseBuilder } from './proseBuilder.ts';
import type { ProseBlock } from './types.ts';

// A blank line: a line ending followed by one or more lines holding only spaces or tabs.
const BLANK_LINES = /(?:\r\n|\r|\n)(?:[ \t]*(?:\r\n|\r|\n))+/g;

/** Plain text: paragraphs split on blank lines; a line ending inside a paragraph reads as a space. */
export function parsePlain(source: string): ProseBlock[] {
  const builder = createProseBuilder(source, { escapes: false, containerPrefixes: false });
  const blocks: ProseBlock[] = [];
  const emit = (from: number, to: number): void => {
    if (to <= from) return;
    builder.text(source.slice(from, to), from, to);
    const prose = builder.take();
    if (prose) blocks.push({ kind: 'paragraph', level: 0, ...prose, from, to });
  };
  let at = 0;
  BLANK_LINES.lastIndex = 0;
  for (let match = BLANK_LINES.exec(source); match; match = BLANK_LINES.exec(source)) {
    emit(at, match.index);
    at = match.index + match[0].length;
  }
  emit(at, source.length);
  return blocks;
}
