// Shown in the main layout while the signed-in user's address is unverified: the server refuses sharing
// until then (docs/decisions.md, Identity, "Unverified accounts"), so the user learns why and where to fix it.
import { Alert, Anchor, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '../routes/paths.ts';

export const UNVERIFIED_TITLE = 'Your email address is not verified';
export const VERIFY_LINK_TEXT = 'Verify your email address';

// Mantine tints the title like the light background (too faint to read); the body text
// colour reads in light and dark mode.
const TITLE_STYLES = { label: { color: 'var(--mantine-color-text)' } };

export function UnverifiedAddressBanner({ email }: { email: string }) {
  return (
    <Alert
      // A named region rather than Mantine's role="alert": the banner stays on every page, and an alert
      // would be announced again whenever the layout mounts.
      role="region"
      variant="light"
      color="orange"
      icon={<IconMailExclamation size={20} aria-hidden />}
      title={UNVERIFIED_TITLE}
      styles={TITLE_STYLES}
      mb="md"
    >
      <Text size="sm">
        Sharing guides and joining guides others share with you stay blocked until you verify {email}.{' '}
        <Anchor
          component={Link}
          to={PATHS.verify}
          size="sm"
          fw={600}
          c="var(--mantine-color-text)"
          underline="always"
        >
          {VERIFY_LINK_TEXT}
        </Anchor>
      </Text>
    </Alert>
  );
}
