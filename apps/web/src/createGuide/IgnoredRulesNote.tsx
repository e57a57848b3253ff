// Rules of the guide being built that the user chose to ignore in this text (the card's "Ignore this rule
// in this document"): their highlights are hidden, so the note says so and brings them back on request.
import { Button, Group, Text } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { showIgnoredRule } from './showIgnoredRule.ts';

interface IgnoredRulesNoteProps {
  editor: Editor;
  /** The draft's rules that are ignored in this text. */
  ruleIds: readonly string[];
  ruleName: (ruleId: string) => string;
}

export function IgnoredRulesNote({ editor, ruleIds, ruleName }: IgnoredRulesNoteProps) {
  if (ruleIds.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" data-testid="ignored-rules">
      <Text size="sm" c="dimmed">
        Hidden in this text: {ruleIds.map(ruleName).join(', ')}.
      </Text>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => {
          for (const ruleId of ruleIds) showIgnoredRule(editor, ruleId);
        }}
      >
        Show again
      </Button>
    </Group>
  );
}
