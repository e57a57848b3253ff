// The guide being built: name, description and rules, saved to local storage on every change.
import type { GuideRuleInput } from '@wtt/contract';
import { useEffect, useState } from 'react';
import type { GuideFields } from '../guides/guideForm.ts';
import {
  EMPTY_DRAFT,
  clearGuideDraft,
  loadGuideDraft,
  saveGuideDraft,
  type GuideDraft,
} from './draftStorage.ts';

export interface GuideDraftState {
  draft: GuideDraft;
  setFields: (fields: GuideFields) => void;
  setRules: (rules: GuideRuleInput[]) => void;
  addRule: (ruleId: string) => void;
  /** Starts over with an empty guide and forgets the saved one. */
  discard: () => void;
}

export function useGuideDraft(): GuideDraftState {
  const [draft, setDraft] = useState<GuideDraft>(() => loadGuideDraft());
  useEffect(() => {
    saveGuideDraft(draft);
  }, [draft]);
  return {
    draft,
    setFields: ({ name, description }) => {
      setDraft((current) => ({ ...current, name, description }));
    },
    setRules: (rules) => {
      setDraft((current) => ({ ...current, rules }));
    },
    addRule: (ruleId) => {
      setDraft((current) => ({ ...current, rules: [...current.rules, { id: ruleId }] }));
    },
    discard: () => {
      // Cleared at once as well: the page may be left before the effect that saves the empty draft runs.
      clearGuideDraft();
      setDraft(EMPTY_DRAFT);
    },
  };
}
