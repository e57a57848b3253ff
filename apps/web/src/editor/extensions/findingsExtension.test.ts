import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { computeScore } from '@wtt/engine';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  BlockFinding,
  BlockInput,
  EditorCheckResult,
  EditorChecker,
  GuideSource,
} from '../core/checkerProtocol.ts';
import { Findings, findingsPluginKey, getFindingsState } from './findingsExtension.ts';
import { safeFixChanges } from './safeFixes.ts';

interface PendingCheck {
  blocks: readonly BlockInput[];
  version: number;
  answer: (findings: BlockFinding[]) => void;
}

/** A checker whose answers the test gives by hand, in any order. */
function manualChecker() {
  const pending: PendingCheck[] = [];
  const checker: EditorChecker = {
    setGuide: () => Promise.resolve(),
    check: (blocks, version) =>
      new Promise<EditorCheckResult>((resolve) => {
        pending.push({
          blocks,
          version,
          answer: (findings) =>
            resolve({ version, findings, score: computeScore([], 0), checked: 1, reused: 0 }),
        });
      }),
    dispose: () => undefined,
  };
  return { checker, pending };
}

const GUIDE: GuideSource = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Test guide',
  rules: [],
  glossaries: {},
};

function finding(
  blockId: string,
  text: string,
  word: string,
  overrides: Partial<BlockFinding> = {},
): BlockFinding {
  const from = text.indexOf(word);
  return {
    blockId,
    from,
    to: from + word.length,
    type: 'Choice of Words',
    id: 'forbidden-terms',
    methodName: 'forbidden-term',
    message: `Replace “${word}”.`,
    severity: 'error',
    suggestions: ['use'],
    ...overrides,
  };
}

/** Block ids follow the content (documentBlocks): a check's first block's id, as its findings name it. */
const blockIdOf = (check: PendingCheck | undefined): string => check?.blocks[0]?.id ?? '';

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

async function setup(html: string) {
  const manual = manualChecker();
  editor = new Editor({
    element: document.createElement('div'),
    extensions: [StarterKit, Findings.configure({ createChecker: () => manual.checker, debounceMs: 0 })],
    content: html,
  });
  editor.commands.setCheckGuide(GUIDE);
  await settle();
  return { editor, pending: manual.pending };
}

const shownTexts = (current: Editor) =>
  getFindingsState(current.state).visible.map((f) => current.state.doc.textBetween(f.from, f.to));

