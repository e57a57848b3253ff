import { describe, expect, it } from 'vitest';
import { usageBarOf, usageText } from './usage.ts';

describe('usage bars', () => {
  it('show used of limit, unlimited, or not included', () => {
    expect(usageBarOf({ limit: 25, remaining: 20 })).toEqual({
      kind: 'limited',
      used: 5,
      limit: 25,
      percent: 20,
    });
    expect(usageBarOf({ limit: 25, remaining: 0 })).toMatchObject({ used: 25, percent: 100 });
    expect(usageBarOf({ limit: null, remaining: null })).toEqual({ kind: 'unlimited' });
    expect(usageBarOf({ limit: 0, remaining: 0 })).toEqual({ kind: 'notIncluded' });
    expect(usageText('createTone', usageBarOf({ limit: 25, remaining: 20 }))).toBe('5 of 25 guides used');
    expect(usageText('createPrompt', usageBarOf({ limit: 1, remaining: 1 }))).toBe('0 of 1 prompt used');
    expect(usageText('createGlossary', { kind: 'unlimited' })).toBe('Unlimited glossaries');
    expect(usageText('createGlossary', { kind: 'notIncluded' })).toBe('Your plan includes no glossaries');
  });
});
