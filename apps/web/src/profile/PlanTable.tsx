// The three plans with their limits and whether they include the assistant; the user's own plan marked,
// with this installation's limits (the others show the defaults, marked with an asterisk).
import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import type { PlanRow } from './plans.ts';
import { limitText } from './plans.ts';
import { PLAN_RESOURCES, RESOURCE_NAMES } from './usage.ts';

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

export function PlanTable({ rows }: { rows: readonly PlanRow[] }) {
  const showsDefaults = rows.some((row) => !row.limitsKnown);
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder verticalSpacing="sm" aria-label="Plans">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Plan</Table.Th>
              {PLAN_RESOURCES.map((resource) => (
                <Table.Th key={resource} scope="col">
                  {capitalised(RESOURCE_NAMES[resource].many)}
                </Table.Th>
              ))}
              <Table.Th scope="col">AI assistant</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.level} aria-current={row.current ? 'true' : undefined}>
                <Table.Th scope="row" fw={row.current ? 700 : 500}>
                  {row.name}{' '}
                  {row.current && (
                    <Badge size="sm" variant="light" ml={4}>
                      Your plan
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed" fw={400}>
                    {row.summary}
                  </Text>
                </Table.Th>
                {PLAN_RESOURCES.map((resource) => (
                  <Table.Td key={resource}>
                    {limitText(row.limits[resource])}
                    {!row.limitsKnown && (
                      <>
                        <span aria-hidden>*</span>
                        <VisuallyHidden> (default)</VisuallyHidden>
                      </>
                    )}
                  </Table.Td>
                ))}
                <Table.Td>{row.assistant ? 'Included' : 'Not included'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {showsDefaults && (
        <Text size="xs" c="dimmed">
          * The default limit. The administrator of this installation may have set other limits; your own plan
          shows the ones that apply to you.
        </Text>
      )}
    </>
  );
}
