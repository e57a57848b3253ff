import { describe, expect, it } from 'vitest';
import { daysLeftText, trialDaysLeft, trialStateOf } from './trial.ts';

const NOW = Date.parse('2026-11-20T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe('trial', () => {
  it('counts whole days left, rounded up, never below 0', () => {
    expect(trialDaysLeft(new Date(NOW + 3 * DAY).toISOString(), NOW)).toBe(3);
    expect(trialDaysLeft(new Date(NOW + 2 * 60 * 60 * 1000).toISOString(), NOW)).toBe(1);
    expect(trialDaysLeft(new Date(NOW - DAY).toISOString(), NOW)).toBe(0);
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(13)).toBe('13 days left');
  });

  it('is running, ended or none', () => {
    const end = new Date(NOW + 13.5 * DAY).toISOString();
    expect(trialStateOf({ trialPeriod: true, trialPeriodEndDate: end }, NOW)).toEqual({
      kind: 'running',
      endDate: end,
      daysLeft: 14,
    });
    const past = new Date(NOW - DAY).toISOString();
    expect(trialStateOf({ trialPeriod: false, trialPeriodEndDate: past }, NOW)).toEqual({
      kind: 'ended',
      endDate: past,
    });
    // The flag wins over a clock that has not yet passed the end.
    expect(trialStateOf({ trialPeriod: false, trialPeriodEndDate: end }, NOW).kind).toBe('ended');
    expect(trialStateOf({ trialPeriod: false, trialPeriodEndDate: null }, NOW)).toEqual({ kind: 'none' });
  });
});
