import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { newCharge, offerEnds } from './empathyCharges.ts';

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

describe('newCharge and offerEnds, eleventh pass', () => {
  it('finds a cost imposed in other words and an offer that held the price down ending', () => {
    expect(
      newCharge(block('Starting with your May bill, a £3.50 monthly charge will be added.')),
    ).toBeDefined();
    expect(newCharge(block('Paper bills now carry a £1.50 monthly charge.'))).toBeDefined();
    expect(newCharge(block('Your streaming plan now includes adverts.'))).toBeDefined();
    expect(
      newCharge(block("From July we'll add a £1 handling charge to each order under £20.")),
    ).toBeDefined();
    expect(offerEnds(block('Your introductory rate of ¥3,000 ends this month.'))).toBeDefined();
    expect(offerEnds(block('Your fixed-price deal ends on 30 September.'))).toBeDefined();
  });
  it('passes a cost denied, a credit, a cost no longer carried, a free trial and no ads', () => {
    expect(newCharge(block('No charge will be added for paper bills.'))).toBeUndefined();
    expect(newCharge(block('A £5 credit will be added to your account.'))).toBeUndefined();
    expect(newCharge(block('Cash withdrawals abroad no longer carry a fee.'))).toBeUndefined();
    expect(newCharge(block('Your plan now includes no ads.'))).toBeUndefined();
    expect(offerEnds(block('Your free trial ends on Friday.'))).toBeUndefined();
  });
});

describe('newCharge and offerEnds, twelfth pass', () => {
  it('reads a thing charged at a rate from now on, and a free service that ends', () => {
    expect(newCharge(block('Each paper statement will be charged at £1.50 from 1 July.'))).toBeDefined();
    expect(newCharge(block('Late library returns will be charged at 50p per day.'))).toBeDefined();
    expect(newCharge(block('Your card will be charged $49 on renewal.'))).toBeUndefined();
    expect(offerEnds(block('Free customer parking ends on 1 March.'))).toBeDefined();
    expect(offerEnds(block('Free next-day delivery will end on 30 June.'))).toBeDefined();
    expect(offerEnds(block('Your free trial ends on Friday.'))).toBeUndefined();
  });
});

describe('newCharge: adverts now shown or seen', () => {
  it('finds adverts that now come with the service', () => {
    expect(newCharge(block('The free version of the app now shows ads between articles.'))).toBeDefined();
    expect(
      newCharge(block('Plan change: free accounts will now see ads in the reading view.')),
    ).toBeDefined();
  });
  it('passes no adverts and a statement layout', () => {
    expect(newCharge(block('Premium accounts now see no ads at all.'))).toBeUndefined();
    expect(newCharge(block('Your statement now shows fees and charges on separate lines.'))).toBeUndefined();
  });
});

describe('offerEnds: an offer gone for the reader', () => {
  it('finds an offer that ended or no longer applies to the reader', () => {
    expect(offerEnds(block('From May, your loyalty discount will no longer apply.'))).toBeDefined();
    expect(
      offerEnds(block("The trade-in offer ended on 31 August and can't be applied to your order.")),
    ).toBeDefined();
    expect(
      offerEnds(
        block(
          'The early-booking discount closed yesterday, so the full rate now applies to your registration.',
        ),
      ),
    ).toBeDefined();
  });
  it("passes the seller's urgency and an offer with no reader", () => {
    expect(offerEnds(block('Our summer offer ends on Sunday, so book your table now.'))).toBeUndefined();
    expect(
      offerEnds(block('The spring sale discount ended last week; the summer sale starts on 1 June.')),
    ).toBeUndefined();
  });
});
