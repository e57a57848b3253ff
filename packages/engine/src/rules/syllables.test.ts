import fc from 'fast-check';
import { syllable } from 'syllable';
import { describe, expect, it } from 'vitest';
import { keyBit } from '../language/keyBits.ts';
import { syllables } from './syllables.ts';

describe('syllables', () => {
  it('counts as the syllable package does, whatever words met before share a key bit', () => {
    // Short words of few letters: many share a key bit, so the table in front of the map is overwritten
    // and asked for a word it does not hold.
    const word = fc.string({
      unit: fc.constantFrom('a', 'e', 'i', 'o', 'b', 'k', 's', 'y', "'"),
      minLength: 1,
      maxLength: 9,
    });
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 30 }), (words) => {
        for (const normal of [...words, ...words.toReversed()]) {
          expect(syllables(normal)).toBe(syllable(normal));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('tells apart two words of one key bit', () => {
    const first = 'banana';
    const second = 'bartha';
    expect(keyBit(first)).toBe(keyBit(second));
    expect(syllable(first)).not.toBe(syllable(second));
    expect(syllables(first)).toBe(syllable(first));
    expect(syllables(second)).toBe(syllable(second));
    expect(syllables(first)).toBe(syllable(first));
  });
});
