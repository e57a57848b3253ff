// A plan resource's usage as a bar (spec section 3: `resourceUsage` keyed by createTone, createGlossary,
// createPrompt, each with a limit and a remaining count; null is unlimited).
import type { PlanResource, ResourceUsage } from '@wtt/contract';

export const RESOURCE_NAMES: Record<PlanResource, { one: string; many: string }> = {
  createTone: { one: 'guide', many: 'guides' },
  createGlossary: { one: 'glossary', many: 'glossaries' },
  createPrompt: { one: 'prompt', many: 'prompts' },
};

export const PLAN_RESOURCES: readonly PlanResource[] = ['createTone', 'createGlossary', 'createPrompt'];

export type UsageBar =
  | { kind: 'unlimited' }
  | { kind: 'notIncluded' }
  | { kind: 'limited'; used: number; limit: number; percent: number };

/**
 * The status has no count, so used is `limit - remaining` (the limit itself when the plan shrank below what
 * exists: remaining never goes below 0).
 */
export function usageBarOf(usage: ResourceUsage): UsageBar {
  if (usage.limit === null || usage.remaining === null) return { kind: 'unlimited' };
  if (usage.limit <= 0) return { kind: 'notIncluded' };
  const used = Math.max(0, usage.limit - Math.max(0, usage.remaining));
  return { kind: 'limited', used, limit: usage.limit, percent: Math.min(100, (used / usage.limit) * 100) };
}

export function usageText(resource: PlanResource, bar: UsageBar): string {
  const names = RESOURCE_NAMES[resource];
  if (bar.kind === 'unlimited') return `Unlimited ${names.many}`;
  if (bar.kind === 'notIncluded') return `Your plan includes no ${names.many}`;
  return `${bar.used} of ${bar.limit} ${bar.limit === 1 ? names.one : names.many} used`;
}
