// The plans of spec sections 1 and 6 as the subscription section shows them. Limits are the server's
// configuration (PLAN_LIMIT_<LEVEL>_<KIND>): the status tells only the user's own plan's, so the other
// plans show the defaults of the README's configuration table, marked as such.
import type { AccountLevel, AccountStatus, PlanResource } from '@wtt/contract';

/** A limit: a number of items, or null for unlimited. */
export type PlanLimit = number | null;

export interface Plan {
  level: AccountLevel;
  name: string;
  summary: string;
  assistant: boolean;
  defaultLimits: Record<PlanResource, PlanLimit>;
}

export const PLANS: readonly Plan[] = [
  {
    level: 'NONE',
    name: 'No plan',
    summary: 'Sign in and manage your profile; the library, editor, tools and assistant are closed.',
    assistant: false,
    defaultLimits: { createTone: 0, createGlossary: 0, createPrompt: 0 },
  },
  {
    level: 'PREMIUM',
    name: 'Premium',
    summary:
      'Guides, glossaries and prompts up to the plan’s limits, the editor, the tools and the AI assistant.',
    assistant: true,
    defaultLimits: { createTone: 25, createGlossary: 25, createPrompt: 100 },
  },
  {
    level: 'ENTERPRISE',
    name: 'Enterprise',
    summary: 'Everything in Premium, for teams that need more guides, glossaries and prompts.',
    assistant: true,
    defaultLimits: { createTone: null, createGlossary: null, createPrompt: null },
  },
];

export interface PlanRow extends Plan {
  current: boolean;
  limits: Record<PlanResource, PlanLimit>;
  /** True when the limits are this installation's (the user's own plan), false for the defaults. */
  limitsKnown: boolean;
}

/** The plans with the user's own marked and its limits read from the status (when there is one). */
export function planRows(currentLevel: AccountLevel | null, status: AccountStatus | undefined): PlanRow[] {
  return PLANS.map((plan) => {
    const current = plan.level === currentLevel;
    if (!current || status === undefined || status.closed) {
      return { ...plan, current, limits: plan.defaultLimits, limitsKnown: false };
    }
    const usage = status.resourceUsage;
    const limits = {
      createTone: usage.createTone.limit,
      createGlossary: usage.createGlossary.limit,
      createPrompt: usage.createPrompt.limit,
    };
    return { ...plan, current, limits, limitsKnown: true };
  });
}

export function limitText(limit: PlanLimit): string {
  if (limit === null) return 'Unlimited';
  if (limit === 0) return 'None';
  return String(limit);
}

export function planNameOf(level: AccountLevel): string {
  return PLANS.find((plan) => plan.level === level)?.name ?? level;
}

/** The command an administrator runs on this installation to set a user's plan (DESIGN.md section 8). */
export function setLevelCommand(email: string, level: AccountLevel): string {
  return `npm run wtt -- admin set-level ${email} ${level}`;
}
