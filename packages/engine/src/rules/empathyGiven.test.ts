import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { readerGiven } from './empathyGiven.ts';

const given = (text: string): boolean => readerGiven(analyzeProse(text, 'paragraph'));

describe('readerGiven', () => {
  it('reads a benefit given, received, laid on or offered on the reader’s call', () => {
    expect(given('The digital edition is already unlocked in your account.')).toBe(true);
    expect(given('Your booking fee has been refunded to your card.')).toBe(true);
    expect(given("You'll see the credit within a few days.")).toBe(true);
    expect(given('A free shuttle runs every hour from Riverside.')).toBe(true);
    expect(given("Call us on 0800 123 456 and we'll take the payment over the phone.")).toBe(true);
    expect(given('Show this message at any café for a meal voucher.')).toBe(true);
    expect(given('Any points you hold will be turned into vouchers for you.')).toBe(true);
    expect(given('A new one is on its way to you.')).toBe(true);
    expect(given('Your logins and history will carry over to the new portal automatically.')).toBe(true);
  });
  it('passes a rule of use, a benefit denied or waiting on the reader, and a bare instruction', () => {
    expect(given('Refunds are credited within 5 days of a request.')).toBe(false);
    expect(given('Your refund has not been credited.')).toBe(false);
    expect(given('It will be unlocked once you verify your identity.')).toBe(false);
    expect(given('Free delivery is no longer available.')).toBe(false);
    expect(given("You'll receive a bill for the rebooking.")).toBe(false);
    expect(given('Call us on 0345 000 111.')).toBe(false);
    expect(given('Your order is on its way.')).toBe(false);
  });
});
