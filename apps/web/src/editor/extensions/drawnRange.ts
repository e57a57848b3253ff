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

/** The index of the first of `count` blocks for which `test` holds, `count` if none (tests ascend). */
function firstIndex(count: number, test: (index: number) => boolean): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (test(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The positions from the start of the first top-level block on screen to the end of the last. Blocks rather
 * than `posAtCoords`, which reads whatever covers the point (the app's fixed header and footer). Null when
 * the editor is off screen or the browser cannot tell (no layout, as in jsdom).
 */
export function measureScreenRange(view: EditorView): DrawnRange | null {
  const blocks = view.dom.children;
  const count = blocks.length;
  if (count === 0) return null;
  const rect = (index: number) => (blocks[index] as Element).getBoundingClientRect();
  const first = firstIndex(count, (index) => rect(index).bottom > 0);
  const afterLast = firstIndex(count, (index) => rect(index).top >= window.innerHeight);
  const firstBlock = blocks[first];
  const lastBlock = blocks[afterLast - 1];
  if (first >= afterLast || firstBlock === undefined || lastBlock === undefined) return null;
  if (rect(first).height === 0 && rect(afterLast - 1).height === 0) return null;
  try {
    return { from: view.posAtDOM(firstBlock, 0), to: view.posAtDOM(lastBlock, lastBlock.childNodes.length) };
  } catch {
    return null;
  }
}

/** The range to draw for what is on screen: as much again above and below (positions, not pixels). */
export function drawnRangeAround(screen: DrawnRange, documentSize: number): DrawnRange {
  const length = Math.max(screen.to - screen.from, 1);
  return { from: Math.max(0, screen.from - length), to: Math.min(documentSize, screen.to + length) };
}

/** Whether what is on screen has (partly) left the range drawn now. */
export function needsRedraw(drawn: DrawnRange | null, screen: DrawnRange): boolean {
  return drawn === null || screen.from < drawn.from || screen.to > drawn.to;
}

/**
 * Whether the browser's selection in the editor is one ProseMirror has not read yet (it reads it on the
 * next `selectionchange`). Drawing then would dispatch a transaction that puts ProseMirror's older
 * selection back into the page, undoing a click or a caret the user just placed.
 */
export function selectionNotYetRead(view: EditorView): boolean {
  const selection = view.dom.ownerDocument.getSelection();
  const anchor = selection?.anchorNode;
  if (!selection || !anchor || !view.dom.contains(anchor)) return false;
  try {
    return view.posAtDOM(anchor, selection.anchorOffset) !== view.state.selection.anchor;
  } catch {
    return false;
  }
}
