// The subscription section of /profile/settings (spec section 2: ?openSubscription=true opens it): the
// user's plan and trial, the plans with their limits, and how a plan changes on this installation (an
// administrator runs the admin command of DESIGN.md section 8; there is no payment here).
import { Badge, Button, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Profile } from '@wtt/contract';
import { useEffect, useRef, useState } from 'react';
import { useNow } from '../notifications/useNow.ts';
import { ChangePlanInstructions } from './ChangePlanInstructions.tsx';
import { PlanTable } from './PlanTable.tsx';
import { planNameOf } from './plans.ts';
import { daysLeftText, formatDate, trialStateOf } from './trial.ts';

const DETAILS_ID = 'subscription-details';

function TrialLine({ profile }: { profile: Profile }) {
  const trial = trialStateOf(profile, useNow(60_000));
  if (trial.kind === 'none') return null;
  if (trial.kind === 'running') {
    return (
      <Text size="sm">
        Trial until {formatDate(trial.endDate)} ({daysLeftText(trial.daysLeft)}).
      </Text>
    );
  }
  return <Text size="sm">Your trial ended on {formatDate(trial.endDate)}.</Text>;
}

export function SubscriptionSection({
  profile,
  initiallyOpen,
}: {
  profile: Profile;
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const section = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (initiallyOpen) section.current?.scrollIntoView({ block: 'start' });
  }, [initiallyOpen]);

  return (
    // The margin keeps the heading clear of the fixed header when the section is scrolled to.
    <Stack
      component="section"
      gap="md"
      aria-labelledby="subscription-heading"
      ref={section}
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + 16px)' }}
    >
      <Group justify="space-between" align="center">
        <Title order={2} id="subscription-heading">
          Subscription
        </Title>
        <Button
          variant="default"
          aria-expanded={open}
          aria-controls={DETAILS_ID}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? 'Hide plans' : 'Show plans'}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>Your plan:</Text>
            <Badge variant="light" size="lg">
              {planNameOf(profile.accountLevel)}
            </Badge>
            {profile.trialPeriod && (
              <Badge variant="outline" size="lg">
                Trial
              </Badge>
            )}
          </Group>
          <TrialLine profile={profile} />
        </Stack>
      </Paper>
      <Collapse expanded={open} id={DETAILS_ID}>
        <Stack gap="md">
          <PlanTable currentLevel={profile.accountLevel} />
          <ChangePlanInstructions email={profile.email} />
        </Stack>
      </Collapse>
    </Stack>
  );
}
