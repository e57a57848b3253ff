import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { createTemporaryChecker, temporaryToBlocks } from './temporaryChecker.ts';

describe('the temporary checker', () => {
  it('turns textblocks into engine blocks whose offsets map back to document positions', () => {
    const editor = new Editor({
      extensions: [StarterKit],
      content: '<h2>Title</h2><ul><li><p>One <code>x</code> two</p></li></ul><pre><code>code()</code></pre>',
    });
    const { blocks, positionOf } = temporaryToBlocks(editor.state.doc);
    expect(blocks.map((b) => [b.kind, b.text])).toEqual([
      ['heading', 'Title'],
      ['list-item', 'One x two'],
      ['code', 'code()'],
    ]);
    expect(blocks[0]?.level).toBe(2);
    expect(blocks[1]?.code).toEqual([{ from: 4, to: 5 }]);
    const from = positionOf('b1', 6) ?? 0;
    expect(editor.state.doc.textBetween(from, from + 3)).toBe('two');
    editor.destroy();
  });

  it('checks blocks with the engine against a guide', async () => {
    const checker = createTemporaryChecker();
    await checker.setGuide({
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Guide',
      rules: [{ id: 'forbidden-terms', params: { terms: [{ term: 'utilize', suggestions: ['use'] }] } }],
      glossaries: {},
    });
    const result = await checker.check([{ id: 'b0', kind: 'paragraph', text: 'We utilize it.' }], 7);
    expect(result.version).toBe(7);
    expect(result.findings.map((f) => [f.blockId, f.from, f.to, f.id])).toEqual([
      ['b0', 3, 10, 'forbidden-terms'],
    ]);
    checker.dispose();
    await expect(checker.check([], 8)).rejects.toThrow();
  });
});
