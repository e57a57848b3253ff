import { describe, expect, it } from 'vitest';
import { frequencies, intervalDays } from './empathyIntervals.ts';

describe('intervalDays', () => {
  it('reads adverbs, "every" with a count or an ordinal, and counts per unit', () => {
    expect(intervalDays('weekly')).toBe(7);
    expect(intervalDays('every third week')).toBe(21);
    expect(intervalDays('every 6 weeks')).toBe(42);
    expect(intervalDays('every other month')).toBe(60);
    expect(intervalDays('every fortnight')).toBe(14);
    expect(intervalDays('once a fortnight')).toBe(14);
    expect(intervalDays('twice a week')).toBe(3.5);
  });
});

describe('frequencies', () => {
  it('finds each frequency in order', () => {
    expect(frequencies('every three weeks instead of every fortnight').map(([, days]) => days)).toEqual([
      21, 14,
    ]);
    expect(frequencies('take one tablet every four hours')).toEqual([]);
  });
});
