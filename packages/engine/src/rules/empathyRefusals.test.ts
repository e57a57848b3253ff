import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { caseClosed, notOffered, notProvided, placeRefused, testFailed } from './empathyRefusals.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');

describe('notOffered and notProvided', () => {
  it('find a service not offered or not to be provided', () => {
    expect(notOffered(block('Price matching is not something we offer.'))).toBeDefined();
    expect(notOffered(block('Dark mode is not on our roadmap.'))).toBeDefined();
    expect(notOffered(block('We have no plans to bring back the paper catalogue.'))).toBeDefined();
    expect(notProvided(block('Garden waste will not be collected this Wednesday.'))).toBeDefined();
    expect(notProvided(block('Offline mode will not be built.'))).toBeDefined();
  });
  it('pass a burden not laid on, a harm denied, a holiday, a rule and the reader’s step', () => {
    expect(notOffered(block('Late fees are not something we charge.'))).toBeUndefined();
    expect(notOffered(block('We have no plans to raise prices this year.'))).toBeUndefined();
    expect(notProvided(block('Your card will not be charged until the item ships.'))).toBeUndefined();
    expect(notProvided(block('Bins will not be collected on Christmas Day.'))).toBeUndefined();
    expect(notProvided(block('Late submissions will not be accepted.'))).toBeUndefined();
    expect(notProvided(block("Your order won't be shipped until you confirm the address."))).toBeUndefined();
  });
});

describe('testFailed, placeRefused, caseClosed', () => {
  it('find a test failed, a place refused and a case closed for a default', () => {
    expect(testFailed(block('Your vehicle did not pass its inspection today.'))).toBeDefined();
    expect(
      placeRefused(block('The holiday club is full, and your child has been placed on the waiting list.')),
    ).toBeDefined();
    expect(placeRefused(block('All places on the Year 9 trip are taken.'))).toBeDefined();
    expect(
      caseClosed(block('Your claim has been closed because we did not receive the documents.')),
    ).toBeDefined();
  });
  it('pass a pass, a full thing that is no place, and a case closed as resolved', () => {
    expect(testFailed(block('Your car passed its MOT.'))).toBeUndefined();
    expect(placeRefused(block('The class is full of beginners.'))).toBeUndefined();
    expect(placeRefused(block('The msg queue is full, so new jobs wait.'))).toBeUndefined();
    expect(caseClosed(block('Your ticket has been closed because the issue is resolved.'))).toBeUndefined();
  });
});

describe('testFailed: a verdict after a colon or a dash', () => {
  it('finds "fail" given as a test result', () => {
    expect(testFailed(block('Annual gas safety check at 14 Kent Street: fail.'))).toBeDefined();
    expect(testFailed(block('MOT result: failed.'))).toBeDefined();
    expect(testFailed(block('Electrical inspection – fail.'))).toBeDefined();
  });
  it('passes pass/fail and a pass', () => {
    expect(testFailed(block('Each check is marked pass/fail on the certificate.'))).toBeUndefined();
    expect(testFailed(block('Annual gas safety check: pass.'))).toBeUndefined();
  });
});
