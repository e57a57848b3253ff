import type { AccountLevel } from '@wtt/contract';
import type { AccountRow } from './accountStore.ts';

/** The plan an account has now: the one bought, else PREMIUM while the trial lasts, else NONE. */
export interface EffectivePlan {
  accountLevel: AccountLevel;
  /** True while the account runs on its trial (no plan bought, trial end ahead). */
  trialPeriod: boolean;
  trialPeriodEndDate: Date | null;
}

export function effectivePlan(
  account: Pick<AccountRow, 'account_level' | 'trial_period_end_date'>,
  now: Date,
): EffectivePlan {
  const end = account.trial_period_end_date;
  const inTrial = account.account_level === 'NONE' && end !== null && end.getTime() > now.getTime();
  return {
    accountLevel: inTrial ? 'PREMIUM' : account.account_level,
    trialPeriod: inTrial,
    trialPeriodEndDate: end,
  };
}
