// The guide page before it has a guide: loading, not found (an unknown id or one the user may not see,
// both 404), and a failed load with a retry.
import { Alert, Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '../routes/paths.ts';

export function GuidePageSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading guide">
      <Skeleton height={36} width="40%" radius="sm" />
      <Skeleton height={96} radius="md" />
      <Skeleton height={120} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

export function GuideNotFound() {
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Guide not found</Title>
      <Text>This guide does not exist, was deleted, or is not shared with you.</Text>
      <Anchor component={Link} to={PATHS.libraryGuides}>
        Back to the library
      </Anchor>
    </Stack>
  );
}

export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={title}
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Check your connection and try again.</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
