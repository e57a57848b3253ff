import { describe, expect, it } from 'vitest';
import { MASK_CHARACTER } from '../document/types.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import { withCodeAsWords } from './codeAsWords.ts';

describe('withCodeAsWords', () => {
  it('gives each masked span a word at the same offsets', () => {
    const text = `Set ${MASK_CHARACTER}, ${MASK_CHARACTER} and ${MASK_CHARACTER}.`;
    const block = withCodeAsWords(analyzeProse(text, 'paragraph'));
    expect(block.text).toBe('Set z, z and z.');
    expect(block.words.map((word) => [word.text, word.start])).toEqual([
      ['Set', 0],
      ['z', 4],
      ['z', 7],
      ['and', 9],
      ['z', 13],
    ]);
  });

  it('returns a block without masked spans as it is', () => {
    const block = analyzeProse('Set host, port and user.', 'paragraph');
    expect(withCodeAsWords(block)).toBe(block);
  });
});
