// A guide opened by its share code, read-only: name, description, owner, rules, and the way into the
// user's library.
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ToneOfVoice } from '@wtt/contract';
import { AddSharedGuide } from './AddSharedGuide.tsx';
import { SharedGuideRules } from './SharedGuideRules.tsx';

const ruleCount = (count: number): string => (count === 1 ? '1 rule' : `${String(count)} rules`);

export function SharedGuideView({
  guide,
  code,
  myEmail,
}: {
  guide: ToneOfVoice;
  code: string;
  myEmail: string | null;
}) {
  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-label={guide.name}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} size="h3">
              {guide.name}
            </Title>
            <Badge variant="light" c="var(--mantine-color-text)">
              Read-only
            </Badge>
          </Group>
          <Text size="sm">
            Shared by <strong>{guide.ownerName}</strong> · {ruleCount(guide.rules.length)}
          </Text>
          {guide.description.trim() !== '' && <Text>{guide.description}</Text>}
        </Stack>
        <AddSharedGuide guide={guide} code={code} myEmail={myEmail} />
        <Stack gap="sm">
          <Title order={2} size="h4">
            Rules
          </Title>
          <SharedGuideRules guide={guide} />
        </Stack>
      </Stack>
    </Paper>
  );
}
