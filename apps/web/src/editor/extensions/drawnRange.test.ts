import { Schema } from '@tiptap/pm/model';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { describe, expect, it } from 'vitest';
import { DRAW_ALL_BELOW, drawnDecorations, drawnRangeAround, needsRedraw } from './drawnRange.ts';

const schema = new Schema({
  nodes: { doc: { content: 'paragraph+' }, paragraph: { content: 'text*' }, text: {} },
});

function documentWithWords(count: number) {
  const words = Array.from({ length: count }, (_, index) => `w${String(index).padStart(4, '0')}`);
  const doc = schema.node('doc', null, [schema.node('paragraph', null, [schema.text(words.join(' '))])]);
  // "w0000 " is 6 characters: word n starts at 1 + 6n.
  const decorations = DecorationSet.create(
    doc,
    words.map((_, index) => Decoration.inline(1 + 6 * index, 6 + 6 * index, { class: 'x' })),
  );
  return { doc, decorations };
}

describe('drawing only the highlights near the screen', () => {
  it('draws every highlight of a short list, whatever the range', () => {
    const { doc, decorations } = documentWithWords(DRAW_ALL_BELOW - 1);
    expect(drawnDecorations(decorations, doc, DRAW_ALL_BELOW - 1, { from: 0, to: 10 })).toBe(decorations);
  });

  it('draws only those in the range on a text full of issues', () => {
    const { doc, decorations } = documentWithWords(1000);
    const drawn = drawnDecorations(decorations, doc, 1000, { from: 600, to: 1200 });
    const found = drawn.find();
    expect(found.length).toBe(101);
    expect(Math.min(...found.map((d) => d.from))).toBeGreaterThanOrEqual(595);
    expect(Math.max(...found.map((d) => d.to))).toBeLessThanOrEqual(1205);
  });

  it('draws the start of the document before the screen was measured', () => {
    const { doc, decorations } = documentWithWords(5000);
    const found = drawnDecorations(decorations, doc, 5000, null).find();
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(5000);
    expect(found[0]?.from).toBe(1);
  });

  it('redraws when what is on screen leaves the drawn range, not while it stays inside', () => {
    const drawn = { from: 1000, to: 4000 };
    expect(needsRedraw(drawn, { from: 1000, to: 4000 })).toBe(false);
    expect(needsRedraw(drawn, { from: 2500, to: 3500 })).toBe(false);
    expect(needsRedraw(drawn, { from: 3000, to: 4100 })).toBe(true);
    expect(needsRedraw(drawn, { from: 700, to: 1400 })).toBe(true);
    expect(needsRedraw(null, { from: 0, to: 10 })).toBe(true);
  });

  it('draws as much again above and below the screen, within the document', () => {
    expect(drawnRangeAround({ from: 2000, to: 3000 }, 10_000)).toEqual({ from: 1000, to: 4000 });
    // Near the end: the screen stays inside what is drawn (a clamped range once hid the last screen).
    const nearEnd = drawnRangeAround({ from: 8500, to: 9800 }, 10_000);
    expect(nearEnd).toEqual({ from: 7200, to: 10_000 });
    expect(needsRedraw(nearEnd, { from: 8500, to: 9800 })).toBe(false);
    expect(needsRedraw(nearEnd, { from: 8700, to: 10_000 })).toBe(false);
  });
});
