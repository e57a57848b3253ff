import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { isComplex, letters, syllables } from './wordMeasures.ts';

const wordsOf = (text: string) => analyzeProse(text, 'paragraph').words;

describe('word measures', () => {
  it('counts syllables with the syllable package, a number as one', () => {
    const [cat, information, year] = wordsOf('cat information 2024');
    expect(cat && syllables(cat)).toBe(1);
    expect(information && syllables(information)).toBe(4);
    expect(year && syllables(year)).toBe(1);
  });

  it('counts letters and digits, not apostrophes or hyphens', () => {
    expect(letters("don't")).toBe(4);
    expect(letters('e-mail')).toBe(5);
    expect(letters('café')).toBe(4);
    expect(letters('3.5')).toBe(2);
  });

  it('finds complex words as Gunning defines them', () => {
    const words = wordsOf('Beautiful ideas about Wikipedia created interesting well-informed stories.');
    const complex = words.filter((word) => isComplex(word, syllables(word))).map((word) => word.text);
    // "Wikipedia" is a proper noun, "created" is "create" + -ed, "well-informed" a compound.
    expect(complex).toEqual(['Beautiful', 'interesting']);
  });
});
