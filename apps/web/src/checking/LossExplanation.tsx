// Why the score is what it is (docs/scoring.md): the points each rule costs, and the sentences that cost
// the most, each one a way into the text.
import { Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { MatchAnswer } from '@wtt/contract';
import { CATEGORY_STYLES } from './categoryStyles.ts';
import type { SelectRange } from './RangeButton.tsx';
import { RangeButton } from './RangeButton.tsx';
import type { RuleNameOf } from './ruleNames.ts';
import { excerpt } from './textPosition.ts';

const MAX_SENTENCES = 5;

export interface LossExplanationProps {
  explanation: MatchAnswer['explanation'];
  text: string;
  ruleNameOf: RuleNameOf;
  onSelectRange?: SelectRange;
}

function pointsText(loss: number): string {
  return `${loss.toFixed(1)} ${loss === 1 ? 'point' : 'points'}`;
}

export function LossExplanation({ explanation, text, ruleNameOf, onSelectRange }: LossExplanationProps) {
  const headingId = useId();
  const sentences = explanation.sentences.slice(0, MAX_SENTENCES);
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        What costs the most points
      </Title>
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing={4} fz="sm" aria-label="Points lost by rule">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Rule</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th ta="right">Findings</Table.Th>
              <Table.Th ta="right">Points lost</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {explanation.rules.map((rule) => (
              <Table.Tr key={rule.id}>
                <Table.Td>{ruleNameOf(rule.id)}</Table.Td>
                <Table.Td>
                  <span className={CATEGORY_STYLES[rule.type].className}>{rule.type}</span>
                </Table.Td>
                <Table.Td ta="right">{rule.findings}</Table.Td>
                <Table.Td ta="right">{rule.loss.toFixed(1)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {sentences.length > 0 && (
        <>
          <Title order={4} size="h6">
            Sentences that cost the most
          </Title>
          <Stack gap={6} component="ol" m={0} pl="lg" aria-label="Sentences that cost the most">
            {sentences.map((sentence) => {
              const quoted = excerpt(text, sentence.from, sentence.to);
              return (
                <Text component="li" size="sm" key={`${sentence.from}-${sentence.to}`}>
                  <RangeButton
                    from={sentence.from}
                    to={sentence.to}
                    onSelectRange={onSelectRange}
                    label={`Show in the text: ${quoted}`}
                  >
                    “{quoted}”
                  </RangeButton>{' '}
                  <Text span size="sm" c="dimmed">
                    {pointsText(sentence.loss)}, {sentence.findings}{' '}
                    {sentence.findings === 1 ? 'finding' : 'findings'}
                  </Text>
                </Text>
              );
            })}
          </Stack>
        </>
      )}
    </Stack>
  );
}
