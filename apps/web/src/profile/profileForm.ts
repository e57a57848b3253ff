// The profile form's values, checks and what a save sends (spec section 3: names, company size, position
// and priority with their texts, the assistant's personality). Limits are the contract's.
import type { AssistantPersonality, PositionCode, PriorityCode, Profile, ProfileUpdate } from '@wtt/contract';
import { PROFILE_LIMITS } from '@wtt/contract';
import { assistantPersonalityOf } from './personality.ts';

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  /** What the number field holds: a number, or '' when empty. */
  companySize: number | '';
  positionCode: PositionCode | null;
  positionText: string;
  priorityCode: PriorityCode | null;
  priorityText: string;
  aiAssistantPersonality: AssistantPersonality;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

export function formValuesOf(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    companySize: profile.companySize ?? '',
    positionCode: profile.positionCode,
    positionText: profile.positionText,
    priorityCode: profile.priorityCode,
    priorityText: profile.priorityText,
    aiAssistantPersonality: assistantPersonalityOf(profile.aiAssistantPersonality),
  };
}

function tooLong(value: string, max: number): string | undefined {
  return value.trim().length > max ? `At most ${max} characters.` : undefined;
}

export function checkProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  const checks: [keyof ProfileFormValues, string | undefined][] = [
    ['firstName', tooLong(values.firstName, PROFILE_LIMITS.name)],
    ['lastName', tooLong(values.lastName, PROFILE_LIMITS.name)],
    // A text that is not sent (its code is not OTHER) needs no check.
    [
      'positionText',
      values.positionCode === 'OTHER' ? tooLong(values.positionText, PROFILE_LIMITS.freeText) : undefined,
    ],
    [
      'priorityText',
      values.priorityCode === 'OTHER' ? tooLong(values.priorityText, PROFILE_LIMITS.freeText) : undefined,
    ],
  ];
  for (const [field, message] of checks) if (message !== undefined) errors[field] = message;
  const size = values.companySize;
  if (size !== '' && (!Number.isInteger(size) || size < 1 || size > PROFILE_LIMITS.companySize)) {
    errors.companySize = `A whole number from 1 to ${PROFILE_LIMITS.companySize.toLocaleString('en-US')}.`;
  }
  return errors;
}

/** What the form would save: the OTHER texts only with OTHER (else emptied), names and texts trimmed. */
function savedFields(values: ProfileFormValues): Required<ProfileUpdate> {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    companySize: values.companySize === '' ? null : values.companySize,
    positionCode: values.positionCode,
    positionText: values.positionCode === 'OTHER' ? values.positionText.trim() : '',
    priorityCode: values.priorityCode,
    priorityText: values.priorityCode === 'OTHER' ? values.priorityText.trim() : '',
    aiAssistantPersonality: values.aiAssistantPersonality,
  };
}

/** Only the fields that differ from the profile: an empty object means there is nothing to save. */
export function profileChanges(profile: Profile, values: ProfileFormValues): ProfileUpdate {
  const saved = savedFields(values);
  const before = savedFields(formValuesOf(profile));
  const changes: ProfileUpdate = {};
  for (const key of Object.keys(saved) as (keyof ProfileUpdate)[]) {
    if (saved[key] !== before[key]) Object.assign(changes, { [key]: saved[key] });
  }
  return changes;
}
