// Plan limits before a create (spec sections 5 and 6): creating a guide, glossary or prompt is allowed
// while the remaining count for it is above 0, and when there is no usage data (no status yet, or
// `remaining: null`, which the server answers for an unlimited plan). Otherwise the 'Upgrade required'
// dialog opens instead of the create. The server checks again (403), so this only spares the round trip.
import type { AccountStatus, PlanResource, ResourceUsage } from '@wtt/contract';

/** How the dialog names each kind of item. */
export const PLAN_RESOURCE_NAMES: Record<PlanResource, string> = {
  createTone: 'guides',
  createGlossary: 'glossaries',
  createPrompt: 'prompts',
};

export type CreateCheck =
  | { allowed: true }
  | { allowed: false; resource: PlanResource; count: number; limit: number; message: string };

/** The text of the 'Upgrade required' dialog (spec section 2). */
export function upgradeRequiredMessage(resource: PlanResource, count: number, limit: number): string {
  return (
    `You have reached the limit for ${PLAN_RESOURCE_NAMES[resource]} (${count} out of ${limit}). ` +
    'Upgrade your subscription plan to create more!'
  );
}

export function isCreateAllowed(usage: ResourceUsage | null | undefined): boolean {
  if (usage === null || usage === undefined) return true;
  return usage.remaining === null || usage.remaining > 0;
}

export function checkCreate(status: AccountStatus | null | undefined, resource: PlanResource): CreateCheck {
  const usage = status?.resourceUsage[resource];
  if (usage === undefined || isCreateAllowed(usage)) return { allowed: true };
  const limit = usage.limit ?? 0;
  // `remaining` never goes below 0, so this is the limit itself when a plan shrank under what exists.
  const count = Math.max(0, limit - (usage.remaining ?? 0));
  return { allowed: false, resource, count, limit, message: upgradeRequiredMessage(resource, count, limit) };
}

/**
 * Whether to go on with a create; when not, `requestUpgrade` gets the dialog's text (the app passes the
 * upgrade dialog store's `request`, the same signal a 403 raises).
 */
export function guardCreate(
  status: AccountStatus | null | undefined,
  resource: PlanResource,
  requestUpgrade: (reason: string) => void,
): boolean {
  const check = checkCreate(status, resource);
  if (!check.allowed) requestUpgrade(check.message);
  return check.allowed;
}
