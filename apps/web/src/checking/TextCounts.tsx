// What the text is made of: words, sentences, paragraphs and the rest of the analyzer's counts.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { AnalyzeAnswer } from '@wtt/contract';

export function TextCounts({ counts }: { counts: AnalyzeAnswer['counts'] }) {
  const shown: [string, number][] = [
    ['Words', counts.words],
    ['Sentences', counts.sentences],
    ['Paragraphs', counts.paragraphs],
    ['Headings', counts.headings],
    ['Characters', counts.characters],
    ['Unique words', counts.uniqueWords],
    ['Syllables', counts.syllables],
    ['Complex words', counts.complexWords],
  ];
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" component="dl" m={0} aria-label="Counts">
      {shown.map(([name, value]) => (
        <Paper withBorder radius="sm" p="xs" key={name}>
          <Text component="dt" size="xs" c="dimmed">
            {name}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg">
            {value.toLocaleString('en-US')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
