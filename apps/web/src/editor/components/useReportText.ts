// The text a report covers (spec section 5), kept current as the user types and selects: the selection when
// its trimmed text is non-empty, else all (editor/core/reportText.ts builds it and maps offsets back).
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { reportTextOf, sameReportText, type ReportText } from '../core/reportText.ts';

export function useReportText(editor: Editor): ReportText {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => reportTextOf(current.state.doc, current.state.selection),
    equalityFn: (a, b) => b !== null && sameReportText(a, b),
  });
}
