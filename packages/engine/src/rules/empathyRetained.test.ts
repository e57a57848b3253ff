import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { moneyRetained } from './empathyRetained.ts';

const kept = (text: string): boolean => moneyRetained(analyzeProse(text, 'paragraph')) !== undefined;

describe('moneyRetained', () => {
  it("finds the reader's money kept, active or passive", () => {
    expect(
      kept('As you cancelled less than 48 hours before arrival, we will retain your £150 deposit.'),
    ).toBe(true);
    expect(kept("We'll be keeping the booking fee as the change was made late.")).toBe(true);
    expect(kept('Because the flat was left damaged, your deposit will be forfeited.')).toBe(true);
  });
  it('passes safe-keeping, a condition and no money', () => {
    expect(kept("We'll keep your deposit safe in a protected scheme and return it when you move out.")).toBe(
      false,
    );
    expect(kept('We will retain your deposit only if the room is damaged.')).toBe(false);
    expect(kept("We'll keep your card details safe.")).toBe(false);
  });
});
