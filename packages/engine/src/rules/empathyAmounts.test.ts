import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { higherThanBefore, lowerThanBefore } from './empathyAmounts.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');

describe('higherThanBefore', () => {
  it('finds a new amount beside a lower old one', () => {
    expect(higherThanBefore(block('Your car insurance premium is £702 (previously £655).'))).toBeDefined();
    expect(
      higherThanBefore(
        block('Your payment will be $64 a month. This replaces your current monthly payment of $58.'),
      ),
    ).toBeDefined();
  });

  it('passes a lower new amount and amounts that are no price', () => {
    expect(higherThanBefore(block('Your monthly fee is now $9 (previously $12).'))).toBeUndefined();
    expect(higherThanBefore(block('You saved $40 this year (previously $25).'))).toBeUndefined();
  });
});

describe('higherThanBefore, tenth pass', () => {
  it('reads prices with cents, rand and what was free', () => {
    expect(
      higherThanBefore(block('Membership fees are changing. Off-peak: 24.99 (was 21.99).')),
    ).toBeDefined();
    expect(higherThanBefore(block('R75 (previously free)'))).toBeDefined();
  });
  it('passes a sale told with cents', () => {
    expect(higherThanBefore(block('Membership fee: now 18.99 (was 25.00).'))).toBeUndefined();
  });
});

describe('higherThanBefore, eleventh pass', () => {
  it('reads the old amount as current, compared, paid last year or in pence, and prices per unit', () => {
    expect(
      higherThanBefore(block('Your new annual subscription price: €228 (currently €180).')),
    ).toBeDefined();
    expect(
      higherThanBefore(block('Your renewal premium is €612, compared with €540 last year.')),
    ).toBeDefined();
    expect(
      higherThanBefore(block('Your premium for the coming year is £684.20. Last year you paid £512.00.')),
    ).toBeDefined();
    expect(higherThanBefore(block('Your new unit rate is 27.4p/kWh (previously 24.5p/kWh).'))).toBeDefined();
    expect(higherThanBefore(block('Off-peak: €32/month (previously €27)'))).toBeDefined();
  });
  it('passes a lower new amount', () => {
    expect(
      higherThanBefore(block('Your water bill is £468 this year, compared with £512 last year.')),
    ).toBeUndefined();
  });
});

describe('higherThanBefore: "against", "versus" and a recurring price', () => {
  it('finds the new amount set against a lower old one', () => {
    expect(
      higherThanBefore(block('Your home insurance premium is €612, against €540 last year.')),
    ).toBeDefined();
    expect(
      higherThanBefore(block('Your car insurance renewal is £830 versus £710 last year.')),
    ).toBeDefined();
    expect(higherThanBefore(block('Monthly plan: $29 (was $19), effective from 2 July.'))).toBeDefined();
  });
  it('passes a fall and a sum protected against', () => {
    expect(higherThanBefore(block('Monthly plan: $19 (was $29), effective from 2 July.'))).toBeUndefined();
    expect(
      higherThanBefore(block('Our cover protects you against €5,000 of losses a year.')),
    ).toBeUndefined();
  });
});

describe('lowerThanBefore', () => {
  it('finds a price set against a higher old one', () => {
    expect(
      lowerThanBefore(block('From 1 September, the Basic plan will cost $9 per month instead of $12.')),
    ).toBe(true);
    expect(
      lowerThanBefore(block('Monthly plan: $19 (was $29), effective from your next billing date.')),
    ).toBe(true);
  });

  it('passes a rise, an equal price and amounts that are no price', () => {
    expect(lowerThanBefore(block('Your monthly fee is now $15 (previously $12).'))).toBe(false);
    expect(lowerThanBefore(block('Your monthly fee stays $12 (previously $12).'))).toBe(false);
    expect(lowerThanBefore(block('The bridge is 40 m long (previously 55 m).'))).toBe(false);
  });
});
