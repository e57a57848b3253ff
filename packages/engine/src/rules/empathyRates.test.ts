import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { rateAgainst } from './empathyRates.ts';

const against = (text: string): boolean => rateAgainst(analyzeProse(text, 'paragraph')) !== undefined;

describe('rateAgainst', () => {
  it("finds a payer's rate going up and a saver's rate going down", () => {
    expect(against('Your mortgage rate will rise from 4.10% to 4.85% on 1 July.')).toBe(true);
    expect(against('The interest rate on your Easy Saver account drops from 4.1% to 3.6% AER.')).toBe(true);
    expect(against('Your unit rate goes from 24p to 27p per kWh.')).toBe(true);
    expect(against('Overdraft interest on your account will be 39.9% EAR from 12 May.')).toBe(true);
  });
  it('passes the other way round and a rate with no side', () => {
    expect(against('Your savings rate goes up from 3.9% to 4.5%.')).toBe(false);
    expect(against('Your loan rate will fall from 7.4% to 6.9%.')).toBe(false);
    expect(against('Interest rates rose 0.25% today, the central bank said.')).toBe(false);
  });
});

describe('rateAgainst over an account name', () => {
  it('reads the verb ten words after the rate', () => {
    expect(against('Interest on the Easy Saver account will fall from 3.10% to 2.65% on 1 June.')).toBe(true);
    expect(against('The interest rate on your Easy Saver account will go down from 3.10% to 2.75%.')).toBe(
      true,
    );
    expect(against('The interest rate on your Easy Saver account will go up from 3.10% to 3.5%.')).toBe(
      false,
    );
  });
});
