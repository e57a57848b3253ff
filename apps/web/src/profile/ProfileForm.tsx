// The profile form of /profile/settings (spec section 3): names, company size, position and priority (with
// their own text for OTHER) and the assistant's personality. Saves only what changed.
import { Button, Group, NumberInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Profile } from '@wtt/contract';
import { ASSISTANT_PERSONALITIES, POSITION_CODES, PRIORITY_CODES } from '@wtt/contract';
import type { SyntheticEvent } from 'react';
import { useState } from 'react';
import { useUpdateProfile } from '../api/profile.ts';
import { showNotice } from '../api/toast.ts';
import { ChoiceWithOther } from './ChoiceWithOther.tsx';
import { RefusalAlert } from './RefusalAlert.tsx';
import { assistantPersonalityOf, PERSONALITY_LABELS } from './personality.ts';
import { POSITION_LABELS, PRIORITY_LABELS } from './profileChoices.ts';
import type { ProfileFormErrors, ProfileFormValues } from './profileForm.ts';
import { checkProfileForm, formValuesOf, profileChanges } from './profileForm.ts';

// An empty number field.
const NOT_SET = '';

const PERSONALITY_HINTS = {
  0: 'Playful, answers with a purr',
  1: 'Friendly and plain',
  2: 'Short and exact',
} as const;

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
        <ChoiceWithOther
          label="Your role"
          otherLabel="Your role, in your words"
          codes={POSITION_CODES}
          labels={POSITION_LABELS}
          code={values.positionCode}
          text={values.positionText}
          textError={errors.positionText}
          onCode={(code) => set('positionCode', code)}
          onText={(text) => set('positionText', text)}
        />
        <ChoiceWithOther
          label="What matters most to you"
          otherLabel="What matters most, in your words"
          codes={PRIORITY_CODES}
          labels={PRIORITY_LABELS}
          code={values.priorityCode}
          text={values.priorityText}
          textError={errors.priorityText}
          onCode={(code) => set('priorityCode', code)}
          onText={(text) => set('priorityText', text)}
        />
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
        {update.isError && <RefusalAlert title="The profile was not saved" reason={update.error.message} />}
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
