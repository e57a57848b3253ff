// What an unverified account sees instead of a share code or a join: the server refuses both until the
// address is verified, and this says where to do it.
import { Alert, Anchor, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '../../routes/paths.ts';

export function VerifyAddressNotice({ action }: { action: string }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailExclamation size={20} aria-hidden />}
      title="Verify your email address first"
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">
        {action} needs a verified email address.{' '}
        <Anchor component={Link} to={PATHS.verify} size="sm" fw={600}>
          Verify your email address
        </Anchor>{' '}
        with the code we email you, then come back and try again.
      </Text>
    </Alert>
  );
}
