import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { UnfinishedNotice } from '../../components/UnfinishedNotice.tsx';
import { PATHS } from '../../routes/paths.ts';

/**
 * The login screen. The form (password, two-factor, external providers) comes with the identity issue;
 * the page already keeps its return_to query untouched so that flow can send the user back.
 */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const timedOut = searchParams.get('error') === 'timeout';
  return (
    <Stack gap="md">
      <Title order={1}>Log in</Title>
      <Text c="dimmed">Log in to Write the Tone to open your guides, glossaries and prompts.</Text>
      {timedOut && (
        <Alert
          color="red"
          variant="light"
          icon={<IconClockExclamation size={18} />}
          title="Your session could not be loaded"
        >
          Loading your session took too long. Please log in again.
        </Alert>
      )}
      <UnfinishedNotice>The login form is not built yet.</UnfinishedNotice>
      <Group justify="space-between">
        <Anchor component={Link} to={PATHS.register} size="sm">
          Create an account
        </Anchor>
        <Anchor component={Link} to={PATHS.forgotPassword} size="sm">
          Forgot your password?
        </Anchor>
      </Group>
    </Stack>
  );
}
