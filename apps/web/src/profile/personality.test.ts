import { describe, expect, it } from 'vitest';
import { assistantPersonalityOf, PERSONALITY_LABELS } from './personality.ts';

describe('assistant personality', () => {
  it('is 0 cat, 1 human, 2 robot, and 1 when invalid (spec section 5)', () => {
    expect(PERSONALITY_LABELS).toEqual({ 0: 'Cat', 1: 'Human', 2: 'Robot' });
    expect([0, 1, 2].map(assistantPersonalityOf)).toEqual([0, 1, 2]);
    for (const invalid of [3, -1, 1.5, '2', null, undefined]) expect(assistantPersonalityOf(invalid)).toBe(1);
  });
});
