// What the assistant knows of the editor that is open (issue 15): the editor page connects itself while it
// is shown, so a message sent from the drawer carries the editor's text, selection, format and guide as its
// context, and a reply's proposal can be applied to that editor. Contract types only: the layout loads this
// at start.
import type { AssistantContext, TextProposal } from '@wtt/contract';
import { create } from 'zustand';

/** applied: the text is in the editor; changed: the text was edited since the assistant read it. */
export type ApplyOutcome = { kind: 'applied'; changes: number } | { kind: 'changed' } | { kind: 'unchanged' };

export interface EditorConnection {
  context: () => AssistantContext;
  applyProposal: (proposal: TextProposal, contextText: string | null) => ApplyOutcome;
}

interface EditorConnectionState {
  connection: EditorConnection | null;
  connect: (connection: EditorConnection) => () => void;
}

export const useEditorConnection = create<EditorConnectionState>()((set, get) => ({
  connection: null,
  connect: (connection) => {
    set({ connection });
    return () => {
      if (get().connection === connection) set({ connection: null });
    };
  },
}));
