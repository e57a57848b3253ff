// How a proposal (the whole text with the engine's verified fixes applied) goes into the editor without
// losing its structure: the editor's text is its textblocks joined by a blank line (editor/core/reportText),
// so when the proposal keeps the same blocks each changed block gets one replacement, of the part between
// what it keeps at its start and its end. Headings, lists and marks outside that part stay as they were.
import type { ReportSegment } from '../editor/core/reportText.ts';
import { BLOCK_SEPARATOR } from '../editor/core/reportText.ts';

/** A replacement of the document range [from, to) by `text`. */
export interface DocumentEdit {
  from: number;
  to: number;
  text: string;
}

const WORD_CHARACTER = /[\p{L}\p{N}_'’-]/u;

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && WORD_CHARACTER.test(character);
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

function commonSuffix(a: string, b: string, prefix: number): number {
  let length = 0;
  while (
    length < a.length - prefix &&
    length < b.length - prefix &&
    a[a.length - 1 - length] === b[b.length - 1 - length]
  ) {
    length += 1;
  }
  return length;
}

/**
 * The edits that turn the document (whose text and segments are given) into `proposed`, in document order;
 * null when the proposal does not keep the document's blocks (then only replacing all of it can apply it).
 */
export function proposalEdits(
  current: { text: string; segments: readonly ReportSegment[] },
  proposed: string,
): DocumentEdit[] | null {
  const blocks = proposed.split(BLOCK_SEPARATOR);
  // Empty blocks at the end (the editor keeps an empty last paragraph) need not be in the proposal.
  const blockText = (index: number): string => {
    const segment = current.segments[index];
    return segment === undefined ? '' : current.text.slice(segment.offset, segment.offset + segment.length);
  };
  while (blocks.length > current.segments.length && blocks.at(-1) === '') blocks.pop();
  while (blocks.length < current.segments.length && blockText(blocks.length) === '') blocks.push('');
  if (blocks.length !== current.segments.length) return null;
  const edits: DocumentEdit[] = [];
  current.segments.forEach((segment, index) => {
    const before = blockText(index);
    const after = blocks[index] ?? '';
    if (before === after) return;
    // Whole words are replaced: "utilize" becomes "use", not "tiliz" "s".
    let prefix = commonPrefix(before, after);
    while (prefix > 0 && isWordCharacter(before[prefix - 1])) prefix -= 1;
    let suffix = commonSuffix(before, after, prefix);
    while (suffix > 0 && isWordCharacter(before[before.length - suffix])) suffix -= 1;
    edits.push({
      from: segment.position + prefix,
      to: segment.position + before.length - suffix,
      text: after.slice(prefix, after.length - suffix),
    });
  });
  return edits;
}
