// Where an account without a plan (level NONE) is sent (spec section 4): why, the plans, and what the user
// can do next (ask the administrator for a plan, manage the profile meanwhile, or log out).
import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LogoutButton } from '../components/LogoutButton.tsx';
import { useProfile } from '../api/profile.ts';
import { useNow } from '../notifications/useNow.ts';
import { ChangePlanInstructions } from '../profile/ChangePlanInstructions.tsx';
import { PlanTable } from '../profile/PlanTable.tsx';
import { formatDate, trialStateOf } from '../profile/trial.ts';
import { PATHS } from '../routes/paths.ts';
import { ROUTE_TITLES } from '../routes/titles.ts';

export function SubscriptionRequiredPage() {
  const profile = useProfile();
  const now = useNow(60_000);
  const trial = profile.data === undefined ? null : trialStateOf(profile.data, now);

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>{ROUTE_TITLES.subscriptionRequired}</Title>
      <Text>
        {trial?.kind === 'ended'
          ? `Your trial ended on ${formatDate(trial.endDate)} and your account has no plan now, `
          : 'Your account has no plan, '}
        so the library, the editor, the tools and the assistant are closed to it. Your guides, glossaries and
        prompts are kept: they are there again as soon as your account has a plan.
      </Text>
      <Stack component="section" gap="sm" aria-labelledby="next-steps-heading">
        <Title order={2} id="next-steps-heading">
          What you can do
        </Title>
        <List spacing="xs">
          <List.Item>Ask the administrator of this installation for a plan (see below).</List.Item>
          <List.Item>
            Meanwhile your{' '}
            <Anchor component={Link} to={PATHS.profileOverview}>
              profile
            </Anchor>{' '}
            and{' '}
            <Anchor component={Link} to={PATHS.profileSettings}>
              settings
            </Anchor>{' '}
            stay open to you.
          </List.Item>
          <List.Item>Log out, and come back once your plan is set.</List.Item>
        </List>
        <Group>
          <LogoutButton />
        </Group>
      </Stack>
      <Stack component="section" gap="sm" aria-labelledby="plans-heading">
        <Title order={2} id="plans-heading">
          Plans
        </Title>
        <PlanTable currentLevel={profile.data?.accountLevel ?? null} />
        {profile.data !== undefined && <ChangePlanInstructions email={profile.data.email} />}
      </Stack>
    </Stack>
  );
}
