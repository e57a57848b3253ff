import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { CenteredFrame } from '../layouts/CenteredFrame.tsx';
import { PATHS } from '../routes/paths.ts';

/** Any path no route knows (spec section 2); open to guests and signed-in users alike. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <CenteredFrame>
      <Stack gap="md" align="flex-start">
        <Text fw={700} fz={48} lh={1} c="primary" aria-hidden="true">
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Text>
          There is no page at{' '}
          <Text component="code" ff="monospace">
            {pathname}
          </Text>
          . It may have moved, or the link may be mistyped.
        </Text>
        <Button component={Link} to={PATHS.libraryGuides}>
          Go to the library
        </Button>
      </Stack>
    </CenteredFrame>
  );
}
