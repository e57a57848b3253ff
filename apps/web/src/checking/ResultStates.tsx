// The states of a tool's result area before there is a result: nothing run yet, running, or failed.
import { Alert, Group, Loader, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export function ResultPlaceholder({ children }: { children: string }) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid="empty-state">
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Paper>
  );
}

export function ResultLoading({ children }: { children: string }) {
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <Text>{children}</Text>
    </Group>
  );
}

export function ResultError({ title, message }: { title: string; message: string }) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
