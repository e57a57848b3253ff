import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { readersHeard } from './empathyHeard.ts';

const heard = (text: string): boolean => readersHeard(analyzeProse(text, 'paragraph'));

describe('readersHeard', () => {
  it("reads a group of readers' view passed on", () => {
    expect(heard('Many of you told us a flat fee felt steep.')).toBe(true);
    expect(heard('Families have told us how much they value weekend visits.')).toBe(true);
    expect(heard('Residents said the evening buses matter most.')).toBe(true);
    expect(heard('Swimmers have told us the early lanes matter.')).toBe(true);
  });
  it('passes one reader giving facts, a thank-you and a request', () => {
    expect(heard('You told us your new address last week.')).toBe(false);
    expect(heard('Thanks for letting us know about the failed payment.')).toBe(false);
    expect(heard('Members can tell us what they think at the desk.')).toBe(false);
  });
});
