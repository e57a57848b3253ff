// Connects the editor page to the assistant while it is shown (issue 15): the context of a message is the
// editor's whole text (its blocks joined by a blank line, as Match and Analyze send it), the selection when
// its trimmed text is non-empty (spec section 5), the format and the chosen guide; and a reply's proposal is
// applied in one undoable step, block by block, so the text's structure stays.
import type { Editor } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import type { AssistantContext, TextProposal } from '@wtt/contract';
import { useEffect, useRef } from 'react';
import type { ApplyOutcome, EditorConnection } from '../assistant/editorConnection.ts';
import { useEditorConnection } from '../assistant/editorConnection.ts';
import { proposalEdits } from '../assistant/proposalEdits.ts';
import type { ReportText } from './core/reportText.ts';
import { reportTextOf } from './core/reportText.ts';

const WHOLE_TEXT = { from: 0, to: 0 };

/** The offset in the whole text of a document position inside one of its blocks. */
function offsetAt(whole: ReportText, position: number): number | null {
  for (const segment of whole.segments) {
    if (position >= segment.position && position <= segment.position + segment.length) {
      return segment.offset + (position - segment.position);
    }
  }
  return null;
}

export function assistantContextOf(editor: Editor, guideId: string | null): AssistantContext {
  const { doc, selection } = editor.state;
  const whole = reportTextOf(doc, WHOLE_TEXT);
  const context: AssistantContext = { text: whole.text, format: 'plain' };
  if (guideId !== null) context.toneOfVoiceId = guideId;
  const selected = reportTextOf(doc, selection);
  const first = selected.segments[0];
  const last = selected.segments[selected.segments.length - 1];
  if (selected.isSelection && first !== undefined && last !== undefined) {
    const from = offsetAt(whole, first.position);
    const to = offsetAt(whole, last.position + last.length);
    if (from !== null && to !== null) context.selection = { from, to, text: whole.text.slice(from, to) };
  }
  return context;
}

export function applyProposalTo(
  editor: Editor,
  proposal: TextProposal,
  contextText: string | null,
): ApplyOutcome {
  const whole = reportTextOf(editor.state.doc, WHOLE_TEXT);
  // Fixes made for an older text would undo what the user has written since.
  if (contextText !== null && whole.text !== contextText) return { kind: 'changed' };
  if (whole.text.trimEnd() === proposal.text.trimEnd()) return { kind: 'unchanged' };
  const edits = proposalEdits(whole, proposal.text);
  const changes = proposal.changes.length > 0 ? proposal.changes.length : (edits?.length ?? 1);
  const { state, view } = editor;
  const { tr } = state;
  if (edits === null) {
    // The blocks differ: the proposal replaces the text, a paragraph per block.
    const paragraphs = proposal.text
      .split('\n\n')
      .map((block) =>
        state.schema.nodes.paragraph?.create(null, block === '' ? null : state.schema.text(block)),
      );
    const nodes = paragraphs.filter((node) => node !== undefined);
    tr.replaceWith(0, state.doc.content.size, nodes);
  } else {
    // From the last to the first, so each range is still where it was read.
    for (const edit of [...edits].reverse()) {
      if (edit.text === '') tr.delete(edit.from, edit.to);
      else tr.insertText(edit.text, edit.from, edit.to);
    }
  }
  view.dispatch(closeHistory(tr));
  // Typing right after starts an undo step of its own.
  queueMicrotask(() => {
    if (!view.isDestroyed) view.dispatch(closeHistory(view.state.tr));
  });
  return { kind: 'applied', changes };
}

/** Keeps the assistant connected to this editor (and its guide) while the calling page is shown. */
export function useAssistantConnection(editor: Editor, guideId: string | null): void {
  const connect = useEditorConnection((state) => state.connect);
  const guideRef = useRef(guideId);
  useEffect(() => {
    guideRef.current = guideId;
  });
  useEffect(() => {
    const connection: EditorConnection = {
      context: () => assistantContextOf(editor, guideRef.current),
      applyProposal: (proposal, contextText) => applyProposalTo(editor, proposal, contextText),
    };
    return connect(connection);
  }, [connect, editor]);
}
