// /profile/settings (spec section 2). The Security section is built; the other settings (profile,
// subscription via ?openSubscription=true, notifications) come with later issues and keep the notice.
import { Stack, Title } from '@mantine/core';
import { UnfinishedNotice } from '../../components/UnfinishedNotice.tsx';
import { ROUTE_TITLES } from '../../routes/titles.ts';
import { SecuritySettings } from './SecuritySettings.tsx';

export function ProfileSettingsPage() {
  return (
    <Stack gap="xl" maw={880}>
      <Title order={1}>{ROUTE_TITLES.profileSettings}</Title>
      <UnfinishedNotice>
        The profile, subscription and notification settings are not built yet.
      </UnfinishedNotice>
      <SecuritySettings />
    </Stack>
  );
}
