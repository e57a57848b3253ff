import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { roleStart } from './roleVenue.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');
/** The index of the first word of `text` written `word`. */
const index = (text: string, word: string): number => block(text).words.findIndex((w) => w.normal === word);

describe('roleStart', () => {
  it('takes in the place before a role, with its determiner', () => {
    const plural = 'Hotel guests are welcome to stay.';
    expect(roleStart(block(plural), index(plural, 'guests'), true)).toBe(0);
    const singular = 'Then the gym member books a class.';
    expect(roleStart(block(singular), index(singular, 'member'), false)).toBe(1);
    const each = 'Each conference delegate should collect a badge.';
    expect(roleStart(block(each), index(each, 'delegate'), false)).toBe(0);
  });

  it('keeps a plural without a place, and drops a singular without a determiner', () => {
    const plain = 'Guests are welcome to stay.';
    expect(roleStart(block(plain), 0, true)).toBe(0);
    const adjective = 'Blind users can use a screen reader.';
    expect(roleStart(block(adjective), index(adjective, 'users'), true)).toBe(1);
    const headline = 'Hotel guest wins award.';
    expect(roleStart(block(headline), index(headline, 'guest'), false)).toBeUndefined();
  });
});
