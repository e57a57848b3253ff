// The notifications the server makes, one function per kind: their words and where they lead in the app.
// Texts are plain (the app shows them as text, never as HTML) and name the guide they are about.
import { type AccountLevel, type NotificationKind, PLAN_NAMES } from '@wtt/contract';
import type { NewNotification } from './notificationStore.ts';

/**
 * Kinds a user may turn off with enableNonEssentialNotifications: news that needs nothing from them.
 * The others ask for an action or change what the account can do (a failed build to start again, a
 * trial that ends, a new level), so they always come (docs/decisions.md "Account area").
 */
export const NON_ESSENTIAL_KINDS: ReadonlySet<NotificationKind> = new Set([
  'BUILD_FINISHED',
  'GUIDE_JOINED',
  'SHARE_CODE_EXPIRED',
]);

interface GuideRef {
  id: string;
  name: string;
}

const DAY_MS = 86_400_000;
const SUBSCRIPTION_LINK = '/profile/settings?openSubscription=true';
const guideLink = (guide: GuideRef) => `/library/guide/${guide.id}`;

/** A date as the notification names it: 2026-06-01 (UTC, the same for every reader). */
function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function buildFinished(guide: GuideRef, ruleCount: number): NewNotification {
  return {
    kind: 'BUILD_FINISHED',
    text: `The guide builder finished "${guide.name}": ${ruleCount} ${ruleCount === 1 ? 'rule' : 'rules'} from your samples.`,
    link: guideLink(guide),
  };
}

export function buildFailed(guideName: string | undefined, reason: string): NewNotification {
  const what = guideName === undefined ? 'your guide' : `"${guideName}"`;
  return {
    kind: 'BUILD_FAILED',
    text: `The guide builder could not finish ${what}: ${reason}`,
    link: '/builder',
  };
}

export function guideJoined(guide: GuideRef, memberEmail: string): NewNotification {
  return {
    kind: 'GUIDE_JOINED',
    text: `${memberEmail} added your shared guide "${guide.name}" to their library.`,
    link: guideLink(guide),
  };
}

export function shareCodeExpired(guide: GuideRef): NewNotification {
  return {
    kind: 'SHARE_CODE_EXPIRED',
    text: `The share code of "${guide.name}" has expired: nobody new can join with it. Create a new code to share the guide again.`,
    link: guideLink(guide),
  };
}

/** Whole days from `now` until `end`, at least 1 (a trial ending in 3 hours ends "in 1 day"). */
export function daysUntil(end: Date, now: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

export function trialEnding(end: Date, now: Date): NewNotification {
  const days = daysUntil(end, now);
  return {
    kind: 'TRIAL_ENDING',
    text: `Your trial ends in ${days} ${days === 1 ? 'day' : 'days'}, on ${day(end)}. Ask the administrator of this installation for a plan to keep creating guides, glossaries and prompts.`,
    link: SUBSCRIPTION_LINK,
  };
}

export function trialEnded(end: Date): NewNotification {
  return {
    kind: 'TRIAL_ENDED',
    text: `Your trial ended on ${day(end)}. Your library stays, but creating needs a plan: ask the administrator of this installation for one.`,
    link: SUBSCRIPTION_LINK,
  };
}

/** The level an account had and has; `trial` marks a PREMIUM that came from the trial. */
export interface LevelSeen {
  level: AccountLevel;
  trial: boolean;
}

const planName = (seen: LevelSeen) =>
  seen.trial ? `${PLAN_NAMES[seen.level]} (trial)` : PLAN_NAMES[seen.level];

export function levelChanged(from: LevelSeen, to: LevelSeen): NewNotification {
  return {
    kind: 'LEVEL_CHANGED',
    text: `Your plan changed from ${planName(from)} to ${planName(to)}.`,
    link: '/profile/overview',
  };
}
