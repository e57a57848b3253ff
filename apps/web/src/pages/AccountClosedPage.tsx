import { Stack, Text, Title } from '@mantine/core';
import { CenteredFrame } from '../layouts/CenteredFrame.tsx';

/** Where a closed account is sent (spec section 4); open without login. */
export function AccountClosedPage() {
  return (
    <CenteredFrame>
      <Stack gap="md">
        <Title order={1}>Account closed</Title>
        <Text>
          This account has been closed. Its guides, glossaries and prompts can no longer be opened, and the
          editor and assistant are not available to it.
        </Text>
        <Text c="dimmed" size="sm">
          If you think this is a mistake, contact the administrator of your Write the Tone installation.
        </Text>
      </Stack>
    </CenteredFrame>
  );
}
