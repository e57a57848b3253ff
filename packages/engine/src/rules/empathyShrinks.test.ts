import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { cutByFigures } from './empathyShrinks.ts';

const cut = (text: string): boolean => cutByFigures(analyzeProse(text, 'paragraph')) !== undefined;

describe('cutByFigures', () => {
  it('finds a service cut told by falling figures, in the passive or the active', () => {
    expect(cut('The yoga class is being cut from 60 minutes to 45 minutes.')).toBe(true);
    expect(cut('We have reduced the storage included with the Basic plan from 50 GB to 20 GB.')).toBe(true);
  });
  it('passes a burden cut, a task made faster, money and rising figures', () => {
    expect(cut('Wait times have been cut from 10 days to 3.')).toBe(false);
    expect(cut('The new build cut the test suite from 40 minutes to 18 minutes.')).toBe(false);
    expect(cut('We reduced the price from $20 to $15.')).toBe(false);
    expect(cut('We have increased storage from 20 GB to 50 GB.')).toBe(false);
  });
});
