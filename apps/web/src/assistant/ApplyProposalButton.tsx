// "Apply to editor" under an answer that proposes the engine's verified fixes (issue 15): the editor's text
// becomes the proposal's in one undoable step, and the app confirms it.
import { Button, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { TextProposal } from '@wtt/contract';
import { useState } from 'react';
import { showNotice, showToast } from '../api/toast.ts';
import { useEditorConnection } from './editorConnection.ts';

export const TEXT_CHANGED_SINCE =
  'Your text has changed since the assistant read it. Ask again to get fixes for the text as it is now.';

const fixes = (count: number): string => (count === 1 ? '1 fix' : `${count} fixes`);

export function ApplyProposalButton({
  proposal,
  contextText,
}: {
  proposal: TextProposal;
  contextText: string | null;
}) {
  const connection = useEditorConnection((state) => state.connection);
  const [applied, setApplied] = useState(false);
  if (connection === null) {
    return (
      <Text size="xs" c="dimmed" mt={6}>
        Open the editor to apply these fixes to your text.
      </Text>
    );
  }
  const apply = () => {
    const outcome = connection.applyProposal(proposal, contextText);
    if (outcome.kind === 'changed') {
      showToast({ message: TEXT_CHANGED_SINCE, severity: 'warn' });
      return;
    }
    setApplied(true);
    showNotice({
      title: 'Applied to the editor',
      message:
        outcome.kind === 'applied'
          ? `${fixes(outcome.changes)} applied to your text. Undo in the editor takes them back.`
          : 'Your text already reads like this.',
    });
  };
  return (
    <Button
      mt={8}
      size="compact-sm"
      variant={applied ? 'light' : 'filled'}
      leftSection={applied ? <IconCheck size={14} aria-hidden /> : undefined}
      onClick={apply}
      disabled={applied}
    >
      {applied ? 'Applied to editor' : 'Apply to editor'}
    </Button>
  );
}
