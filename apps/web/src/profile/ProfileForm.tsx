// The profile form of /profile/settings (spec section 3): names, company size, position and priority (with
// their own text for OTHER) and the assistant's personality. Saves only what changed.
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { Profile } from '@wtt/contract';
import { ASSISTANT_PERSONALITIES, POSITION_CODES, PRIORITY_CODES } from '@wtt/contract';
import type { SyntheticEvent } from 'react';
import { useState } from 'react';
import { useUpdateProfile } from '../api/profile.ts';
import { showNotice } from '../api/toast.ts';
import { ALERT_TITLE_STYLES } from './alertStyles.ts';
import { assistantPersonalityOf, PERSONALITY_LABELS } from './personality.ts';
import { POSITION_LABELS, PRIORITY_LABELS } from './profileChoices.ts';
import type { ProfileFormErrors, ProfileFormValues } from './profileForm.ts';
import { checkProfileForm, formValuesOf, profileChanges } from './profileForm.ts';

const NOT_SET = '';

const PERSONALITY_HINTS = {
  0: 'Playful, answers with a purr',
  1: 'Friendly and plain',
  2: 'Short and exact',
} as const;

function options<Code extends string>(codes: readonly Code[], labels: Record<Code, string>) {
  return [
    { value: NOT_SET, label: 'Not set' },
    ...codes.map((code) => ({ value: code, label: labels[code] })),
  ];
}

function codeOf<Code extends string>(codes: readonly Code[], value: string): Code | null {
  return codes.find((code) => code === value) ?? null;
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesOf(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const update = useUpdateProfile();
  const changes = profileChanges(profile, values);
  const changed = Object.keys(changes).length > 0;

  const set = <Key extends keyof ProfileFormValues>(key: Key, value: ProfileFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problems = checkProfileForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !changed) return;
    update.mutate(changes, {
      onSuccess: () => showNotice({ title: 'Profile saved', message: 'Your profile is up to date.' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Profile">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="First name"
            value={values.firstName}
            onChange={(event) => set('firstName', event.currentTarget.value)}
            error={errors.firstName}
            autoComplete="given-name"
          />
          <TextInput
            label="Last name"
            value={values.lastName}
            onChange={(event) => set('lastName', event.currentTarget.value)}
            error={errors.lastName}
            autoComplete="family-name"
          />
        </SimpleGrid>
        <NumberInput
          label="Company size"
          description="How many people work at your company"
          value={values.companySize}
          onChange={(value) => set('companySize', typeof value === 'number' ? value : NOT_SET)}
          error={errors.companySize}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          thousandSeparator=","
          maw={240}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label="Your role"
            data={options(POSITION_CODES, POSITION_LABELS)}
            value={values.positionCode ?? NOT_SET}
            onChange={(event) => set('positionCode', codeOf(POSITION_CODES, event.currentTarget.value))}
          />
          {values.positionCode === 'OTHER' && (
            <TextInput
              label="Your role, in your words"
              value={values.positionText}
              onChange={(event) => set('positionText', event.currentTarget.value)}
              error={errors.positionText}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label="What matters most to you"
            data={options(PRIORITY_CODES, PRIORITY_LABELS)}
            value={values.priorityCode ?? NOT_SET}
            onChange={(event) => set('priorityCode', codeOf(PRIORITY_CODES, event.currentTarget.value))}
          />
          {values.priorityCode === 'OTHER' && (
            <TextInput
              label="What matters most, in your words"
              value={values.priorityText}
              onChange={(event) => set('priorityText', event.currentTarget.value)}
              error={errors.priorityText}
            />
          )}
        </SimpleGrid>
        <Radio.Group
          label="Assistant personality"
          description="How the AI assistant talks to you"
          value={String(values.aiAssistantPersonality)}
          onChange={(value) => set('aiAssistantPersonality', assistantPersonalityOf(Number(value)))}
        >
          <Group gap="lg" mt="xs">
            {ASSISTANT_PERSONALITIES.map((personality) => (
              <Radio
                key={personality}
                value={String(personality)}
                label={PERSONALITY_LABELS[personality]}
                description={PERSONALITY_HINTS[personality]}
              />
            ))}
          </Group>
        </Radio.Group>
        {update.isError && (
          <Alert
            color="red"
            variant="light"
            title="The profile was not saved"
            role="alert"
            styles={ALERT_TITLE_STYLES}
          >
            <Text size="sm">{update.error.message}</Text>
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={update.isPending} disabled={!changed}>
            Save profile
          </Button>
          {changed && (
            <Button
              variant="default"
              onClick={() => setValues(formValuesOf(profile))}
              disabled={update.isPending}
            >
              Discard changes
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
