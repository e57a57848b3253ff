// /profile/overview: who you are, your plan and trial (end date and days left), and how much of each plan
// resource you use, as bars (GET /api/account/profile and /status).
import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@wtt/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAccountStatus } from '../../api/account.ts';
import { ACCOUNT_ERROR_TEXTS } from '../../api/accountFailures.ts';
import { useProfile } from '../../api/profile.ts';
import { LoadFailed } from '../../guides/GuidePageStates.tsx';
import { useNow } from '../../notifications/useNow.ts';
import { ProfileAvatar } from '../../profile/ProfileAvatar.tsx';
import { PERSONALITY_LABELS } from '../../profile/personality.ts';
import { planNameOf } from '../../profile/plans.ts';
import { describeChoice, POSITION_LABELS, PRIORITY_LABELS } from '../../profile/profileChoices.ts';
import { daysLeftText, formatDate, trialStateOf } from '../../profile/trial.ts';
import { UsageBars } from '../../profile/UsageBars.tsx';
import { PATHS } from '../../routes/paths.ts';
import { ROUTE_TITLES } from '../../routes/titles.ts';

const SUBSCRIPTION_SETTINGS = `${PATHS.profileSettings}?openSubscription=true`;

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value ?? 'Not set'}</Text>
    </div>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={`${id}-heading`}>
      <Stack gap="md">
        <Title order={2} size="h3" id={`${id}-heading`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function WhoYouAre({ profile }: { profile: Profile }) {
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <Card id="who-you-are" title="Who you are">
      <Group gap="md" wrap="nowrap">
        <ProfileAvatar email={profile.email} size={72} />
        <div>
          <Text fw={600} size="lg">
            {name === '' ? 'No name yet' : name}
          </Text>
          <Text size="sm" c="dimmed">
            {profile.email}
          </Text>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact
          label="Role"
          value={describeChoice(POSITION_LABELS, profile.positionCode, profile.positionText)}
        />
        <Fact
          label="What matters most"
          value={describeChoice(PRIORITY_LABELS, profile.priorityCode, profile.priorityText)}
        />
        <Fact
          label="Company size"
          value={profile.companySize === null ? null : profile.companySize.toLocaleString()}
        />
        <Fact label="Assistant personality" value={PERSONALITY_LABELS[profile.aiAssistantPersonality]} />
        <Fact label="Member since" value={formatDate(profile.registrationDate)} />
      </SimpleGrid>
      <Anchor component={Link} to={PATHS.profileSettings} size="sm">
        Edit your profile
      </Anchor>
    </Card>
  );
}

function YourPlan({ profile }: { profile: Profile }) {
  const trial = trialStateOf(profile, useNow(60_000));
  return (
    <Card id="your-plan" title="Your plan">
      <Group gap="xs">
        <Badge size="lg" variant="light">
          {planNameOf(profile.accountLevel)}
        </Badge>
        {trial.kind === 'running' && (
          <Badge size="lg" variant="outline">
            Trial
          </Badge>
        )}
      </Group>
      {trial.kind === 'running' && (
        <Stack gap={2}>
          <Text size="sm">Your trial ends on {formatDate(trial.endDate)}.</Text>
          <Text size="xl" fw={700}>
            {daysLeftText(trial.daysLeft)}
          </Text>
        </Stack>
      )}
      {trial.kind === 'ended' && <Text size="sm">Your trial ended on {formatDate(trial.endDate)}.</Text>}
      {trial.kind === 'none' && <Text size="sm">No trial on this account.</Text>}
      <Anchor component={Link} to={SUBSCRIPTION_SETTINGS} size="sm">
        See the plans
      </Anchor>
    </Card>
  );
}

function Usage() {
  const status = useAccountStatus();
  return (
    <Card id="usage" title="Usage">
      {status.isPending && <Skeleton height={160} radius="sm" role="status" aria-label="Loading usage" />}
      {status.isError && (
        <LoadFailed title="The usage could not be loaded" onRetry={() => void status.refetch()} />
      )}
      {status.data !== undefined && <UsageBars status={status.data} />}
    </Card>
  );
}

export function ProfileOverviewPage() {
  const profile = useProfile();
  let content;
  if (profile.isPending) {
    content = (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading profile">
        <Skeleton height={160} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  } else if (profile.isError) {
    content = <LoadFailed title={ACCOUNT_ERROR_TEXTS.loadProfile} onRetry={() => void profile.refetch()} />;
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <WhoYouAre profile={profile.data} />
        <Stack gap="lg">
          <YourPlan profile={profile.data} />
          <Usage />
        </Stack>
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="lg" maw={1040}>
      <Title order={1}>{ROUTE_TITLES.profileOverview}</Title>
      {content}
    </Stack>
  );
}
