import type { MatchAnswer } from '@wtt/contract';
import { describe, expect, it } from 'vitest';
import { nextMilestone, planFixes } from './fixPlan.ts';
import { MATCH_ANSWER } from './test/fixtures.ts';

describe('nextMilestone', () => {
  it('is the next round ten above the score', () => {
    expect(nextMilestone(0)).toBe(10);
    expect(nextMilestone(51)).toBe(60);
    expect(nextMilestone(60)).toBe(70);
    expect(nextMilestone(95)).toBe(100);
    expect(nextMilestone(100)).toBeNull();
  });
});

describe('planFixes', () => {
  it('fixes the costliest rule first and says the score it reaches', () => {
    // 51 with losses 18.2 (forbidden terms), 12.2, 12.2, 6.1: without the first, D falls by 37.5 %.
    const plan = planFixes(MATCH_ANSWER);
    expect(plan?.target).toBe(60);
    expect(plan?.steps.map((step) => step.rule.id)).toEqual(['forbidden-terms']);
    expect(plan?.steps[0]?.scoreAfter).toBe(66);
    expect(plan?.steps[0]?.findings.map((finding) => finding.from)).toEqual([56]);
  });

  it('takes as many rules as a higher target needs, and 100 needs them all', () => {
    const toEighty = planFixes(MATCH_ANSWER, 80);
    expect(toEighty?.steps.map((step) => [step.rule.id, step.scoreAfter])).toEqual([
      ['forbidden-terms', 66],
      ['intensifiers', 78],
      ['greeting-check', 92],
    ]);
    const all = planFixes(MATCH_ANSWER, 100);
    expect(all?.steps).toHaveLength(4);
    expect(all?.steps.at(-1)?.scoreAfter).toBe(100);
    expect(all?.steps[1]?.findings).toHaveLength(2);
  });

  it('agrees with the scoring formula on a single warning per 100 words (85 → 100)', () => {
    const answer: MatchAnswer = {
      score: 85,
      categories: { ...MATCH_ANSWER.categories },
      findings: [],
      explanation: {
        words: 100,
        rules: [{ id: 'passive-voice', type: 'Sentence Structure', findings: 1, loss: 15.4, share: 1 }],
        sentences: [],
      },
    };
    expect(planFixes(answer)?.steps).toEqual([
      { rule: answer.explanation.rules[0], findings: [], scoreAfter: 100 },
    ]);
  });

  it('has nothing to plan at 100 or below the score', () => {
    const perfect: MatchAnswer = {
      ...MATCH_ANSWER,
      score: 100,
      findings: [],
      explanation: { words: 34, rules: [], sentences: [] },
    };
    expect(planFixes(perfect)).toBeNull();
    expect(planFixes(MATCH_ANSWER, 40)).toBeNull();
  });
});
