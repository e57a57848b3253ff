// The editor's text in local storage (spec section 3, "Browser storage": editor content under an
// editor-content key), with the rules ignored in it, so both come back after a reload.
import type { JSONContent } from '@tiptap/core';
import { safeLocalStorage } from '../stores/safeStorage.ts';
import type { DismissedOccurrence } from './extensions/findingsState.ts';

export const EDITOR_CONTENT_STORAGE_KEY = 'wtt-editor-content';

export interface SavedEditorContent {
  doc: JSONContent;
  ignoredRules: string[];
  /** Occurrences dismissed one by one, in positions of `doc`. */
  dismissed: DismissedOccurrence[];
}

export function loadEditorContent(storage = safeLocalStorage): SavedEditorContent | null {
  const raw = storage.getItem(EDITOR_CONTENT_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const doc = record.doc;
    if (typeof doc !== 'object' || doc === null || (doc as { type?: unknown }).type !== 'doc') return null;
    const ignored = Array.isArray(record.ignoredRules) ? record.ignoredRules : [];
    const dismissed = Array.isArray(record.dismissed) ? record.dismissed : [];
    return {
      doc,
      ignoredRules: ignored.filter((rule): rule is string => typeof rule === 'string'),
      dismissed: dismissed.filter(isDismissedOccurrence),
    };
  } catch (error) {
    console.warn('The saved editor content could not be read; the editor starts empty.', error);
    return null;
  }
}

export function saveEditorContent(content: SavedEditorContent, storage = safeLocalStorage): void {
  storage.setItem(EDITOR_CONTENT_STORAGE_KEY, JSON.stringify(content));
}

function isDismissedOccurrence(value: unknown): value is DismissedOccurrence {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.ruleId === 'string' &&
    typeof item.methodName === 'string' &&
    Number.isInteger(item.from) &&
    Number.isInteger(item.to) &&
    (item.from as number) < (item.to as number)
  );
}
