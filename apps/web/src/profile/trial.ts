// The trial as the overview and the subscription section tell it (spec sections 3 and 6: the trial flag
// and end date are exposed).
import type { Profile } from '@wtt/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

export type TrialState =
  | { kind: 'none' }
  | { kind: 'running'; endDate: string; daysLeft: number }
  | { kind: 'ended'; endDate: string };

/** Whole days left, rounded up: a trial that ends later today has 1 day left. */
export function trialDaysLeft(endDate: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(endDate) - now) / DAY_MS));
}

export function trialStateOf(
  profile: Pick<Profile, 'trialPeriod' | 'trialPeriodEndDate'>,
  now: number,
): TrialState {
  const endDate = profile.trialPeriodEndDate;
  if (endDate === null) return { kind: 'none' };
  const daysLeft = trialDaysLeft(endDate, now);
  if (profile.trialPeriod && daysLeft > 0) return { kind: 'running', endDate, daysLeft };
  return { kind: 'ended', endDate };
}

export function daysLeftText(daysLeft: number): string {
  return daysLeft === 1 ? '1 day left' : `${daysLeft} days left`;
}

export function formatDate(isoDate: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(Date.parse(isoDate));
}
