import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { IDS } from '../api/test/fixtures.ts';
import { proposal } from '../assistant/test/chatFixtures.ts';
import { applyProposalTo, assistantContextOf } from './useAssistantConnection.ts';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

function editorWith(html: string): Editor {
  editor = new Editor({ extensions: [StarterKit], content: html });
  return editor;
}

const HTML =
  '<h2>Plans</h2><p>We utilize the <strong>new</strong> dashboard.</p><ul><li><p>Guests leverage the view.</p></li></ul>';

describe('the context the editor gives the assistant', () => {
  it('is the whole text, its format and the guide; no selection while nothing is selected', () => {
    const current = editorWith(HTML);
    expect(assistantContextOf(current, IDS.guide)).toEqual({
      text: 'Plans\n\nWe utilize the new dashboard.\n\nGuests leverage the view.',
      format: 'plain',
      toneOfVoiceId: IDS.guide,
    });
    expect(assistantContextOf(current, null)).not.toHaveProperty('toneOfVoiceId');
  });

  it('carries a selection as offsets into the text, across blocks', () => {
    const current = editorWith(HTML);
    const text = assistantContextOf(current, null).text ?? '';
    // "utilize" up to "Guests": positions found through the document itself.
    let from = 0;
    let to = 0;
    current.state.doc.descendants((node, position) => {
      if (node.isText && node.text?.includes('utilize') === true) {
        from = position + node.text.indexOf('utilize');
      }
      if (node.isText && node.text?.startsWith('Guests') === true) to = position + 'Guests'.length;
    });
    current.commands.setTextSelection({ from, to });
    const context = assistantContextOf(current, null);
    expect(context.selection).toEqual({
      from: text.indexOf('utilize'),
      to: text.indexOf('Guests') + 'Guests'.length,
      text: 'utilize the new dashboard.\n\nGuests',
    });
  });

  it('leaves out a selection of blanks only (spec section 5)', () => {
    const current = editorWith('<p>One two</p>');
    // The space between the words.
    current.commands.setTextSelection({ from: 4, to: 5 });
    expect(assistantContextOf(current, null).selection).toBeUndefined();
  });
});

describe('applying a proposal', () => {
  it('changes only what differs, keeps headings, lists and marks, and one undo takes it back', () => {
    const current = editorWith(HTML);
    // A first transaction gives the document the empty last paragraph the editor keeps.
    current.commands.focus('end');
    const original = current.getHTML();
    const before = assistantContextOf(current, null).text ?? '';
    const fixed = 'Plans\n\nWe use the new dashboard.\n\nGuests use the view.';
    const outcome = applyProposalTo(
      current,
      proposal({
        text: fixed,
        changes: [
          { ruleId: 'forbidden-terms', from: 'utilize', to: 'use' },
          { ruleId: 'forbidden-terms', from: 'leverage', to: 'use' },
        ],
      }),
      before,
    );
    expect(outcome).toEqual({ kind: 'applied', changes: 2 });
    expect(current.getHTML().replaceAll('<p></p>', '')).toBe(
      '<h2>Plans</h2><p>We use the <strong>new</strong> dashboard.</p><ul><li><p>Guests use the view.</p></li></ul>',
    );
    current.commands.undo();
    expect(current.getHTML()).toBe(original);
  });

  it('refuses fixes made for a text that has changed since', () => {
    const current = editorWith(HTML);
    const outcome = applyProposalTo(current, proposal({ text: 'Plans\n\nWe use it.' }), 'An older text');
    expect(outcome).toEqual({ kind: 'changed' });
    expect(current.getHTML()).toBe(HTML);
  });

  it('says so when the text already reads like the proposal', () => {
    const current = editorWith('<p>We use it.</p>');
    expect(applyProposalTo(current, proposal({ text: 'We use it.' }), 'We use it.')).toEqual({
      kind: 'unchanged',
    });
  });

  it('replaces the text, a paragraph per block, when the proposal has other blocks', () => {
    const current = editorWith('<p>We utilize it.</p>');
    const outcome = applyProposalTo(current, proposal({ text: 'We use it.\n\nThanks.' }), 'We utilize it.');
    expect(outcome.kind).toBe('applied');
    expect(current.getHTML()).toBe('<p>We use it.</p><p>Thanks.</p>');
    current.commands.undo();
    expect(current.getHTML()).toBe('<p>We utilize it.</p>');
  });
});
