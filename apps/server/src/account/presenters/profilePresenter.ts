import {
  DEFAULT_ASSISTANT_PERSONALITY,
  positionCodeSchema,
  priorityCodeSchema,
  type AssistantPersonality,
  type Profile,
} from '@wtt/contract';
import { effectivePlan } from '../accountLevel.ts';
import type { AccountRow } from '../accountStore.ts';
import type { StoredProfile } from '../profile/profileStore.ts';

/** Spec section 5: an invalid personality index reads as the default (1, human). */
function personality(value: number): AssistantPersonality {
  return value === 0 || value === 1 || value === 2 ? value : DEFAULT_ASSISTANT_PERSONALITY;
}

/** `GET /api/account/profile`: who the user is (e-mail from their session), their plan and what they entered. */
export function presentProfile(
  email: string,
  account: AccountRow,
  profile: StoredProfile,
  now: Date,
): Profile {
  const plan = effectivePlan(account, now);
  return {
    accountLevel: plan.accountLevel,
    companySize: profile.company_size,
    email,
    firstName: profile.first_name,
    lastName: profile.last_name,
    // A code no longer offered reads as none (the text the user wrote stays).
    positionCode: positionCodeSchema.safeParse(profile.position_code).data ?? null,
    positionText: profile.position_text,
    priorityCode: priorityCodeSchema.safeParse(profile.priority_code).data ?? null,
    priorityText: profile.priority_text,
    registrationDate: account.registration_date.toISOString(),
    trialPeriod: plan.trialPeriod,
    trialPeriodEndDate: plan.trialPeriodEndDate?.toISOString() ?? null,
    aiAssistantPersonality: personality(profile.ai_assistant_personality),
  };
}
