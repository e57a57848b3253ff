import { act, renderHook } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import type { Glossary, GuideRuleInput, GuideSource } from '@wtt/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { glossary } from '../api/test/fixtures.ts';
import { CATALOGUE } from '../guides/test/catalogue.ts';
import { SETTINGS_CHECK_DELAY_MS, useDraftChecking } from './useDraftChecking.ts';

/** Only the command the hook uses; what the checker does with the guide is the editor page's test. */
function fakeEditor() {
  const setCheckGuide = vi.fn<(source: GuideSource | null) => boolean>(() => true);
  const editor = { commands: { setCheckGuide } } as unknown as Editor;
  return { editor, setCheckGuide };
}

const rulesOf = (source: GuideSource | null | undefined) => source?.rules ?? null;

function renderChecking(editor: Editor, rules: GuideRuleInput[], glossaries: Glossary[] = []) {
  return renderHook(
    ({ current, list }: { current: GuideRuleInput[]; list: Glossary[] }) =>
      useDraftChecking(editor, current, CATALOGUE, list),
    { initialProps: { current: rules, list: glossaries } },
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useDraftChecking', () => {
  it('hands no guide to the checker while there are no rules', () => {
    const { editor, setCheckGuide } = fakeEditor();
    renderChecking(editor, []);
    expect(setCheckGuide).toHaveBeenCalledTimes(1);
    expect(setCheckGuide).toHaveBeenLastCalledWith(null);
  });

  it('hands a rule that was added or removed to the checker at once', () => {
    const { editor, setCheckGuide } = fakeEditor();
    const view = renderChecking(editor, []);
    view.rerender({ current: [{ id: 'passive-voice' }], list: [] });
    expect(rulesOf(setCheckGuide.mock.lastCall?.[0])).toEqual([{ id: 'passive-voice' }]);
    view.rerender({ current: [], list: [] });
    expect(setCheckGuide).toHaveBeenLastCalledWith(null);
  });

  it('waits for typing to pause before handing on a changed setting', () => {
    const { editor, setCheckGuide } = fakeEditor();
    const view = renderChecking(editor, [{ id: 'forbidden-terms', params: { terms: ['util'] } }]);
    const calls = setCheckGuide.mock.calls.length;
    view.rerender({ current: [{ id: 'forbidden-terms', params: { terms: ['utilize'] } }], list: [] });
    act(() => {
      vi.advanceTimersByTime(SETTINGS_CHECK_DELAY_MS - 1);
    });
    expect(setCheckGuide).toHaveBeenCalledTimes(calls);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(rulesOf(setCheckGuide.mock.lastCall?.[0])).toEqual([
      { id: 'forbidden-terms', params: { terms: ['utilize'] } },
    ]);
  });

  it('does not make the checker start over for a guide equal to the one it has', () => {
    const { editor, setCheckGuide } = fakeEditor();
    const view = renderChecking(editor, [{ id: 'passive-voice' }], [glossary()]);
    const calls = setCheckGuide.mock.calls.length;
    // A refetched glossary list and rules rebuilt with the same content.
    view.rerender({ current: [{ id: 'passive-voice' }], list: [glossary()] });
    act(() => {
      vi.advanceTimersByTime(SETTINGS_CHECK_DELAY_MS);
    });
    expect(setCheckGuide).toHaveBeenCalledTimes(calls);
  });

  it('reports the rules that wait for their settings', () => {
    const { editor } = fakeEditor();
    const view = renderChecking(editor, [
      { id: 'passive-voice' },
      { id: 'max-sentence-length', params: { max: 1 } },
    ]);
    expect(view.result.current.waiting).toBe(1);
    expect(rulesOf(view.result.current.source)).toEqual([{ id: 'passive-voice' }]);
  });
});
