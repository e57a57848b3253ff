import { describe, expect, it } from 'vitest';
import { effectivePlan } from './accountLevel.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const later = new Date(NOW.getTime() + 1000);
const earlier = new Date(NOW.getTime() - 1000);

describe('effectivePlan', () => {
  it('is PREMIUM while the trial of an account without a plan lasts', () => {
    expect(effectivePlan({ account_level: 'NONE', trial_period_end_date: later }, NOW)).toEqual({
      accountLevel: 'PREMIUM',
      trialPeriod: true,
      trialPeriodEndDate: later,
    });
  });

  it('is NONE once the trial has ended without a plan, or without any trial', () => {
    expect(effectivePlan({ account_level: 'NONE', trial_period_end_date: earlier }, NOW)).toMatchObject({
      accountLevel: 'NONE',
      trialPeriod: false,
    });
    expect(effectivePlan({ account_level: 'NONE', trial_period_end_date: NOW }, NOW).accountLevel).toBe(
      'NONE',
    );
    expect(effectivePlan({ account_level: 'NONE', trial_period_end_date: null }, NOW).accountLevel).toBe(
      'NONE',
    );
  });

  it('is the plan bought, trial or not', () => {
    for (const end of [later, earlier, null]) {
      expect(effectivePlan({ account_level: 'ENTERPRISE', trial_period_end_date: end }, NOW)).toMatchObject({
        accountLevel: 'ENTERPRISE',
        trialPeriod: false,
      });
      expect(effectivePlan({ account_level: 'PREMIUM', trial_period_end_date: end }, NOW).accountLevel).toBe(
        'PREMIUM',
      );
    }
  });
});
