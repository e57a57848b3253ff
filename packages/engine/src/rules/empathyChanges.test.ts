import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { newPrice, noLongerProvided, nowOnly, serviceWithdrawn, worseComparison } from './empathyChanges.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');

describe('serviceWithdrawn', () => {
  it('finds a service withdrawn or leaving the catalogue', () => {
    expect(serviceWithdrawn(block('The Sunday 9:40 am bus will be withdrawn from 5 May.'))).toBeDefined();
    expect(serviceWithdrawn(block('We are withdrawing the Student Saver tariff.'))).toBeDefined();
    expect(serviceWithdrawn(block('The film leaves our catalogue on 30 June.'))).toBeDefined();
  });
  it('passes money and costs withdrawn', () => {
    expect(serviceWithdrawn(block('£50 will be withdrawn from your account each month.'))).toBeUndefined();
    expect(serviceWithdrawn(block("We're scrapping the booking fee from 1 July."))).toBeUndefined();
    expect(serviceWithdrawn(block('You can withdraw cash at any branch.'))).toBeUndefined();
  });
});

describe('noLongerProvided', () => {
  it('finds a service no longer provided and an end of support', () => {
    expect(noLongerProvided(block('Version 5.0 no longer supports Windows 7.'))).toBeDefined();
    expect(noLongerProvided(block('The help line will no longer open on Sundays.'))).toBeDefined();
    expect(noLongerProvided(block('Your tablet will stop receiving security updates.'))).toBeDefined();
  });
  it('passes an end that is good news', () => {
    expect(noLongerProvided(block('You no longer need to print your ticket.'))).toBeUndefined();
    expect(noLongerProvided(block('Your phone will no longer run out of charge.'))).toBeUndefined();
    expect(noLongerProvided(block('The app no longer stops responding.'))).toBeUndefined();
  });
});

describe('newPrice', () => {
  it('finds a new price dated for the reader', () => {
    expect(newPrice(block('Your Premium plan will cost $17.99 a month from your June bill.'))).toBeDefined();
    expect(newPrice(block('From 1 April, your home insurance will cost £412 a year.'))).toBeDefined();
  });
  it('passes a fall, a launch, a price as it stands and a price "from"', () => {
    expect(newPrice(block('From 1 June your plan costs £25 a month, saving you £5.'))).toBeUndefined();
    expect(newPrice(block('From 1 May, your new Family plan costs $20 a month.'))).toBeUndefined();
    expect(newPrice(block('Your plan costs $12 a month, taken from your card.'))).toBeUndefined();
    expect(newPrice(block('Your phone costs £20 a month, from 2 payments.'))).toBeUndefined();
  });
});

describe('nowOnly', () => {
  it('finds a feature narrowed to fewer readers', () => {
    expect(nowOnly(block('Export to PDF is now only available on paid plans.'))).toBeDefined();
    expect(nowOnly(block('Live chat will only be offered on weekdays.'))).toBeDefined();
    expect(nowOnly(block('Paper tickets are now available only at the station.'))).toBeDefined();
  });
  it("passes a plan's terms as they stand", () => {
    expect(nowOnly(block('SSO is available only on the Enterprise plan.'))).toBeUndefined();
    expect(nowOnly(block('Dark mode is now available on all plans.'))).toBeUndefined();
  });
});

describe('worseComparison', () => {
  it('finds fewer services, an earlier close, a later opening and a later date', () => {
    expect(worseComparison(block('The branch will open three days a week instead of six.'))).toBeDefined();
    expect(worseComparison(block('The free tier now includes 2 projects (it was 5).'))).toBeDefined();
    expect(worseComparison(block('The help line will close at 6 pm instead of 10 pm.'))).toBeDefined();
    expect(worseComparison(block('The pool will open at 8 am instead of 6 am.'))).toBeDefined();
    expect(worseComparison(block('Delivery is now expected on 14 March instead of 2 March.'))).toBeDefined();
  });
  it('passes more services, shorter waits, later ends, money and unrelated figures', () => {
    expect(worseComparison(block('The branch will open six days a week instead of three.'))).toBeUndefined();
    expect(worseComparison(block('Delivery now takes 2 days instead of 5.'))).toBeUndefined();
    expect(worseComparison(block('The sale now ends on 30 June instead of 15 June.'))).toBeUndefined();
    expect(worseComparison(block('The pharmacy will close at 9 pm instead of 7 pm.'))).toBeUndefined();
    expect(worseComparison(block('It now costs $18 instead of $25.'))).toBeUndefined();
    expect(
      worseComparison(block('From 1 July the branch opens 6 days a week instead of 5.')),
    ).toBeUndefined();
  });
});

describe('newPrice, tenth pass', () => {
  it('finds a dated price whoever it is said of, and "now costs"', () => {
    expect(
      newPrice(block('For bookings made from 1 March, the first checked bag costs $35 each way.')),
    ).toBeDefined();
    expect(
      newPrice(block('A day pass at Alpine Peak now costs CHF 92 for the winter season.')),
    ).toBeDefined();
    expect(
      newPrice(block('Your discount ends on 3 March. From then, your broadband will cost £38.')),
    ).toBeDefined();
  });
  it('passes an undated price, no change and "now … only"', () => {
    expect(newPrice(block('The first checked bag costs $35 each way.'))).toBeUndefined();
    expect(newPrice(block('Effective 1 May, each extra user still costs $6 a month.'))).toBeUndefined();
    expect(
      newPrice(block('Your plan renews on 3 March and costs £42 a month, as it does now.')),
    ).toBeUndefined();
    expect(newPrice(block('A day pass now costs only CHF 60.'))).toBeUndefined();
  });
});

describe('eleventh pass: prices now, cuts and services no longer given', () => {
  it('finds a new price told with "is now", a term date, and services no longer given', () => {
    expect(newPrice(block('The annual fee for the Platinum Rewards card is now $695.'))).toBeDefined();
    expect(newPrice(block('School lunches will cost £2.90 per day from the spring term.'))).toBeDefined();
    expect(noLongerProvided(block('The museum shop no longer takes cash.'))).toBeDefined();
    expect(
      noLongerProvided(block('The Riverside GP practice is no longer taking new patients.')),
    ).toBeDefined();
    expect(serviceWithdrawn(block('We have decided to withdraw your overdraft facility.'))).toBeDefined();
    expect(serviceWithdrawn(block("We've decided to end the loyalty scheme on 31 December."))).toBeDefined();
  });
  it('passes a price cut told by comparison, relief and a wait ended', () => {
    expect(
      newPrice(block('From 1 September, the Basic plan will cost $9 per month instead of $12.')),
    ).toBeUndefined();
    expect(newPrice(block('The season ticket is now only £900.'))).toBeUndefined();
    expect(noLongerProvided(block('Cash withdrawals abroad no longer carry a fee.'))).toBeUndefined();
    expect(noLongerProvided(block('It no longer takes five days to get a refund.'))).toBeUndefined();
    expect(serviceWithdrawn(block('We want to end the confusion about fees.'))).toBeUndefined();
  });
});

describe('noLongerProvided, a service no longer done at a place', () => {
  it('reads the passive of a service with a named place', () => {
    expect(
      noLongerProvided(block('Blood tests will no longer be taken at the Church Road surgery.')),
    ).toBeDefined();
    expect(noLongerProvided(block('Passports will no longer be issued at the Town Hall.'))).toBeDefined();
    expect(
      noLongerProvided(block('Your data will no longer be held in our US data centre.')),
    ).toBeUndefined();
    expect(noLongerProvided(block('Complaints will no longer be handled in writing.'))).toBeUndefined();
  });
});
