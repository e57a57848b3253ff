// The plans of spec sections 1 and 6 as the subscription section shows them: the installation's plans
// and limits (GET /api/account/plans) with a line on what each opens, the user's own marked.
import type { AccountLevel, Plan } from '@wtt/contract';
import { PLAN_NAMES } from '@wtt/contract';

/** A limit: a number of items, or null for unlimited. */
export type PlanLimit = number | null;

const PLAN_SUMMARIES: Readonly<Record<AccountLevel, string>> = {
  NONE: 'Sign in and manage your profile; the library, editor, tools and assistant are closed.',
  PREMIUM:
    'Guides, glossaries and prompts up to the plan’s limits, the editor, the tools and the AI assistant.',
  ENTERPRISE: 'Everything in Premium, for teams that need more guides, glossaries and prompts.',
};

export interface PlanRow extends Plan {
  summary: string;
  current: boolean;
}

/** The installation's plans with the user's own marked (none when the level is not known yet). */
export function planRows(currentLevel: AccountLevel | null, plans: readonly Plan[]): PlanRow[] {
  return plans.map((plan) => ({
    ...plan,
    summary: PLAN_SUMMARIES[plan.level],
    current: plan.level === currentLevel,
  }));
}

export function limitText(limit: PlanLimit): string {
  if (limit === null) return 'Unlimited';
  if (limit === 0) return 'None';
  return String(limit);
}

export function planNameOf(level: AccountLevel): string {
  return PLAN_NAMES[level];
}

/** The command an administrator runs on this installation to set a user's plan (DESIGN.md section 8). */
export function setLevelCommand(email: string, level: AccountLevel): string {
  return `npm run wtt -- admin set-level ${email} ${level}`;
}
