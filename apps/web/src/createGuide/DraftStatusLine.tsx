// One line above the text that says what the guide being built does to it, announced politely to screen
// readers: what to do first, that the check runs, or how many issues the rules find.
import { Group, Loader, Text } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useEditorFindings, type EditorFindings } from '../editor/extensions/useEditorFindings.ts';
import type { DraftCheck } from './draftGuideSource.ts';
import { IgnoredRulesNote } from './IgnoredRulesNote.tsx';

export type CatalogueState = 'loading' | 'failed' | 'ready';

interface DraftStatusLineProps {
  editor: Editor;
  check: DraftCheck;
  catalogue: CatalogueState;
  ruleName: (ruleId: string) => string;
}

interface DraftStatus {
  text: string;
  busy: boolean;
}

function draftStatus(
  check: DraftCheck,
  catalogue: CatalogueState,
  findings: EditorFindings,
  textEmpty: boolean,
): DraftStatus {
  if (catalogue === 'loading') return { text: 'Loading the rules…', busy: true };
  if (catalogue === 'failed') return { text: 'The rules could not be loaded.', busy: false };
  if (check.source === null) {
    return check.waiting > 0
      ? { text: 'Finish the settings of your rules to see where your text breaks them.', busy: false }
      : { text: 'Add a rule to see where your text breaks it.', busy: false };
  }
  if (textEmpty) return { text: 'Write or paste a text to see where it breaks your rules.', busy: false };
  if (findings.status === 'error') {
    return { text: 'The text could not be checked against these rules.', busy: false };
  }
  if (findings.status !== 'ready') return { text: 'Checking…', busy: true };
  const count = findings.visible.length;
  if (count === 0) return { text: 'No issues found: the text follows these rules.', busy: false };
  return { text: count === 1 ? '1 issue found.' : `${count} issues found.`, busy: false };
}

export function DraftStatusLine({ editor, check, catalogue, ruleName }: DraftStatusLineProps) {
  const findings = useEditorFindings(editor);
  const textEmpty = useEditorState({ editor, selector: ({ editor: current }) => current.isEmpty });
  const status = draftStatus(check, catalogue, findings, textEmpty);
  const ignored = (check.source?.rules ?? [])
    .map((rule) => rule.id)
    .filter((ruleId) => findings.ignoredRules.includes(ruleId));
  const waiting =
    check.source !== null && check.waiting > 0
      ? check.waiting === 1
        ? '1 rule waits for its settings.'
        : `${check.waiting} rules wait for their settings.`
      : null;
  return (
    <Group gap="xs" mih={24} wrap="wrap">
      {status.busy && <Loader size="xs" aria-hidden />}
      <Text size="sm" role="status" aria-live="polite" data-testid="check-status">
        {status.text}
      </Text>
      {waiting !== null && (
        <Text size="sm" c="dimmed" data-testid="rules-waiting">
          {waiting}
        </Text>
      )}
      <IgnoredRulesNote editor={editor} ruleIds={ignored} ruleName={ruleName} />
    </Group>
  );
}
