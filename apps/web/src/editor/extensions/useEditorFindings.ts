// The findings as React sees them: re-renders only when what is shown changes, not on every keystroke.
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import type { Score } from '../core/checkerProtocol.ts';
import { getFindingsState } from './findingsExtension.ts';
import type { CheckStatus, EditorFinding } from './findingsState.ts';

export interface EditorFindings {
  readonly visible: readonly EditorFinding[];
  readonly status: CheckStatus;
  readonly score: Score | null;
  readonly activeKey: string | null;
  readonly ignoredRules: readonly string[];
  /** The finding under the cursor (keyboard focus on a highlight); null when there is none. */
  readonly atSelection: EditorFinding | null;
}

const EMPTY: EditorFindings = {
  visible: [],
  status: 'no-guide',
  score: null,
  activeKey: null,
  ignoredRules: [],
  atSelection: null,
};

function sameFindings(a: EditorFindings, b: EditorFindings | null): boolean {
  return (
    b !== null &&
    a.visible === b.visible &&
    a.status === b.status &&
    a.score === b.score &&
    a.activeKey === b.activeKey &&
    a.ignoredRules === b.ignoredRules &&
    a.atSelection === b.atSelection
  );
}

export function useEditorFindings(editor: Editor | null): EditorFindings {
  return (
    useEditorState({
      editor,
      selector: ({ editor: current }) => {
        if (current === null) return EMPTY;
        const state = getFindingsState(current.state);
        const { from, to } = current.state.selection;
        const atSelection = state.visible.find((f) => from >= f.from && to <= f.to && from < f.to) ?? null;
        return {
          visible: state.visible,
          status: state.status,
          score: state.score,
          activeKey: state.activeKey,
          ignoredRules: state.ignoredRules,
          atSelection,
        };
      },
      equalityFn: sameFindings,
    }) ?? EMPTY
  );
}