describe('the findings extension', () => {
  it('draws a result that arrives after further typing where its text has moved, never at the old place', async () => {
    const { editor: current, pending } = await setup('<p>We utilize it.</p>');
    const first = pending[0];
    expect(first?.blocks[0]?.text).toBe('We utilize it.');
    current.commands.insertContentAt(1, 'Oh well. ');
    first?.answer([finding(first.blocks[0]?.id ?? '', 'We utilize it.', 'utilize')]);
    await settle();
    expect(shownTexts(current)).toEqual(['utilize']);
    expect(current.view.dom.querySelector('.wtt-highlight--words')?.textContent).toBe('utilize');
  });

  it('drops a finding whose text was deleted before its result arrived', async () => {
    const { editor: current, pending } = await setup('<p>We utilize it.</p>');
    current.commands.deleteRange({ from: 4, to: 11 });
    pending[0]?.answer([finding(blockIdOf(pending[0]), 'We utilize it.', 'utilize')]);
    await settle();
    expect(getFindingsState(current.state).visible).toEqual([]);
  });

  it('sends one check at a time and checks the latest text once the running check answers', async () => {
    const { editor: current, pending } = await setup('<p>We utilize it.</p>');
    current.commands.insertContentAt(current.state.doc.content.size - 1, ' Leverage');
    current.commands.insertContentAt(current.state.doc.content.size - 1, ' more');
    await settle();
    expect(pending).toHaveLength(1);
    const first = pending[0];
    first?.answer([finding(blockIdOf(first), 'We utilize it.', 'utilize')]);
    await settle();
    // The older result is drawn where its text now is, and the latest text is checked next.
    expect(shownTexts(current)).toEqual(['utilize']);
    const latest = pending[1];
    expect(pending).toHaveLength(2);
    expect(latest?.blocks[0]?.text).toBe('We utilize it. Leverage more');
    latest?.answer([]);
    await settle();
    expect(getFindingsState(current.state).visible).toEqual([]);
    expect(getFindingsState(current.state).status).toBe('ready');
  });

  it('applies a fix, dismisses one occurrence, ignores a rule, and moves between issues', async () => {
    const text = 'We utilize it and utilize that and leverage this.';
    const { editor: current, pending } = await setup(`<p>${text}</p>`);
    const block = blockIdOf(pending[0]);
    const second = finding(block, text, 'utilize');
    pending[0]?.answer([
      finding(block, text, 'utilize'),
      { ...second, from: text.lastIndexOf('utilize'), to: text.lastIndexOf('utilize') + 7 },
      finding(block, text, 'leverage', { id: 'jargon', methodName: 'jargon', type: 'Readability and Flow' }),
    ]);
    await settle();
    expect(shownTexts(current)).toEqual(['utilize', 'utilize', 'leverage']);

    current.commands.setTextSelection(1);
    current.commands.nextIssue();
    const state = getFindingsState(current.state);
    expect(current.state.selection.from).toBe(state.visible[0]?.from);
    expect(state.activeKey).toBe(state.visible[0]?.key);
    current.commands.nextIssue();
    expect(current.state.selection.from).toBe(getFindingsState(current.state).visible[1]?.from);
    current.commands.previousIssue();
    expect(current.state.selection.from).toBe(getFindingsState(current.state).visible[0]?.from);

    const [firstKey, secondKey] = getFindingsState(current.state).visible.map((f) => f.key);
    current.commands.applyFix(firstKey ?? '', 'use');
    expect(current.getText()).toBe('We use it and utilize that and leverage this.');
    expect(shownTexts(current)).toEqual(['utilize', 'leverage']);

    current.commands.dismissFinding(secondKey ?? '');
    expect(shownTexts(current)).toEqual(['leverage']);

    current.commands.ignoreRule('jargon');
    expect(getFindingsState(current.state).visible).toEqual([]);
    expect(getFindingsState(current.state).ignoredRules).toEqual(['jargon']);
  });

  it('applies every safe fix as one undo step, kept apart from the typing before it', async () => {
    const text = 'We utilize it and leverage that and utilize this.';
    const { editor: current, pending } = await setup(`<p>${text}</p>`);
    // Typed long enough ago to be an undo step of its own.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const block = blockIdOf(pending[0]);
    const fixOf = (word: string, at: number, replacement: string) => ({
      blockId: block,
      begin: at,
      end: at + word.length,
      replacement,
    });
    const last = text.lastIndexOf('utilize');
    pending[0]?.answer([
      finding(block, text, 'utilize', { fix: fixOf('utilize', text.indexOf('utilize'), 'use') }),
      finding(block, text, 'leverage', {
        id: 'jargon',
        methodName: 'jargon',
        fix: fixOf('leverage', text.indexOf('leverage'), 'use'),
      }),
      { ...finding(block, text, 'utilize'), from: last, to: last + 7, fix: fixOf('utilize', last, 'use') },
      // No fix: the engine found none that keeps the guide's other rules quiet.
      finding(block, text, 'this', { id: 'vague', methodName: 'vague' }),
    ]);
    await settle();
    const keys = getFindingsState(current.state).visible.map((f) => f.key);
    expect(keys).toHaveLength(4);

    // The preview lists the three fixes in order, each in its sentence.
    const changes = safeFixChanges(getFindingsState(current.state).visible, current.state.doc);
    expect(changes.map((c) => [c.original, c.replacement])).toEqual([
      ['utilize', 'use'],
      ['leverage', 'use'],
      ['utilize', 'use'],
    ]);
    expect(changes[1]?.before).toBe('We utilize it and ');
    expect(changes[1]?.after).toBe(' that and utilize this.');

    // The user unticks the second; the other two are applied together.
    expect(current.commands.applySafeFixes([changes[0]?.key ?? '', changes[2]?.key ?? ''])).toBe(true);
    expect(current.getText()).toBe('We use it and leverage that and use this.');
    expect(shownTexts(current)).toEqual(['leverage', 'this']);
    await settle();

    current.commands.insertContentAt(current.state.doc.content.size - 1, ' Done');
    expect(current.getText()).toBe('We use it and leverage that and use this. Done');
    current.commands.undo();
    expect(current.getText()).toBe('We use it and leverage that and use this.');
    current.commands.undo();
    expect(current.getText()).toBe(text);
  });

  it('draws only the highlights near the screen on a text full of issues, and follows the scroll', async () => {
    const words = Array.from({ length: 600 }, (_, index) => `utilize${String(index).padStart(3, '0')}`);
    const text = words.join(' ');
    const { editor: current, pending } = await setup(`<p>${text}</p>`);
    const block = blockIdOf(pending[0]);
    // "utilizeNNN " is 11 characters.
    pending[0]?.answer(words.map((word, index) => ({ ...finding(block, text, word), from: 11 * index })));
    await settle();
    const drawnCount = () => current.view.dom.querySelectorAll('.wtt-highlight').length;
    expect(getFindingsState(current.state).visible).toHaveLength(600);
    // Not measured yet: the start of the document.
    expect(drawnCount()).toBeGreaterThan(0);
    expect(drawnCount()).toBeLessThan(600);
    expect(current.view.dom.querySelector('.wtt-highlight')?.textContent).toBe('utilize000');

    current.view.dispatch(
      current.state.tr.setMeta(findingsPluginKey, { type: 'drawnRange', range: { from: 5505, to: 6600 } }),
    );
    const drawn = [...current.view.dom.querySelectorAll('.wtt-highlight')];
    expect(drawn.length).toBe(100);
    const keys = drawn.map((element) => element.getAttribute('data-finding-key'));
    const shown = getFindingsState(current.state).visible;
    expect(keys[0]).toBe(shown[500]?.key);
    expect(keys.at(-1)).toBe(shown[599]?.key);
  });

  it('offers no safe fix where none is left', async () => {
    const { editor: current } = await setup('<p>We utilize it.</p>');
    expect(current.commands.applySafeFixes(['nothing'])).toBe(false);
  });

  it('keeps a dismissed occurrence hidden when a later check finds it again, even after it moved', async () => {
    const text = 'We utilize it.';
    const { editor: current, pending } = await setup(`<p>${text}</p>`);
    pending[0]?.answer([finding(blockIdOf(pending[0]), text, 'utilize')]);
    await settle();
    current.commands.dismissFinding(getFindingsState(current.state).visible[0]?.key ?? '');
    current.commands.insertContentAt(1, 'So. ');
    await settle();
    pending[1]?.answer([finding(blockIdOf(pending[1]), `So. ${text}`, 'utilize')]);
    await settle();
    expect(getFindingsState(current.state).visible).toEqual([]);
  });

  it('keeps the highlights while another guide is checked, and replaces them with its result', async () => {
    const text = 'We utilize it.';
    const { editor: current, pending } = await setup(`<p>${text}</p>`);
    pending[0]?.answer([finding(blockIdOf(pending[0]), text, 'utilize')]);
    await settle();
    current.commands.setCheckGuide({ ...GUIDE, name: 'With one more rule' });
    await settle();
    expect(getFindingsState(current.state).status).toBe('checking');
    expect(shownTexts(current)).toEqual(['utilize']);
    pending[1]?.answer([finding(blockIdOf(pending[1]), text, 'it', { id: 'vague', methodName: 'vague' })]);
    await settle();
    expect(shownTexts(current)).toEqual(['it']);
  });

  it('checks nothing and shows nothing without a guide', async () => {
    const { editor: current } = await setup('<p>We utilize it.</p>');
    current.commands.setCheckGuide(null);
    await settle();
    expect(getFindingsState(current.state).status).toBe('no-guide');
    expect(getFindingsState(current.state).visible).toEqual([]);
  });
});
