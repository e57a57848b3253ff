import { createProseBuilder, type ProseBuilder } from './proseBuilder.ts';
import type { BlockKind, ProseBlock } from './types.ts';

// A blank line: a line ending followed by one or more lines holding only spaces or tabs.
const BLANK_LINES = /(?:\r\n|\r|\n)(?:[ \t]*(?:\r\n|\r|\n))+/g;
// A fenced code block as chat tools and Markdown write it: from a ``` or ~~~ line to its closing line
// (or to the end of the text when it is never closed).
const FENCE =
  /^[ \t]{0,3}(`{3,}|~{3,})[^\n]*(?:\n[\s\S]*?(?:\n[ \t]{0,3}\1[`~]*[ \t]*(?:\r?\n|$)|(?![\s\S])))/gm;
// A list marker at the start of a line, as Markdown reads one: a bullet, or a number with "." or ")".
const LIST_MARKER = /^[ \t]{0,3}(?:([-*+\u2022\u2023\u25e6\u25aa])|(\d{1,9})[.)])[ \t]+(?=\S)/;
// Inline code: a run of backticks closed by a run of the same length (CommonMark code spans).
const CODE_SPAN = /(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;
const LINES = /[^\r\n]*(?:\r\n|\r|\n|$)/g;

interface Part {
  readonly kind: BlockKind;
  readonly from: number;
  to: number;
}

/**
 * Plain text: paragraphs split on blank lines; a line ending inside a paragraph reads as a space. As in
 * Markdown (the chat tools people paste from write it), a line that starts with a list marker ("- ",
 * "* ", "1. ", "2) ") starts a list item, text between backticks is code and fenced blocks are skipped.
 */
export function parsePlain(source: string): ProseBlock[] {
  const builder = createProseBuilder(source, { escapes: false, containerPrefixes: false });
  const blocks: ProseBlock[] = [];
  const emit = (part: Part): void => {
    if (part.to <= part.from) return;
    addInline(builder, source, part.from, part.to);
    const prose = builder.take();
    if (prose) blocks.push({ kind: part.kind, level: 0, ...prose, from: part.from, to: part.to });
  };
  const paragraph = (from: number, to: number): void => {
    for (const part of splitListItems(source, from, to)) emit(part);
  };
  const prose = (from: number, to: number): void => {
    let at = from;
    BLANK_LINES.lastIndex = from;
    for (let match = BLANK_LINES.exec(source); match && match.index < to; match = BLANK_LINES.exec(source)) {
      paragraph(at, match.index);
      at = match.index + match[0].length;
    }
    paragraph(at, to);
  };
  let at = 0;
  if (source.includes('```') || source.includes('~~~')) {
    FENCE.lastIndex = 0;
    for (let match = FENCE.exec(source); match; match = FENCE.exec(source)) {
      prose(at, match.index);
      at = match.index + match[0].length;
    }
  }
  prose(at, source.length);
  return blocks;
}

/** Cuts a paragraph into its list items: each marker line starts one, other lines continue the last. */
function splitListItems(source: string, from: number, to: number): Part[] {
  const text = source.slice(from, to);
  if (!/(?:^|[\r\n])[ \t]{0,3}(?:[-*+\u2022\u2023\u25e6\u25aa]|\d{1,9}[.)])[ \t]/.test(text)) {
    return [{ kind: 'paragraph', from, to }];
  }
  const parts: Part[] = [];
  LINES.lastIndex = 0;
  for (let line = LINES.exec(text); line && line[0] !== ''; line = LINES.exec(text)) {
    const start = from + line.index;
    const end = start + line[0].replace(/[\r\n]+$/, '').length;
    const marker = LIST_MARKER.exec(line[0]);
    const current = parts[parts.length - 1];
    // As in CommonMark, a numbered line interrupts a paragraph only when it counts from 1 ("1." or "1)"):
    // "…in\n2024. We grew" is a wrapped sentence, not a list.
    const startsItem =
      marker !== null &&
      (marker[1] !== undefined || current?.kind === 'list-item' || Number(marker[2]) === 1 || !current);
    if (startsItem) parts.push({ kind: 'list-item', from: start + marker[0].length, to: end });
    else if (current) current.to = end;
    else parts.push({ kind: 'paragraph', from: start, to: end });
  }
  return parts;
}

/** Adds a stretch of plain text to the block, masking code spans. */
function addInline(builder: ProseBuilder, source: string, from: number, to: number): void {
  const text = source.slice(from, to);
  let at = 0;
  if (text.includes('`')) {
    CODE_SPAN.lastIndex = 0;
    for (let match = CODE_SPAN.exec(text); match; match = CODE_SPAN.exec(text)) {
      if (match.index > at) builder.text(text.slice(at, match.index), from + at, from + match.index);
      builder.mask(from + match.index, from + match.index + match[0].length);
      at = match.index + match[0].length;
    }
  }
  if (at < text.length) builder.text(text.slice(at), from + at, to);
}
