import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { documentBlocks, editorBlocks } from './documentBlocks.ts';
import { testSchema as schema } from './testSchema.ts';

const text = (value: string, marks: string[] = []) =>
  schema.text(
    value,
    marks.map((mark) => schema.mark(mark)),
  );
const paragraph = (...content: ProseMirrorNode[]) => schema.node('paragraph', null, content);
const doc = (...content: ProseMirrorNode[]) => schema.node('doc', null, content);

describe('documentBlocks', () => {
  it('reads paragraphs, headings, list items, quotes and code blocks as the engine’s blocks', () => {
    const document = doc(
      schema.node('heading', { level: 2 }, [text('Release notes')]),
      paragraph(text('We shipped it.')),
      schema.node('bulletList', null, [schema.node('listItem', null, [paragraph(text('Faster sync'))])]),
      schema.node('blockquote', null, [paragraph(text('It just works.'))]),
      schema.node('codeBlock', null, [text('npm install')]),
    );
    expect(
      documentBlocks(document).blocks.map(({ kind, level, text: value }) => ({ kind, level, value })),
    ).toEqual([
      { kind: 'heading', level: 2, value: 'Release notes' },
      { kind: 'paragraph', level: undefined, value: 'We shipped it.' },
      { kind: 'list-item', level: undefined, value: 'Faster sync' },
      { kind: 'quote', level: undefined, value: 'It just works.' },
      { kind: 'code', level: undefined, value: 'npm install' },
    ]);
  });

  it('marks inline code as code ranges and reads a hard break as a line break', () => {
    const document = doc(
      paragraph(
        text('Run '),
        text('npm', ['code']),
        text(' ci', ['code', 'bold']),
        text(' now.'),
        schema.node('hardBreak'),
        text('Then wait.'),
      ),
    );
    const [block] = documentBlocks(document).blocks;
    expect(block?.text).toBe('Run npm ci now.\nThen wait.');
    expect(block?.code).toEqual([{ from: 4, to: 10 }]);
  });

  it('puts every unit of a block’s text at its ProseMirror position, emoji and marks included', () => {
    const document = doc(
      paragraph(text('Intro.')),
      schema.node('bulletList', null, [
        schema.node('listItem', null, [
          paragraph(
            text('🎉 We '),
            text('𝒳 utilize', ['italic']),
            schema.node('hardBreak'),
            text('tools 😀.'),
          ),
        ]),
      ]),
    );
    for (const { input, start } of editorBlocks(document)) {
      for (let from = 0; from < input.text.length; from++) {
        const unit = input.text.slice(from, from + 1);
        const shown = document.textBetween(start + from, start + from + 1, undefined, '\n');
        // A surrogate half is not a whole character in the document's text: compare whole characters.
        if (/[\uD800-\uDFFF]/.test(unit)) continue;
        expect(shown, `${input.text} at ${from}`).toBe(unit);
      }
      const at = input.text.indexOf('utilize');
      if (at >= 0) expect(document.textBetween(start + at, start + at + 7)).toBe('utilize');
      const emoji = input.text.indexOf('😀');
      if (emoji >= 0) expect(document.textBetween(start + emoji, start + emoji + 2)).toBe('😀');
    }
  });

  it('keeps the ids of blocks whose content did not change, and tells copies apart', () => {
    const before = documentBlocks(
      doc(paragraph(text('One.')), paragraph(text('Two.')), paragraph(text('One.'))),
    );
    const after = documentBlocks(
      doc(paragraph(text('New.')), paragraph(text('One.')), paragraph(text('Two!')), paragraph(text('One.'))),
    );
    const ids = (result: typeof before) => result.blocks.map((block) => block.id);
    expect(new Set(ids(before)).size).toBe(3);
    expect(ids(after)[1]).toBe(ids(before)[0]);
    expect(ids(after)[3]).toBe(ids(before)[2]);
    expect(ids(after)[2]).not.toBe(ids(before)[1]);
  });
});
