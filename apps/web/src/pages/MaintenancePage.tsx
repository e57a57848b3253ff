import { Button, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { resolveReturnTo } from '../auth/returnTo.ts';
import { CenteredFrame } from '../layouts/CenteredFrame.tsx';

/** Where three consecutive server errors lead (spec section 4); "Try again" goes back to return_to. */
export function MaintenancePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = resolveReturnTo(searchParams.get('return_to'), window.location.origin);
  return (
    <CenteredFrame>
      <Stack gap="md" align="flex-start">
        <Title order={1}>Server error</Title>
        <Text>
          The server failed to answer several requests in a row. It may be restarting or under maintenance.
          Your work in this browser is kept; please try again in a moment.
        </Text>
        <Button
          leftSection={<IconRefresh size={16} />}
          onClick={() => void navigate(returnTo, { replace: true })}
        >
          Try again
        </Button>
      </Stack>
    </CenteredFrame>
  );
}
