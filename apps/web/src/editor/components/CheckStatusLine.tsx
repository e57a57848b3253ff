// One line that says what the checker is doing, announced politely to screen readers.
import { Group, Loader, Text } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { useEditorFindings } from '../extensions/useEditorFindings.ts';

interface CheckStatusLineProps {
  editor: Editor;
  guideId: string | null;
  guideLoading: boolean;
  showIntro: boolean;
}

function statusText(status: string, count: number, guideId: string | null, guideLoading: boolean): string {
  if (guideId === null) return 'Pick a guide to check your text against it.';
  if (guideLoading) return 'Loading the guide…';
  if (status === 'error') return 'The text could not be checked against this guide.';
  if (status !== 'ready') return 'Checking…';
  if (count === 0) return 'No issues found.';
  return count === 1 ? '1 issue found.' : `${count} issues found.`;
}

export function CheckStatusLine({ editor, guideId, guideLoading, showIntro }: CheckStatusLineProps) {
  const findings = useEditorFindings(editor);
  const text = statusText(findings.status, findings.visible.length, guideId, guideLoading);
  const busy = guideId !== null && (guideLoading || findings.status === 'checking');
  return (
    <Group gap="xs" mih={24} wrap="wrap">
      {busy && <Loader size="xs" aria-hidden />}
      <Text size="sm" role="status" aria-live="polite" data-testid="check-status">
        {text}
      </Text>
      {showIntro && guideId !== null && (
        <Text size="sm" c="dimmed">
          Hover an underlined word to see why and how to fix it.
        </Text>
      )}
    </Group>
  );
}
