// Why the guide builder put a rule in a guide: its reason, and on request the sample sentences that show
// it (contract text/evidence.ts). The sentences start folded: a built guide has a dozen rules or more, and
// the same few sentences under each one made the page many screens long.
import { Blockquote, Button, Collapse, Stack, Text } from '@mantine/core';
import type { RuleEvidenceView } from '@wtt/contract';
import { useId, useState } from 'react';

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

const sentenceCount = (count: number): string => (count === 1 ? '1 sentence' : `${count} sentences`);

export function RuleEvidence({ evidence }: { evidence: RuleEvidenceView }) {
  const [shown, setShown] = useState(false);
  const sentencesId = useId();
  const count = evidence.sentences.length + evidence.exceptions.length;
  return (
    <Stack gap="xs" role="group" aria-label="Evidence from your samples">
      <Text size="sm">
        <Text span fw={600}>
          Why this rule:{' '}
        </Text>
        {evidence.reason}
      </Text>
      {count > 0 && (
        <Button
          size="xs"
          variant="subtle"
          style={{ alignSelf: 'flex-start' }}
          aria-expanded={shown}
          aria-controls={sentencesId}
          onClick={() => {
            setShown((open) => !open);
          }}
        >
          {shown ? 'Hide the sample sentences' : `Show the sample sentences (${sentenceCount(count)})`}
        </Button>
      )}
      <Collapse expanded={shown} id={sentencesId}>
        {shown && (
          <Stack gap="xs">
            <Sentences title="Sentences from your samples that follow it" sentences={evidence.sentences} />
            <Sentences title="Sentences it would flag" sentences={evidence.exceptions} />
          </Stack>
        )}
      </Collapse>
    </Stack>
  );
}
