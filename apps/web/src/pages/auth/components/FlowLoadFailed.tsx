import { Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { MessageBox } from './FlowMessages.tsx';

/** A flow that could not be started: the spec's text as title, the server's reason if any, and a retry. */
export function FlowLoadFailed({
  title,
  detail,
  onRetry,
}: {
  title: string;
  detail: string | null;
  onRetry: () => void;
}) {
  return (
    <Stack gap="sm">
      <MessageBox type="error" title={title}>
        {detail !== null && <Text size="sm">{detail}</Text>}
      </MessageBox>
      <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
