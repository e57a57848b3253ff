// What a builder run shows: the live progress bar with the job's stage and a Cancel button while it runs,
// and a clear message once it was cancelled or failed (the form above keeps its contents).
import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlayerStop } from '@tabler/icons-react';
import type { BuilderRun } from './useBuilderRun.ts';

export const PROGRESS_LABEL = 'Guide builder progress';

export function BuilderRunStatus({ run }: { run: BuilderRun }) {
  const percent = Math.round(run.progress);
  if (
    run.phase === 'starting' ||
    run.phase === 'running' ||
    run.phase === 'cancelling' ||
    run.phase === 'done'
  ) {
    return (
      <Paper withBorder p="md" radius="md" aria-labelledby="builder-run-title" component="section">
        <Stack gap="sm">
          <Title order={2} size="h4" id="builder-run-title">
            {run.phase === 'done' ? 'Guide built: opening it…' : 'Building your guide'}
          </Title>
          <Group justify="space-between" gap="xs">
            <Text role="status" aria-live="polite" data-testid="builder-stage">
              {run.phase === 'starting'
                ? 'Starting the builder…'
                : run.phase === 'cancelling'
                  ? 'Cancelling…'
                  : (run.stage ?? 'Waiting to start')}
            </Text>
            <Text fw={600} aria-hidden>
              {percent}%
            </Text>
          </Group>
          <Progress
            value={percent}
            aria-label={PROGRESS_LABEL}
            size="lg"
            striped
            animated={run.phase !== 'done'}
          />
          {run.error !== null && (
            <Text size="sm" c="red" role="alert">
              {run.error}
            </Text>
          )}
          {run.phase !== 'done' && (
            <Group justify="flex-end">
              <Button
                variant="default"
                leftSection={<IconPlayerStop size={16} />}
                onClick={run.cancel}
                loading={run.phase === 'cancelling'}
                disabled={run.phase === 'starting'}
              >
                Cancel
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    );
  }
  if (run.phase === 'cancelled') {
    return (
      <Alert
        color="yellow"
        variant="light"
        title="Build cancelled"
        icon={<IconPlayerStop size={18} />}
        // Mantine's yellow title on the light yellow background is below 4.5:1.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        The builder stopped and no guide was created. Your name, description and texts are still here: change
        them or build again.
      </Alert>
    );
  }
  if (run.phase === 'failed') {
    return (
      <Alert
        color="red"
        variant="light"
        title="The guide could not be built"
        icon={<IconAlertTriangle size={18} />}
      >
        <Text size="sm">{run.error ?? 'Unknown error occurred'}</Text>
        <Text size="sm" mt={4}>
          Your entries are kept; you can build again.
        </Text>
      </Alert>
    );
  }
  return null;
}
