import { z } from 'zod';
import type { AccountLevel } from './level.ts';
import { accountLevelSchema } from './level.ts';

/** The plans' names as people read them (the codes are for the admin command and the API). */
export const PLAN_NAMES: Readonly<Record<AccountLevel, string>> = {
  NONE: 'No plan',
  PREMIUM: 'Premium',
  ENTERPRISE: 'Enterprise',
};

/** The plans that include the AI assistant (spec section 6: Premium means PREMIUM or ENTERPRISE). */
export const ASSISTANT_LEVELS: ReadonlySet<AccountLevel> = new Set<AccountLevel>(['PREMIUM', 'ENTERPRISE']);

export function includesAssistant(level: AccountLevel): boolean {
  return ASSISTANT_LEVELS.has(level);
}

const planLimitSchema = z
  .number()
  .int()
  .min(0)
  .nullable()
  .describe('How many the plan allows; null when it sets no limit (unlimited).');

export const planSchema = z
  .object({
    level: accountLevelSchema,
    name: z.string(),
    limits: z.object({
      createTone: planLimitSchema,
      createGlossary: planLimitSchema,
      createPrompt: planLimitSchema,
    }),
    assistant: z.boolean().describe('Whether the plan includes the AI assistant.'),
  })
  .meta({ id: 'Plan' });

/** `GET /api/account/plans`: this installation's plans with the limits its administrator configured. */
export const accountPlansSchema = z.object({ plans: z.array(planSchema) }).meta({ id: 'AccountPlans' });

export type Plan = z.infer<typeof planSchema>;
export type AccountPlans = z.infer<typeof accountPlansSchema>;
