import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { compared, lessOften, verdict } from './empathyQuantities.ts';

const judge = (text: string, now: string, old: string): string | undefined => {
  const block = analyzeProse(text, 'paragraph');
  const pair = compared(now, old);
  return pair && verdict(block, 0, block.words.length, pair[0], pair[1]);
};

describe('compared', () => {
  it('reads dates across a new year and with a year', () => {
    expect(compared('on 4 January', 'on 28 December')?.[0].value).toBeGreaterThan(
      compared('on 4 January', 'on 28 December')?.[1].value ?? Infinity,
    );
    expect(compared('March 2nd, 2027', 'March 16th, 2026')?.[0].kind).toBe('date');
  });
  it('tries the next kind when a figure stands on one side only', () => {
    expect(compared('includes 3 projects', '10. Archived on 1 February')?.[0]).toEqual({
      kind: 'count',
      value: 3,
    });
  });
});

describe('verdict', () => {
  it('finds a later date for what comes and a service that comes less often worse', () => {
    expect(judge('Your delivery', 'on 26 March', 'on 12 March')).toBe('worse');
    expect(judge('Garden waste will be collected', 'every other week', 'weekly')).toBe('worse');
  });
  it('finds an earlier delivery and a later end better, and leaves undecided what it cannot read', () => {
    expect(judge('Your delivery', 'on 5 July', 'on 19 July')).toBe('better');
    expect(judge('The deadline', 'on 15 May', 'on 1 May')).toBe('better');
    expect(judge('The talk', 'on 17 June', 'on 3 June')).toBeUndefined();
    expect(judge('We will email you', 'weekly', 'daily')).toBeUndefined();
  });
});

describe('lessOften', () => {
  it('finds a service named by its old frequency that will come less often', () => {
    expect(
      lessOften(analyzeProse('Your weekly veg box will come every other week from June.', 'paragraph')),
    ).toBeDefined();
  });
  it('passes more often and a comparison read elsewhere', () => {
    expect(
      lessOften(analyzeProse('Your fortnightly box will come weekly from June.', 'paragraph')),
    ).toBeUndefined();
    expect(lessOften(analyzeProse('Backups now run daily instead of weekly.', 'paragraph'))).toBeUndefined();
  });
});

describe('lessOften, a round changed to a rarer frequency', () => {
  const read = (text: string): number | undefined => lessOften(analyzeProse(text, 'paragraph'));
  it('reads a move to a frequency rarer than weekly', () => {
    expect(read('Garden waste collections will move to every third week from April.')).toBeDefined();
    expect(read('Bulky waste pickups are changing to every 6 weeks from March.')).toBeDefined();
  });
  it('leaves a move to a weekly or more frequent round', () => {
    expect(read('Recycling will move to weekly from April.')).toBeUndefined();
  });
});
