import { z } from 'zod';
import { optionalText } from '../text/storableText.ts';
import { accountLevelSchema } from './level.ts';

/** What the user does; `OTHER` with `positionText` for anything else. */
export const POSITION_CODES = [
  'WRITER',
  'EDITOR',
  'MARKETING',
  'COMMUNICATIONS',
  'SUPPORT',
  'PRODUCT',
  'DEVELOPER',
  'MANAGEMENT',
  'OTHER',
] as const;

/** What the user wants most from Write the Tone; `OTHER` with `priorityText` for anything else. */
export const PRIORITY_CODES = ['CONSISTENCY', 'CLARITY', 'TONE', 'SPEED', 'COMPLIANCE', 'OTHER'] as const;

/** The assistant's personality: 0 cat, 1 human, 2 robot (spec section 3); 1 by default and when invalid. */
export const ASSISTANT_PERSONALITIES = [0, 1, 2] as const;
export const DEFAULT_ASSISTANT_PERSONALITY = 1;

export const PROFILE_LIMITS = { name: 100, freeText: 200, companySize: 10_000_000 } as const;

export const positionCodeSchema = z.enum(POSITION_CODES);
export const priorityCodeSchema = z.enum(PRIORITY_CODES);
export const assistantPersonalitySchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** `GET /api/account/profile` (spec section 3, Profile details). Dates are ISO 8601 strings. */
export const profileSchema = z
  .object({
    accountLevel: accountLevelSchema,
    companySize: z.number().int().nullable(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    positionCode: positionCodeSchema.nullable(),
    positionText: z.string(),
    priorityCode: priorityCodeSchema.nullable(),
    priorityText: z.string(),
    registrationDate: z.iso.datetime(),
    trialPeriod: z.boolean().describe('true while the account is in its trial'),
    trialPeriodEndDate: z.iso
      .datetime()
      .nullable()
      .describe('when the trial ends or ended; null without one'),
    aiAssistantPersonality: assistantPersonalitySchema,
  })
  .meta({ id: 'Profile' });

/** The profile fields a user may change; the others are read-only (`READ_ONLY_PROFILE_FIELDS`). */
export const profileUpdateSchema = z
  .object({
    firstName: optionalText(PROFILE_LIMITS.name).transform((value) => value.trim()),
    lastName: optionalText(PROFILE_LIMITS.name).transform((value) => value.trim()),
    companySize: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(PROFILE_LIMITS.companySize, `must be at most ${PROFILE_LIMITS.companySize}`)
      .nullable(),
    positionCode: positionCodeSchema.nullable(),
    positionText: optionalText(PROFILE_LIMITS.freeText).transform((value) => value.trim()),
    priorityCode: priorityCodeSchema.nullable(),
    priorityText: optionalText(PROFILE_LIMITS.freeText).transform((value) => value.trim()),
    aiAssistantPersonality: assistantPersonalitySchema,
  })
  .partial()
  .meta({ id: 'ProfileUpdate' });

/**
 * Fields of the profile a PATCH may not change, and what to do instead: a PATCH naming any of them is
 * refused (400) with these reasons, so a client never believes it changed them.
 */
export const READ_ONLY_PROFILE_FIELDS = {
  accountLevel: 'the plan is changed by an administrator of this installation',
  email: 'change your e-mail address in Settings, Security',
  registrationDate: 'it is when the account was made',
  trialPeriod: 'the trial is set by the plan',
  trialPeriodEndDate: 'the trial is set by the plan',
} as const;

export type Profile = z.infer<typeof profileSchema>;
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type PositionCode = z.infer<typeof positionCodeSchema>;
export type PriorityCode = z.infer<typeof priorityCodeSchema>;
export type AssistantPersonality = z.infer<typeof assistantPersonalitySchema>;
