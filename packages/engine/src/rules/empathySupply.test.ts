import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { supplyCut, untilFurtherNotice } from './empathySupply.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');

describe('supplyCut', () => {
  it('finds a supply or a service the reader is left without', () => {
    expect(supplyCut(block('There will be no electricity in Riverside Park on Wednesday.'))).toBeDefined();
    expect(supplyCut(block('There is no electricity supply in postcodes SE1 7 and SE1 8.'))).toBeDefined();
    expect(
      supplyCut(block('Water supply to Mill Lane and the surrounding streets will be off on Tuesday.')),
    ).toBeDefined();
    expect(supplyCut(block('There will be no Sunday service on the Line 4 tram until May.'))).toBeDefined();
    expect(supplyCut(block('There will be no lifeguard on duty this weekend.'))).toBeDefined();
  });
  it('passes a burden that is absent and a time of use', () => {
    expect(supplyCut(block('There is no charge for the shuttle.'))).toBeUndefined();
    expect(supplyCut(block('There will be no service charge on your bill.'))).toBeUndefined();
    expect(supplyCut(block('Our off-peak electricity rate runs from midnight.'))).toBeUndefined();
    expect(supplyCut(block("There's no water damage to the flat."))).toBeUndefined();
  });
});

describe('untilFurtherNotice', () => {
  it('finds a restriction with no end date, and passes a service that stays', () => {
    expect(
      untilFurtherNotice(block('Tap water must be boiled before drinking until further notice.')),
    ).toBeDefined();
    expect(untilFurtherNotice(block('The café stays open until further notice.'))).toBeUndefined();
  });
});

describe('supplyCut: "will have no" and "be without"', () => {
  it('finds the places supplied left without', () => {
    expect(
      supplyCut(block('Properties on Elm Street will have no water between 9 am and 3 pm.')),
    ).toBeDefined();
    expect(
      supplyCut(block('Homes in Ashby will be without power from 8 am to 1 pm on Tuesday.')),
    ).toBeDefined();
  });
  it('passes a charge that is absent', () => {
    expect(
      supplyCut(block('The flat has no gas supply charges because it is all-electric.')),
    ).toBeUndefined();
    expect(supplyCut(block("You'll have no service charge to pay this year."))).toBeUndefined();
  });
});
