import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { chargeApplied, impossibility } from './empathyNews.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');

describe('impossibility', () => {
  it('finds a request declared impossible', () => {
    expect(impossibility(block("Restoring the project won't be possible."))).toBeDefined();
    expect(impossibility(block('A refund will not be possible.'))).toBeDefined();
    expect(impossibility(block("Moving your appointment isn't possible."))).toBeDefined();
    expect(impossibility(block('It has not been possible to repair the frame.'))).toBeDefined();
    expect(impossibility(block('Not possible to change the seat after check-in.'))).toBeDefined();
    expect(impossibility(block("It won't be possible to access the old dashboard."))).toBeDefined();
  });

  it('passes thanks, a harm ruled out and a possibility', () => {
    expect(impossibility(block('None of this would have been possible without you.'))).toBeUndefined();
    expect(impossibility(block("It isn't possible for staff to see your password."))).toBeUndefined();
    expect(impossibility(block("It isn't possible for anyone at the bank to see it."))).toBeUndefined();
    expect(impossibility(block('It is not possible to lose data with hourly backups.'))).toBeUndefined();
    expect(impossibility(block('Is it possible to export my data?'))).toBeUndefined();
  });
});

describe('chargeApplied', () => {
  it("finds a charge put on the reader's account", () => {
    expect(chargeApplied(block('An overdraft charge of £25 was applied to your account.'))).toBeDefined();
    expect(chargeApplied(block('A late payment charge has been added to your account.'))).toBeDefined();
    expect(chargeApplied(block("We've applied a £20 admin charge to your account."))).toBeDefined();
    expect(chargeApplied(block('Your account was debited a £5 statement fee.'))).toBeDefined();
  });

  it('passes money given back, a charge denied and a price announced', () => {
    expect(chargeApplied(block('A refund of the late charge was applied to your account.'))).toBeUndefined();
    expect(chargeApplied(block('The charge was not applied to your account.'))).toBeUndefined();
    expect(chargeApplied(block('A delivery charge will be added to your order.'))).toBeUndefined();
    expect(chargeApplied(block('A fee was applied to the test account.'))).toBeUndefined();
  });
});
