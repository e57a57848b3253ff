import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { positionAt, reportTextOf } from './reportText.ts';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

function docOf(html: string) {
  editor = new Editor({ extensions: [StarterKit], content: html });
  return editor.state.doc;
}

/** Every offset of every word maps to the document position holding the same character. */
function expectExactMapping(html: string, selection: { from: number; to: number }) {
  const doc = docOf(html);
  const report = reportTextOf(doc, selection);
  for (const match of report.text.matchAll(/\S+/g)) {
    const from = positionAt(report.segments, match.index) ?? -1;
    const to = positionAt(report.segments, match.index + match[0].length) ?? -1;
    expect(doc.textBetween(from, to)).toBe(match[0]);
  }
  return report;
}

describe('the report text', () => {
  it('is the whole text, blocks joined by a blank line, when nothing is selected', () => {
    const report = expectExactMapping(
      '<h2>Title 😀</h2><ul><li><p>One <code>x</code> two</p></li></ul><p>Last line<br>after a break</p>',
      { from: 1, to: 1 },
    );
    expect(report.text).toBe('Title 😀\n\nOne x two\n\nLast line\nafter a break');
    expect(report.isSelection).toBe(false);
  });

  it('is the selection, cut inside its first and last blocks, when its trimmed text is non-empty', () => {
    const doc = docOf('<p>Alpha beta</p><p>Gamma delta</p>');
    const from = 7; // "beta" starts at 1 + 6
    const to = 13 + 5; // the end of "Gamma": the second paragraph's content starts at 13
    const report = expectExactMapping('<p>Alpha beta</p><p>Gamma delta</p>', { from, to });
    expect(doc.textBetween(from, to, '\n\n')).toBe(report.text);
    expect(report.text).toBe('beta\n\nGamma');
    expect(report.isSelection).toBe(true);
  });

  it('falls back to the whole text when the selection is blank', () => {
    const report = reportTextOf(docOf('<p>Alpha beta</p>'), { from: 6, to: 7 });
    expect(report.isSelection).toBe(false);
    expect(report.text).toBe('Alpha beta');
  });

  it('maps an offset in a separator to the next block and one past the end to the last block’s end', () => {
    const doc = docOf('<p>Ab</p><p>Cd</p>');
    const { segments } = reportTextOf(doc, { from: 1, to: 1 });
    expect(positionAt(segments, 3)).toBe(5);
    expect(positionAt(segments, 99)).toBe(7);
    expect(positionAt([], 0)).toBeNull();
  });
});
