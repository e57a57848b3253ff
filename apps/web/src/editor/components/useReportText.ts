// The text a report covers (spec section 5): the selection when its trimmed text is non-empty, else all.
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';

const BLOCK_SEPARATOR = '\n\n';

export function reportTextOf(editor: Editor): { text: string; isSelection: boolean } {
  const { from, to, empty } = editor.state.selection;
  if (!empty) {
    const selected = editor.state.doc.textBetween(from, to, BLOCK_SEPARATOR);
    if (selected.trim() !== '') return { text: selected, isSelection: true };
  }
  return { text: editor.getText({ blockSeparator: BLOCK_SEPARATOR }), isSelection: false };
}

export function useReportText(editor: Editor): { text: string; isSelection: boolean } {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => reportTextOf(current),
    equalityFn: (a, b) => b !== null && a.text === b.text && a.isSelection === b.isSelection,
  });
}
