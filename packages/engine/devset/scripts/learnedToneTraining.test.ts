import { describe, expect, it } from 'vitest';
import { toneScore } from '../../src/rules/learnedTone.ts';
import { C, fitToneModel, type Sample } from './learnedToneTraining.ts';

const sample = (label: 0 | 1, grams: string[]): Sample =>
  ({ label, grams, units: [grams], exempt: false }) as unknown as Sample;

describe('the tone trainer', () => {
  // Two texts say "declined", two say "sorry"; "once" is in one text only, so below the vocabulary's df of 2.
  const samples = [
    sample(1, ['declined']),
    sample(1, ['declined', 'once']),
    sample(0, ['sorry']),
    sample(0, ['sorry']),
  ];
  const { model } = fitToneModel(samples);

  it('keeps the n-grams of two texts or more, with smooth idf', () => {
    expect([...model.terms.keys()]).toEqual(['declined', 'sorry']);
    // ln((1 + 4) / (1 + 2)) + 1
    expect(model.terms.get('declined')?.[0]).toBeCloseTo(Math.log(5 / 3) + 1, 12);
  });

  it('minimises ½|w|² + C·Σ log-loss: by symmetry w = −w′, b = 0, and w = 2C / (1 + eʷ)', () => {
    // Each text is a unit vector on its one known term; balanced weights are 1. The objective is
    // w² + 4C·log(1 + e⁻ʷ), whose minimum solves 2w = 4C / (1 + eʷ): w ≈ 1.4815 for C = 4.
    const w = model.terms.get('declined')?.[1] ?? 0;
    expect(C).toBe(4);
    expect(w).toBeCloseTo((2 * C) / (1 + Math.exp(w)), 4);
    expect(w).toBeCloseTo(1.4815, 3);
    expect(model.terms.get('sorry')?.[1]).toBeCloseTo(-w, 4);
    expect(model.intercept).toBeCloseTo(0, 4);
    expect(toneScore(model, ['declined'])).toBeCloseTo(1 / (1 + Math.exp(-w)), 4);
  });

  it('keeps the strongest weights when pruning, refitted on those alone', () => {
    const pruned = fitToneModel([...samples, sample(1, ['declined', 'sorry'])], 1);
    expect(pruned.model.terms.size).toBe(1);
    expect(pruned.vocabulary).toBe(2);
  });
});
