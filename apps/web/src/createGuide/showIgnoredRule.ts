// A rule added to the guide being built shows its highlights even when the user once chose "Ignore this
// rule in this document" for the same text in the editor: adding it says they want to see it now.
import type { Editor } from '@tiptap/core';
import { findingsPluginKey, getFindingsState } from '../editor/extensions/findingsExtension.ts';
import type { FindingsAction } from '../editor/extensions/findingsState.ts';

export function showIgnoredRule(editor: Editor, ruleId: string): void {
  const { ignoredRules } = getFindingsState(editor.state);
  if (!ignoredRules.includes(ruleId)) return;
  const action: FindingsAction = {
    type: 'setIgnoredRules',
    ruleIds: ignoredRules.filter((id) => id !== ruleId),
  };
  editor.view.dispatch(editor.state.tr.setMeta(findingsPluginKey, action).setMeta('addToHistory', false));
}
