import type { AccountStatus, PlanResource } from '@wtt/contract';
import type { AccountConfig } from '../config/environment.ts';
import type { AccountRow } from './accountStore.ts';
import { effectiveLimits } from './planLimits.ts';

/** How many items of each kind count against the plan (the text service counts them). */
export type ResourceCounts = Record<PlanResource, number>;

/** `GET /api/account/status`: closed, and per kind the limit and what remains (null for both: unlimited). */
export function accountStatus(
  account: AccountRow,
  config: AccountConfig,
  used: ResourceCounts,
  now: Date,
): AccountStatus {
  const limits = effectiveLimits(account, config, now);
  const usage = (resource: PlanResource) => {
    const limit = limits[resource];
    return { limit, remaining: limit === null ? null : Math.max(0, limit - used[resource]) };
  };
  return {
    closed: account.closed,
    resourceUsage: {
      createTone: usage('createTone'),
      createGlossary: usage('createGlossary'),
      createPrompt: usage('createPrompt'),
    },
  };
}
