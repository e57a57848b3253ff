import { describe, expect, it } from 'vitest';
import { analyzeText } from './analyzeText.ts';
import {
  automatedReadabilityIndex,
  colemanLiau,
  fleschKincaidGrade,
  fleschReadingEase,
  gunningFog,
  readability,
  smog,
} from './readability.ts';

// Hand-counted: 12 one-syllable words in 2 sentences; letters 3+3+3+2+3+3 + 3+3+3+2+3+4 = 35.
const SIMPLE = 'The cat sat on the mat. The dog ran to the park.';
const SIMPLE_BASIS = {
  sentences: 2,
  words: 12,
  syllables: 12,
  letters: 35,
  polysyllabicWords: 0,
  complexWords: 0,
};

// Hand-counted: No-bod-y 3, un-der-stands 3, the 1, beau-ti-ful 3, in-for-ma-tion 4, Read-a-bil-i-ty 5,
// mat-ters 2 = 21 syllables in 7 words and 2 sentences; five words of three or more syllables, all of
// them complex (none a proper noun, compound or -es/-ed/-ing form); letters 6+11+3+9+11 + 11+7 = 58.
const HARD = 'Nobody understands the beautiful information. Readability matters.';
const HARD_BASIS = {
  sentences: 2,
  words: 7,
  syllables: 21,
  letters: 58,
  polysyllabicWords: 5,
  complexWords: 5,
};

describe('readability formulas', () => {
  it('match values computed by hand for a text of short words', () => {
    // 206.835 − 1.015·6 − 84.6·1
    expect(fleschReadingEase(SIMPLE_BASIS)).toBeCloseTo(116.145, 6);
    // 0.39·6 + 11.8·1 − 15.59
    expect(fleschKincaidGrade(SIMPLE_BASIS)).toBeCloseTo(-1.45, 6);
    // 0.4·(6 + 0)
    expect(gunningFog(SIMPLE_BASIS)).toBeCloseTo(2.4, 6);
    // 1.043·√0 + 3.1291
    expect(smog(SIMPLE_BASIS)).toBeCloseTo(3.1291, 6);
    // 0.0588·291.667 − 0.296·16.667 − 15.8
    expect(colemanLiau(SIMPLE_BASIS)).toBeCloseTo(-3.5833, 3);
    // 4.71·35/12 + 0.5·6 − 21.43
    expect(automatedReadabilityIndex(SIMPLE_BASIS)).toBeCloseTo(-4.6925, 6);
  });

  it('match values computed by hand for a text of long words', () => {
    expect(fleschReadingEase(HARD_BASIS)).toBeCloseTo(-50.5175, 4);
    expect(fleschKincaidGrade(HARD_BASIS)).toBeCloseTo(21.175, 4);
    expect(gunningFog(HARD_BASIS)).toBeCloseTo(29.9714, 3);
    expect(smog(HARD_BASIS)).toBeCloseTo(12.1617, 3);
    expect(colemanLiau(HARD_BASIS)).toBeCloseTo(24.4629, 3);
    expect(automatedReadabilityIndex(HARD_BASIS)).toBeCloseTo(19.3457, 3);
  });

  it('gives null grades when there is nothing to grade', () => {
    const empty = { sentences: 0, words: 0, syllables: 0, letters: 0, polysyllabicWords: 0, complexWords: 0 };
    expect(readability(empty)).toMatchObject({ fleschReadingEase: null, smog: null, gunningFog: null });
  });
});

describe('analyzeText readability', () => {
  it('counts the hand-counted basis from the text itself', () => {
    expect(analyzeText(SIMPLE).readability.basis).toEqual(SIMPLE_BASIS);
    expect(analyzeText(HARD).readability.basis).toEqual(HARD_BASIS);
  });

  it('reports the grades rounded to two decimals', () => {
    expect(analyzeText(HARD).readability).toMatchObject({
      fleschReadingEase: -50.52,
      gunningFog: 29.97,
      smog: 12.16,
      colemanLiau: 24.46,
      automatedReadabilityIndex: 19.35,
    });
    expect(analyzeText(SIMPLE).readability.gunningFog).toBe(2.4);
  });

  it('leaves headings out of the grades', () => {
    const withHeading = analyzeText(`# Extraordinary considerations\n\n${SIMPLE}`, { format: 'markdown' });
    expect(withHeading.readability.basis).toEqual(SIMPLE_BASIS);
    expect(withHeading.counts.sentences).toBe(3);
  });
});
