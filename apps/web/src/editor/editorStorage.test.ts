import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../stores/safeStorage.ts';
import { EDITOR_CONTENT_STORAGE_KEY, loadEditorContent, saveEditorContent } from './editorStorage.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  return { storage, values };
}

describe('the saved editor content', () => {
  it('comes back as it was saved, under the editor-content key', () => {
    const { storage, values } = memoryStorage();
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] };
    const dismissed = [{ ruleId: 'passive-voice', methodName: 'passive', from: 1, to: 4 }];
    saveEditorContent({ doc, ignoredRules: ['jargon'], dismissed }, storage);
    expect([...values.keys()]).toEqual([EDITOR_CONTENT_STORAGE_KEY]);
    expect(loadEditorContent(storage)).toEqual({ doc, ignoredRules: ['jargon'], dismissed });
  });

  it('keeps only well-formed parts of a hand-edited value', () => {
    const { storage, values } = memoryStorage();
    values.set(
      EDITOR_CONTENT_STORAGE_KEY,
      JSON.stringify({
        doc: { type: 'doc', content: [] },
        ignoredRules: ['jargon', 3],
        dismissed: [{ ruleId: 'x', methodName: 'y', from: 5, to: 2 }, 'nonsense'],
      }),
    );
    expect(loadEditorContent(storage)).toEqual({
      doc: { type: 'doc', content: [] },
      ignoredRules: ['jargon'],
      dismissed: [],
    });
  });

  it('starts empty on nothing saved, broken JSON or a value that is not a document', () => {
    const { storage, values } = memoryStorage();
    expect(loadEditorContent(storage)).toBeNull();
    values.set(EDITOR_CONTENT_STORAGE_KEY, JSON.stringify({ doc: { type: 'paragraph' } }));
    expect(loadEditorContent(storage)).toBeNull();
    values.set(EDITOR_CONTENT_STORAGE_KEY, '{not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadEditorContent(storage)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('only warns when storage refuses to save', () => {
    const warn = vi.fn();
    const broken = createSafeStorage(() => {
      throw new Error('denied');
    }, warn);
    saveEditorContent({ doc: { type: 'doc' }, ignoredRules: [], dismissed: [] }, broken);
    expect(warn).toHaveBeenCalledOnce();
  });
});
