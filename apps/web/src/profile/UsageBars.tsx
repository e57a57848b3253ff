// How much of each plan resource the user has used, against the plan's limit (GET /api/account/status).
import { Progress, Stack, Text } from '@mantine/core';
import type { AccountStatus } from '@wtt/contract';
import { PLAN_RESOURCES, RESOURCE_NAMES, usageBarOf, usageText } from './usage.ts';

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

export function UsageBars({ status }: { status: AccountStatus }) {
  return (
    <Stack gap="md">
      {PLAN_RESOURCES.map((resource) => {
        const bar = usageBarOf(status.resourceUsage[resource]);
        const text = usageText(resource, bar);
        const name = capitalised(RESOURCE_NAMES[resource].many);
        return (
          <Stack key={resource} gap={4}>
            <Text size="sm" fw={600}>
              {name}
            </Text>
            {bar.kind === 'limited' ? (
              <Progress
                value={bar.percent}
                size="lg"
                radius="sm"
                color={bar.used >= bar.limit ? 'red' : 'primary'}
                aria-label={`${name}: ${text}`}
              />
            ) : (
              <Progress value={0} size="lg" radius="sm" aria-label={`${name}: ${text}`} />
            )}
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
