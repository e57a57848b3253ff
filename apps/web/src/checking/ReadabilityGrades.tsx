// The six readability grades with what each means, and the sentence and word lengths behind them.
import { Stack, Table, Text, Title } from '@mantine/core';
import type { AnalyzeAnswer } from '@wtt/contract';

type Readability = AnalyzeAnswer['readability'];

const GRADES: { key: Exclude<keyof Readability, 'basis'>; name: string; meaning: string }[] = [
  {
    key: 'fleschReadingEase',
    name: 'Flesch reading ease',
    meaning: '0–100, higher is easier; 60–70 is plain English',
  },
  { key: 'fleschKincaidGrade', name: 'Flesch–Kincaid grade', meaning: 'US school grade needed to follow it' },
  { key: 'gunningFog', name: 'Gunning fog', meaning: 'years of schooling; under 12 suits most readers' },
  { key: 'smog', name: 'SMOG', meaning: 'years of schooling, from words of three syllables or more' },
  { key: 'colemanLiau', name: 'Coleman–Liau', meaning: 'US school grade, from letters per word' },
  {
    key: 'automatedReadabilityIndex',
    name: 'Automated readability index',
    meaning: 'US school grade, from characters',
  },
];

function formatNumber(value: number | null): string {
  return value === null ? 'not enough text' : value.toFixed(1);
}

export interface ReadabilityGradesProps {
  readability: Readability;
  sentenceLength: AnalyzeAnswer['sentenceLength'];
  wordLength: AnalyzeAnswer['wordLength'];
}

export function ReadabilityGrades({ readability, sentenceLength, wordLength }: ReadabilityGradesProps) {
  return (
    <Stack gap="xs" component="section" aria-label="Readability">
      <Title order={3} size="h5">
        Readability
      </Title>
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing={4} fz="sm" aria-label="Readability grades">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Measure</Table.Th>
              <Table.Th ta="right">Value</Table.Th>
              <Table.Th>What it means</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {GRADES.map((grade) => (
              <Table.Tr key={grade.key}>
                <Table.Td>{grade.name}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatNumber(readability[grade.key])}
                </Table.Td>
                <Table.Td c="dimmed">{grade.meaning}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm">
        Sentences: {sentenceLength.mean.toFixed(1)} words on average (median {sentenceLength.median}, 90 % at
        most {sentenceLength.p90}, longest {sentenceLength.max}). Words: {wordLength.mean.toFixed(1)} letters
        on average (longest {wordLength.max}).
      </Text>
    </Stack>
  );
}
