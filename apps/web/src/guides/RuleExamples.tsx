// A rule's good and bad examples from the catalogue: what passes and what the rule flags.
import { Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { RuleInfo } from '@wtt/contract';

function ExampleList({ title, examples, good }: { title: string; examples: string[]; good: boolean }) {
  if (examples.length === 0) return null;
  return (
    <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List
        size="sm"
        spacing={4}
        icon={
          <ThemeIcon size={18} radius="xl" color={good ? 'teal' : 'red'} variant="light">
            {good ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
          </ThemeIcon>
        }
      >
        {examples.map((example) => (
          <List.Item key={example}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {example}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function RuleExamples({ info }: { info: RuleInfo }) {
  const { good, bad } = info.examples;
  if (good.length === 0 && bad.length === 0) return null;
  return (
    <Paper withBorder radius="sm" p="sm" aria-label={`Examples for ${info.name}`} role="group">
      <Group align="flex-start" gap="lg">
        <ExampleList title="Passes" examples={good} good />
        <ExampleList title="Flagged" examples={bad} good={false} />
      </Group>
    </Paper>
  );
}
