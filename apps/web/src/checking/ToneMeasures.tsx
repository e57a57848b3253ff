// Passive share, emotionality (sentiment and intensity) and formality, each with its driving sentences.
import { Stack, Text, Title } from '@mantine/core';
import type { AnalyzeAnswer } from '@wtt/contract';
import { DriverList } from './DriverList.tsx';
import type { SelectRange } from './RangeButton.tsx';

export interface ToneMeasuresProps {
  report: AnalyzeAnswer;
  onSelectRange?: SelectRange;
}

const CONTRACTION_STYLES = {
  contracted: 'uses contractions (“don’t”)',
  expanded: 'writes words out (“do not”)',
  mixed: 'mixes contractions and full forms',
  none: 'has no contractions to judge',
} as const;

export function ToneMeasures({ report, onSelectRange }: ToneMeasuresProps) {
  const { passive, emotionality, formality } = report;
  return (
    <Stack gap="md">
      <Stack gap={4} component="section" aria-label="Passive voice">
        <Title order={3} size="h5">
          Passive voice
        </Title>
        <Text size="sm">
          {passive.passiveSentences} of {passive.sentences} sentences are passive (
          {Math.round(passive.share * 100)} %).
        </Text>
        <DriverList drivers={passive.examples} label="Passive sentences" onSelectRange={onSelectRange} />
      </Stack>
      <Stack gap={4} component="section" aria-label="Emotionality">
        <Title order={3} size="h5">
          Emotionality
        </Title>
        <Text size="sm">
          {emotionality.score} / 100 (0 is flat, 100 highly charged); sentiment {emotionality.sentiment.label}
          , intensity {emotionality.intensity.per100Words.toFixed(1)} markers per 100 words.
        </Text>
        <DriverList
          drivers={[...emotionality.sentiment.drivers, ...emotionality.intensity.drivers].filter(
            (driver, index, all) => all.findIndex((other) => other.from === driver.from) === index,
          )}
          label="Sentences that drive the emotionality"
          onSelectRange={onSelectRange}
        />
      </Stack>
      <Stack gap={4} component="section" aria-label="Formality">
        <Title order={3} size="h5">
          Formality
        </Title>
        <Text size="sm">
          {formality.score} / 100 (0 casual, 100 formal: {formality.label}); the text{' '}
          {CONTRACTION_STYLES[formality.contractions.style]}.
        </Text>
        <DriverList
          drivers={formality.drivers}
          label="Sentences that drive the formality"
          onSelectRange={onSelectRange}
        />
      </Stack>
    </Stack>
  );
}
