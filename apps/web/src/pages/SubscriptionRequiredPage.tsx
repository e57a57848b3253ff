import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '../routes/paths.ts';

/** Where an account without a plan (level NONE) is sent (spec section 4). */
export function SubscriptionRequiredPage() {
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>Subscription Required</Title>
      <Text>
        Your account has no active subscription, so guides, the editor, the tools and the assistant are not
        available. Choose a plan in your settings to continue where you left off.
      </Text>
      <Button component={Link} to={`${PATHS.profileSettings}?openSubscription=true`} w="fit-content">
        Choose a plan
      </Button>
    </Stack>
  );
}
