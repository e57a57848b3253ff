// The text a Match or Analyze report covers (spec section 5) and the way back from the report's offsets to
// the editor: the selection when its trimmed text is non-empty, else the whole text; its blocks joined by a
// blank line. Built on documentBlocks, whose block text has one UTF-16 unit per ProseMirror position, so an
// offset inside a block maps to exactly one position.
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { documentBlocks } from './documentBlocks.ts';

/** Between two blocks in the text sent, as plain text separates paragraphs. */
export const BLOCK_SEPARATOR = '\n\n';

/** One block's part of the text: it starts at `offset` in the text and at `position` in the document. */
export interface ReportSegment {
  readonly offset: number;
  readonly position: number;
  readonly length: number;
}

export interface ReportText {
  readonly text: string;
  /** True when the text is the selection, not the whole document. */
  readonly isSelection: boolean;
  readonly segments: readonly ReportSegment[];
}

interface Range {
  readonly from: number;
  readonly to: number;
}

/** The text of the document's textblocks, each cut to `range` when given. */
function textWithin(doc: ProseMirrorNode, range: Range | null): ReportText {
  const { blocks, starts } = documentBlocks(doc);
  const parts: string[] = [];
  const segments: ReportSegment[] = [];
  let offset = 0;
  for (const block of blocks) {
    const start = starts.get(block.id);
    if (start === undefined) continue;
    const from = range === null ? start : Math.max(start, range.from);
    const to = range === null ? start + block.text.length : Math.min(start + block.text.length, range.to);
    // A selection that only touches a block's edge takes nothing from it.
    if (range !== null && to <= from) continue;
    if (parts.length > 0) offset += BLOCK_SEPARATOR.length;
    const piece = block.text.slice(from - start, to - start);
    parts.push(piece);
    segments.push({ offset, position: from, length: piece.length });
    offset += piece.length;
  }
  return { text: parts.join(BLOCK_SEPARATOR), isSelection: range !== null, segments };
}

/** The report's text for this document and selection. */
export function reportTextOf(doc: ProseMirrorNode, selection: Range): ReportText {
  if (selection.to > selection.from) {
    const selected = textWithin(doc, selection);
    if (selected.text.trim() !== '') return selected;
  }
  return textWithin(doc, null);
}

/**
 * The document position of UTF-16 `offset` in the report's text. An offset in a separator maps to the
 * start of the next block; one past the end to the end of the last block; null when the text is empty.
 */
export function positionAt(segments: readonly ReportSegment[], offset: number): number | null {
  for (const segment of segments) {
    if (offset <= segment.offset + segment.length) {
      return segment.position + Math.max(0, offset - segment.offset);
    }
  }
  const last = segments[segments.length - 1];
  return last === undefined ? null : last.position + last.length;
}

/** Equal texts whose blocks lie at the same positions: the same report, mapped the same way. */
export function sameReportText(a: ReportText, b: ReportText): boolean {
  return (
    a.text === b.text &&
    a.isSelection === b.isSelection &&
    a.segments.length === b.segments.length &&
    a.segments.every((segment, index) => segment.position === b.segments[index]?.position)
  );
}
