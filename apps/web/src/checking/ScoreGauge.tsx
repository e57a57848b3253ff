// The overall score as a ring with its number and a word for what it means, so the number needs no
// legend: below 50 needs work, below 80 fair, below 95 good, above that excellent.
import { Group, RingProgress, Stack, Text } from '@mantine/core';

export interface ScoreGaugeProps {
  score: number;
  /** What was scored, e.g. "Match score". */
  label: string;
}

export function scoreBand(score: number): { word: string; color: string } {
  if (score >= 95) return { word: 'Excellent', color: 'teal.7' };
  if (score >= 80) return { word: 'Good', color: 'green.7' };
  if (score >= 50) return { word: 'Fair', color: 'orange.7' };
  return { word: 'Needs work', color: 'red.7' };
}

export function ScoreGauge({ score, label }: ScoreGaugeProps) {
  const band = scoreBand(score);
  return (
    <Group gap="md" wrap="nowrap" data-testid="score-gauge">
      <RingProgress
        aria-hidden
        size={112}
        thickness={11}
        roundCaps
        sections={[{ value: Math.max(0, Math.min(100, score)), color: band.color }]}
        label={
          <Text ta="center" fw={700} size="xl">
            {score}
          </Text>
        }
      />
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={700} size="xl">
          {score} out of 100
        </Text>
        <Text fw={600}>{band.word}</Text>
      </Stack>
    </Group>
  );
}
