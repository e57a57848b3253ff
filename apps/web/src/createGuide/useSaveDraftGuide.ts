// Saves the guide being built as a new guide of the user's (POST /tones-of-voice, after the plan check),
// then opens it in the editor so the user keeps writing with it.
import type { GuideRuleInput } from '@wtt/contract';
import { useNavigate } from 'react-router';
import { useCreateGuide } from '../api/guides.ts';
import { useCreateGuard } from '../library/useCreateGuard.ts';
import { PATHS } from '../routes/paths.ts';
import { showGuideSavedNotice } from './guideSavedNotice.ts';

export interface NewGuide {
  name: string;
  description: string;
  rules: GuideRuleInput[];
}

export interface SaveDraftGuide {
  save: (guide: NewGuide) => void;
  saving: boolean;
  /** The server's own words when the last save failed (the error policy toasts as well). */
  error: string | null;
}

export const editorPathOf = (guideId: string): string => `${PATHS.editor}/${encodeURIComponent(guideId)}`;

export function useSaveDraftGuide(onSaved: () => void): SaveDraftGuide {
  const create = useCreateGuide();
  const guard = useCreateGuard();
  const navigate = useNavigate();
  return {
    save: (guide) => {
      if (!guard('createTone')) return;
      create.mutate(guide, {
        onSuccess: (saved) => {
          onSaved();
          showGuideSavedNotice(saved.name);
          void navigate(editorPathOf(saved.id));
        },
      });
    },
    saving: create.isPending,
    error: create.error?.message ?? null,
  };
}
