// The four tone dimensions (docs/analyzer.md): each a scale from its left pole (−100) to its right (+100)
// with a marker where the text stands, its label, and the sentences that pull it there.
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { AnalyzeAnswer } from '@wtt/contract';
import { DriverList } from './DriverList.tsx';
import type { SelectRange } from './RangeButton.tsx';

type ToneDimension = AnalyzeAnswer['tone']['formalCasual'];

/** "matter-of-fact" → "Matter-of-fact": CSS capitalize would give "Matter-Of-Fact". */
function capitalised(pole: string): string {
  return `${pole.charAt(0).toUpperCase()}${pole.slice(1)}`;
}

function ToneScale({ dimension }: { dimension: ToneDimension }) {
  const position = (Math.max(-100, Math.min(100, dimension.value)) + 100) / 2;
  return (
    <Box aria-hidden pos="relative" h={10} mt={4}>
      <Box
        h={4}
        pos="absolute"
        top={3}
        left={0}
        right={0}
        style={{ borderRadius: 2, background: 'var(--mantine-color-default-border)' }}
      />
      <Box
        pos="absolute"
        top={0}
        h={10}
        w={2}
        left="50%"
        style={{ background: 'var(--mantine-color-dimmed)' }}
      />
      <Box
        pos="absolute"
        top={-1}
        w={12}
        h={12}
        style={{
          left: `calc(${position}% - 6px)`,
          borderRadius: '50%',
          background: 'var(--mantine-primary-color-filled)',
          border: '2px solid var(--mantine-color-body)',
        }}
      />
    </Box>
  );
}

export interface ToneDimensionsProps {
  tone: AnalyzeAnswer['tone'];
  onSelectRange?: SelectRange;
}

export function ToneDimensions({ tone, onSelectRange }: ToneDimensionsProps) {
  const dimensions = [
    tone.formalCasual,
    tone.seriousFunny,
    tone.respectfulIrreverent,
    tone.enthusiasticMatterOfFact,
  ];
  return (
    <Stack gap="md" component="section" aria-label="Tone dimensions">
      <Title order={3} size="h5">
        Tone dimensions
      </Title>
      {dimensions.map((dimension) => {
        const name = `${dimension.left} – ${dimension.right}`;
        return (
          <Stack
            gap={4}
            key={dimension.id}
            data-testid="tone-dimension"
            aria-label={name}
            component="article"
          >
            <Group justify="space-between" gap="xs">
              <Text size="sm">{capitalised(dimension.left)}</Text>
              <Text size="sm" fw={600}>
                {dimension.label} ({dimension.value > 0 ? '+' : ''}
                {dimension.value})
              </Text>
              <Text size="sm">{capitalised(dimension.right)}</Text>
            </Group>
            <ToneScale dimension={dimension} />
            <DriverList
              drivers={dimension.drivers}
              label={`Sentences that drive ${name}`}
              onSelectRange={onSelectRange}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
