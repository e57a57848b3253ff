// The installation's plans with their limits and whether they include the assistant, the user's own
// marked. Loads the plans itself, with a skeleton while they come and a retry when they do not.
import { Badge, Skeleton, Table, Text } from '@mantine/core';
import type { AccountLevel } from '@wtt/contract';
import { useAccountPlans } from '../api/account.ts';
import { LoadFailed } from '../guides/GuidePageStates.tsx';
import { limitText, planRows } from './plans.ts';
import { PLAN_RESOURCES, RESOURCE_NAMES } from './usage.ts';

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

export function PlanTable({ currentLevel }: { currentLevel: AccountLevel | null }) {
  const plans = useAccountPlans();
  if (plans.isError) {
    return <LoadFailed title="The plans could not be loaded" onRetry={() => void plans.refetch()} />;
  }
  if (plans.data === undefined) {
    return <Skeleton height={200} radius="md" role="status" aria-label="Loading plans" />;
  }
  return (
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
          {planRows(currentLevel, plans.data.plans).map((row) => (
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
                <Table.Td key={resource}>{limitText(row.limits[resource])}</Table.Td>
              ))}
              <Table.Td>{row.assistant ? 'Included' : 'Not included'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
