// Why the guide builder put a rule in a guide: its reason and the sample sentences that show it
// (contract text/evidence.ts).
import { Blockquote, Stack, Text } from '@mantine/core';
import type { RuleEvidenceView } from '@wtt/contract';

function Sentences({ title, sentences }: { title: string; sentences: RuleEvidenceView['sentences'] }) {
  if (sentences.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {sentences.map((sentence) => (
        <Blockquote
          key={`${sentence.sample}:${sentence.from}`}
          p="xs"
          radius="sm"
          styles={{ root: { fontSize: 'var(--mantine-font-size-sm)' } }}
        >
          {sentence.text}
          <Text span size="xs" c="dimmed">
            {' '}
            (sample {sentence.sample + 1})
          </Text>
        </Blockquote>
      ))}
    </Stack>
  );
}

export function RuleEvidence({ evidence }: { evidence: RuleEvidenceView }) {
  return (
    <Stack gap="xs" role="group" aria-label="Evidence from your samples">
      <Text size="sm">
        <Text span fw={600}>
          Why this rule:{' '}
        </Text>
        {evidence.reason}
      </Text>
      <Sentences title="Sentences from your samples that follow it" sentences={evidence.sentences} />
      <Sentences title="Sentences it would flag" sentences={evidence.exceptions} />
    </Stack>
  );
}
