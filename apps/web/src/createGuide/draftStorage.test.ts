import { describe, expect, it, vi } from 'vitest';
import {
  EMPTY_DRAFT,
  GUIDE_DRAFT_STORAGE_KEY,
  clearGuideDraft,
  isEmptyDraft,
  loadGuideDraft,
  saveGuideDraft,
} from './draftStorage.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  return { storage, values };
}

const DRAFT = {
  name: 'Harbour voice',
  description: 'Plain and warm',
  rules: [{ id: 'forbidden-terms', params: { terms: ['utilize'] } }, { id: 'passive-voice' }],
};

describe('the saved guide draft', () => {
  it('comes back as it was saved, under its own key', () => {
    const { storage, values } = memoryStorage();
    saveGuideDraft(DRAFT, storage);
    expect([...values.keys()]).toEqual([GUIDE_DRAFT_STORAGE_KEY]);
    expect(loadGuideDraft(storage)).toEqual(DRAFT);
  });

  it('is empty when nothing was saved', () => {
    expect(loadGuideDraft(memoryStorage().storage)).toEqual(EMPTY_DRAFT);
  });

  it('starts empty, with a warning, when the stored text is not JSON', () => {
    const { storage, values } = memoryStorage();
    values.set(GUIDE_DRAFT_STORAGE_KEY, '{"name": "Harbour');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadGuideDraft(storage)).toEqual(EMPTY_DRAFT);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('starts empty when the stored value is not an object', () => {
    const { storage, values } = memoryStorage();
    values.set(GUIDE_DRAFT_STORAGE_KEY, '"a text"');
    expect(loadGuideDraft(storage)).toEqual(EMPTY_DRAFT);
    values.set(GUIDE_DRAFT_STORAGE_KEY, 'null');
    expect(loadGuideDraft(storage)).toEqual(EMPTY_DRAFT);
  });

  it('keeps the well-formed parts of a hand-edited value', () => {
    const { storage, values } = memoryStorage();
    values.set(
      GUIDE_DRAFT_STORAGE_KEY,
      JSON.stringify({
        name: 42,
        description: 'Kept',
        rules: [{ id: 'passive-voice' }, { params: {} }, 'jargon', { id: 'max-sentence-length', params: [] }],
      }),
    );
    expect(loadGuideDraft(storage)).toEqual({
      name: '',
      description: 'Kept',
      rules: [{ id: 'passive-voice' }],
    });
  });

  it('takes its key out when the draft is empty or cleared', () => {
    const { storage, values } = memoryStorage();
    saveGuideDraft(DRAFT, storage);
    saveGuideDraft({ name: '  ', description: '', rules: [] }, storage);
    expect(values.has(GUIDE_DRAFT_STORAGE_KEY)).toBe(false);
    saveGuideDraft(DRAFT, storage);
    clearGuideDraft(storage);
    expect(values.has(GUIDE_DRAFT_STORAGE_KEY)).toBe(false);
  });
});

describe('isEmptyDraft', () => {
  it('is empty with neither a name, a description nor a rule', () => {
    expect(isEmptyDraft(EMPTY_DRAFT)).toBe(true);
    expect(isEmptyDraft({ name: ' ', description: '\n', rules: [] })).toBe(true);
    expect(isEmptyDraft({ ...EMPTY_DRAFT, name: 'A' })).toBe(false);
    expect(isEmptyDraft({ ...EMPTY_DRAFT, description: 'A' })).toBe(false);
    expect(isEmptyDraft({ ...EMPTY_DRAFT, rules: [{ id: 'passive-voice' }] })).toBe(false);
  });
});
