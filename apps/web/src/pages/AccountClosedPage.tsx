// Where a closed account is sent (spec section 4); open without login. It says what the user can do next:
// ask the administrator to reopen the account, and log out.
import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuthState } from '../auth/useAuthState.ts';
import { LogoutButton } from '../components/LogoutButton.tsx';
import { CenteredFrame } from '../layouts/CenteredFrame.tsx';
import { PATHS } from '../routes/paths.ts';

export function AccountClosedPage() {
  const { session } = useAuthState();
  const email = session?.identity.traits.email ?? '';
  return (
    <CenteredFrame>
      <Stack gap="md">
        <Title order={1}>Account closed</Title>
        <Text>
          {email === '' ? 'This account' : `The account ${email}`} has been closed. Its guides, glossaries and
          prompts can no longer be opened, and the editor, the tools and the assistant are not available to
          it.
        </Text>
        <Title order={2} size="h4">
          What you can do
        </Title>
        <Text size="sm">
          Only the administrator of your Write the Tone installation can open the account again. If you closed
          it by mistake, or think it was closed in error, ask them to run:
        </Text>
        <Code block>{`npm run wtt -- admin reopen ${email === '' ? '<your e-mail address>' : email}`}</Code>
        <Group>
          {session === null ? (
            <Button
              component={Link}
              to={PATHS.login}
              variant="default"
              leftSection={<IconLogin size={16} aria-hidden />}
            >
              Go to login
            </Button>
          ) : (
            <LogoutButton />
          )}
        </Group>
      </Stack>
    </CenteredFrame>
  );
}
