// Only the highlights near the screen are drawn on a long text full of issues: every drawn decoration is a
// span the browser lays out and ProseMirror compares on each change, while the ones far above or below the
// screen cost time and show nothing. A short list is drawn whole, so nothing depends on scrolling there.
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { Mapping } from '@tiptap/pm/transform';
import { DecorationSet, type EditorView } from '@tiptap/pm/view';

/** Up to this many shown findings every highlight is drawn. */
export const DRAW_ALL_BELOW = 300;

/** Before the screen has been measured: the start of the document (a few screens of text). */
const FIRST_MEASURE_GUESS = 6_000;

/** The document range whose highlights are drawn: what is on screen and as much again above and below. */
export interface DrawnRange {
  readonly from: number;
  readonly to: number;
}

export function mapDrawnRange(range: DrawnRange | null, mapping: Mapping): DrawnRange | null {
  if (range === null) return null;
  return { from: mapping.map(range.from, -1), to: mapping.map(range.to, 1) };
}

/** The decorations to draw out of all of them. */
export function drawnDecorations(
  all: DecorationSet,
  doc: ProseMirrorNode,
  shownCount: number,
  range: DrawnRange | null,
): DecorationSet {
  if (shownCount < DRAW_ALL_BELOW) return all;
  const { from, to } = range ?? { from: 0, to: FIRST_MEASURE_GUESS };
  return DecorationSet.create(doc, all.find(from, to));
}

/**
 * The positions at the top and bottom of the part of the editor on screen, widened by its own length on
 * each side (coordinates off screen cannot be read, so the margin is measured in positions). Null when the
 * editor is off screen or the browser cannot tell (no layout, as in jsdom).
 */
export function measureDrawnRange(view: EditorView): DrawnRange | null {
  try {
    const box = view.dom.getBoundingClientRect();
    const top = Math.max(box.top + 1, 0);
    const bottom = Math.min(box.bottom - 1, window.innerHeight - 1);
    const size = view.state.doc.content.size;
    // Off screen (or not laid out): what was drawn stays until the text comes back into view.
    if (bottom <= top) return null;
    const left = box.left + Math.min(24, box.width / 2);
    const first = view.posAtCoords({ left, top })?.pos;
    const last = view.posAtCoords({ left: box.right - Math.min(24, box.width / 2), top: bottom })?.pos;
    if (first === undefined || last === undefined) return null;
    const length = Math.max(last - first, 1);
    return { from: Math.max(0, first - length), to: Math.min(size, last + length) };
  } catch {
    return null;
  }
}

/** Whether the part on screen (the middle third of `measured`) has left the range drawn now. */
export function needsRedraw(drawn: DrawnRange | null, measured: DrawnRange): boolean {
  if (drawn === null) return true;
  const third = (measured.to - measured.from) / 3;
  return measured.from + third < drawn.from || measured.to - third > drawn.to;
}
