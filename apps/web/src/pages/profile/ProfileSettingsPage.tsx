// /profile/settings (spec section 2): the profile (picture and details), notification settings, the
// subscription section (opened by ?openSubscription=true), the Security section, and closing the account.
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ACCOUNT_ERROR_TEXTS } from '../../api/accountFailures.ts';
import { useProfile } from '../../api/profile.ts';
import { LoadFailed } from '../../guides/GuidePageStates.tsx';
import { CloseAccountSection } from '../../profile/CloseAccountSection.tsx';
import { NotificationSettingsSection } from '../../profile/NotificationSettingsSection.tsx';
import { PictureSection } from '../../profile/PictureSection.tsx';
import { ProfileForm } from '../../profile/ProfileForm.tsx';
import { SettingsCard } from '../../profile/SettingsCard.tsx';
import { SubscriptionSection } from '../../profile/SubscriptionSection.tsx';
import { ROUTE_TITLES } from '../../routes/titles.ts';
import { SecuritySettings } from './SecuritySettings.tsx';

function ProfileSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading profile">
      <Skeleton height={120} radius="md" />
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}

export function ProfileSettingsPage() {
  const profile = useProfile();
  const [searchParams] = useSearchParams();
  const openSubscription = searchParams.get('openSubscription') === 'true';

  let profileParts;
  if (profile.isPending) {
    profileParts = <ProfileSkeleton />;
  } else if (profile.isError) {
    profileParts = (
      <LoadFailed title={ACCOUNT_ERROR_TEXTS.loadProfile} onRetry={() => void profile.refetch()} />
    );
  } else {
    profileParts = (
      <>
        <SettingsCard id="picture" title="Picture" description="Shown in the header and on your profile.">
          <PictureSection email={profile.data.email} />
        </SettingsCard>
        <SettingsCard
          id="about-you"
          title="About you"
          description="Your names and how you use Write the Tone."
        >
          <ProfileForm profile={profile.data} />
        </SettingsCard>
      </>
    );
  }

  return (
    <Stack gap="xl" maw={880}>
      <Title order={1}>{ROUTE_TITLES.profileSettings}</Title>
      <Stack component="section" gap="md" aria-labelledby="profile-heading">
        <div>
          <Title order={2} id="profile-heading">
            Profile
          </Title>
          {profile.data !== undefined && (
            <Text size="sm" c="dimmed">
              Signed in as {profile.data.email}
            </Text>
          )}
        </div>
        {profileParts}
      </Stack>
      <Stack component="section" gap="md" aria-labelledby="notification-settings-heading">
        <Title order={2} id="notification-settings-heading">
          Notifications
        </Title>
        <NotificationSettingsSection />
      </Stack>
      {profile.data !== undefined && (
        <SubscriptionSection profile={profile.data} initiallyOpen={openSubscription} />
      )}
      <SecuritySettings />
      {profile.data !== undefined && <CloseAccountSection email={profile.data.email} />}
    </Stack>
  );
}
