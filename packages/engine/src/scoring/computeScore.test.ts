import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { computeScore, type ScoredFinding } from './computeScore.ts';

const warning = (id: string, from: number): ScoredFinding => ({
  id,
  type: 'Sentence Structure',
  severity: 'warning',
  scope: 'block',
  sentence: { from, to: from + 10 },
});

describe('computeScore', () => {
  it('scores 100 with nothing to fix', () => {
    const score = computeScore([], 250);
    expect(score.overall).toBe(100);
    expect(Object.values(score.categories)).toEqual([100, 100, 100, 100, 100]);
  });

  it('follows the published formula: 100·e^(−D/12), D = weighted findings per 100 words', () => {
    // One warning (2 points) in 100 words: 100·e^(−2/12) = 84.6.
    expect(computeScore([warning('passive-voice', 0)], 100).categories['Sentence Structure']).toBe(85);
    // Texts under 100 words count as 100 words.
    expect(computeScore([warning('passive-voice', 0)], 20).overall).toBe(85);
    // A document finding is not divided by length: a missing greeting costs the same in any text.
    const greeting: ScoredFinding = {
      id: 'greeting-check',
      type: 'Document Structure',
      severity: 'warning',
      scope: 'document',
    };
    expect(computeScore([greeting], 5000).overall).toBe(85);
  });

  it('does not punish length: the same density scores the same', () => {
    const short = computeScore([warning('a', 0)], 100);
    const long = computeScore(
      Array.from({ length: 10 }, (_, i) => warning('a', i * 20)),
      1000,
    );
    expect(long.overall).toBe(short.overall);
  });

  it('splits the loss over rules and sentences, largest first, adding up to 100 − overall', () => {
    const score = computeScore(
      [
        warning('passive-voice', 0),
        warning('passive-voice', 0),
        { ...warning('simplify', 40), severity: 'suggestion', type: 'Readability and Flow' },
      ],
      100,
    );
    expect(score.rules.map((rule) => [rule.id, rule.findings, rule.share])).toEqual([
      ['passive-voice', 2, 0.8],
      ['simplify', 1, 0.2],
    ]);
    expect(score.rules.reduce((sum, rule) => sum + rule.loss, 0)).toBeCloseTo(
      100 - 100 * Math.exp(-5 / 12),
      0,
    );
    expect(score.sentences.map((sentence) => [sentence.from, sentence.findings, sentence.share])).toEqual([
      [0, 2, 0.8],
      [40, 1, 0.2],
    ]);
  });

  it('scores a checked text per category', () => {
    const { score } = checkText('The report was written by Ann. It was reviewed by Bob.', {
      name: 'G',
      rules: [{ id: 'passive-voice' }],
    });
    expect(score.words).toBe(11);
    expect(score.categories['Sentence Structure']).toBe(85);
    expect(score.categories['Choice of Words']).toBe(100);
    expect(score.sentences).toHaveLength(2);
  });
});
