import { Center, Loader, Stack, Text } from '@mantine/core';

/** The start-up indicator shown until the user has been initialised (spec section 2). */
export function FullScreenLoader() {
  return (
    <Center h="100dvh" role="status" aria-live="polite" data-testid="app-loading">
      <Stack align="center" gap="sm">
        <Loader color="primary" />
        <Text c="dimmed">Loading application...</Text>
      </Stack>
    </Center>
  );
}
