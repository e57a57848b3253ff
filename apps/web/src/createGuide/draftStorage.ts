// The guide being built on /editor/create-guide, kept in local storage so a reload or a visit elsewhere
// does not lose it; cleared once the guide is saved or discarded.
import type { GuideRuleInput } from '@wtt/contract';
import { guideRuleSchema } from '@wtt/contract';
import { safeLocalStorage, type SafeStorage } from '../stores/safeStorage.ts';

export const GUIDE_DRAFT_STORAGE_KEY = 'wtt-create-guide-draft';

export interface GuideDraft {
  name: string;
  description: string;
  rules: GuideRuleInput[];
}

export const EMPTY_DRAFT: GuideDraft = { name: '', description: '', rules: [] };

export function isEmptyDraft(draft: GuideDraft): boolean {
  return draft.name.trim() === '' && draft.description.trim() === '' && draft.rules.length === 0;
}

/** What storage holds, keeping every well-formed part: a hand-edited or older value never breaks the page. */
export function loadGuideDraft(storage: SafeStorage = safeLocalStorage): GuideDraft {
  const raw = storage.getItem(GUIDE_DRAFT_STORAGE_KEY);
  if (raw === null) return EMPTY_DRAFT;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    console.warn('The saved guide draft could not be read; the page starts with an empty guide.', error);
    return EMPTY_DRAFT;
  }
  if (typeof value !== 'object' || value === null) return EMPTY_DRAFT;
  const record = value as Record<string, unknown>;
  const rules = Array.isArray(record.rules) ? record.rules : [];
  return {
    name: typeof record.name === 'string' ? record.name : '',
    description: typeof record.description === 'string' ? record.description : '',
    rules: rules.flatMap((rule) => {
      const parsed = guideRuleSchema.safeParse(rule);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}

/** An empty draft takes its key out, so storage holds nothing for a page never used. */
export function saveGuideDraft(draft: GuideDraft, storage: SafeStorage = safeLocalStorage): void {
  if (isEmptyDraft(draft)) storage.removeItem(GUIDE_DRAFT_STORAGE_KEY);
  else storage.setItem(GUIDE_DRAFT_STORAGE_KEY, JSON.stringify(draft));
}

export function clearGuideDraft(storage: SafeStorage = safeLocalStorage): void {
  storage.removeItem(GUIDE_DRAFT_STORAGE_KEY);
}
