import { SHARE_CODE_DAYS } from '@wtt/contract';
import { describe, expect, it } from 'vitest';
import { formatShareTime, shareDaysProblem, shareLinkFor } from './shareLink.ts';

describe('shareLinkFor', () => {
  it('points at the library route with the code, which redirects to the shared guide', () => {
    expect(shareLinkFor('https://tone.example', '7KQ2-M9XD')).toBe(
      'https://tone.example/library?code=7KQ2-M9XD',
    );
  });

  it('encodes what a query cannot carry as it is', () => {
    expect(shareLinkFor('http://a', 'a b&c')).toBe('http://a/library?code=a%20b%26c');
  });
});

describe('formatShareTime', () => {
  it('reads as a date with its time in the given locale', () => {
    expect(formatShareTime('2026-12-31T10:05:00.000Z', 'en-GB')).toMatch(/31 Dec 2026/);
  });

  it('keeps a time it cannot read as it came', () => {
    expect(formatShareTime('soon')).toBe('soon');
  });
});

describe('shareDaysProblem', () => {
  it('accepts whole days within the range the server takes', () => {
    expect(shareDaysProblem(1, SHARE_CODE_DAYS)).toBeNull();
    expect(shareDaysProblem(365, SHARE_CODE_DAYS)).toBeNull();
  });

  it('says what is wrong with anything else', () => {
    expect(shareDaysProblem('', SHARE_CODE_DAYS)).toBe('Enter a number of days.');
    expect(shareDaysProblem(2.5, SHARE_CODE_DAYS)).toBe('Enter a whole number of days.');
    expect(shareDaysProblem(0, SHARE_CODE_DAYS)).toBe('Choose between 1 and 365 days.');
    expect(shareDaysProblem(366, SHARE_CODE_DAYS)).toBe('Choose between 1 and 365 days.');
  });
});
