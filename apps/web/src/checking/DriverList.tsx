// The sentences that drive a measure (passive share, sentiment, a tone dimension): each quoted, with the
// words that moved the measure, and a way into the text when the report has one.
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { AnalyzeAnswer } from '@wtt/contract';
import type { SelectRange } from './RangeButton.tsx';
import { RangeButton } from './RangeButton.tsx';

export type Driver = AnalyzeAnswer['passive']['examples'][number];

export interface DriverListProps {
  drivers: readonly Driver[];
  /** Names the list for a screen reader, e.g. "Sentences that drive formal – casual". */
  label: string;
  onSelectRange?: SelectRange;
}

export function DriverList({ drivers, label, onSelectRange }: DriverListProps) {
  if (drivers.length === 0) return null;
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {drivers.map((driver) => (
        <li key={`${driver.from}-${driver.to}`}>
          <Text size="sm">
            <RangeButton
              from={driver.from}
              to={driver.to}
              onSelectRange={onSelectRange}
              label={`Show in the text: ${driver.text}`}
            >
              “{driver.text}”
            </RangeButton>
          </Text>
          {driver.markers.length > 0 && (
            <Group gap={4} mt={2}>
              {driver.markers.map((marker) => (
                <Badge key={marker} size="sm" variant="light" color="gray" tt="none">
                  {marker}
                </Badge>
              ))}
            </Group>
          )}
        </li>
      ))}
    </Stack>
  );
}
