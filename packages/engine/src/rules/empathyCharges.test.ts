import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { newCharge } from './empathyCharges.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');

describe('newCharge', () => {
  it('finds a charge that starts on a date', () => {
    expect(
      newCharge(block('Starting next month, we will charge $2 for each paper statement.')),
    ).toBeDefined();
    expect(
      newCharge(block('From 1 March, orders under A$20 will carry a A$1.50 handling fee.')),
    ).toBeDefined();
  });
  it("passes a tariff stated without a date and a charge to the reader's card", () => {
    expect(newCharge(block('We will charge $2 for each paper statement.'))).toBeUndefined();
    expect(newCharge(block('Late payments will incur a £10 fee.'))).toBeUndefined();
    expect(newCharge(block('Starting next month, we will charge your card on the 1st.'))).toBeUndefined();
  });
});
