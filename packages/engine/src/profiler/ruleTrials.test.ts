import { describe, expect, it } from 'vitest';
import { getRule } from '../rules/catalogue.ts';
import type { Rule } from '../rules/types.ts';
import { createTrialRunner } from './ruleTrials.ts';
import { readSample } from './sampleSet.ts';

function catalogueRule(id: string): Rule {
  const rule = getRule(id);
  if (!rule) throw new Error(`The catalogue has no ${id}.`);
  return rule;
}

describe('rule trials', () => {
  const samples = [
    readSample('Hi Ann,\n\nThe report was written by Bo. We ship today.', 0, 'plain'),
    readSample('The page is being rebuilt. It works.', 1, 'plain'),
  ];
  const trials = createTrialRunner(samples);

  it('finds the sample sentences a block rule flags', () => {
    const outcome = trials.run(catalogueRule('passive-voice'), {});
    expect(outcome?.flagged.map((sentence) => [sentence.sample.index, sentence.record.text])).toEqual([
      [0, 'The report was written by Bo.'],
      [1, 'The page is being rebuilt.'],
    ]);
    expect(outcome).toMatchObject({ scope: 'block', matches: 2, failingSamples: 2, failing: [0, 1] });
    expect(trials.sentences).toBe(5);
  });

  it('finds the samples a document rule fails in', () => {
    const outcome = trials.run(catalogueRule('greeting-check'), {});
    expect(outcome).toMatchObject({ scope: 'document', failingSamples: 1, failing: [1] });
    expect(outcome?.flagged.map((sentence) => sentence.record.text)).toEqual(['The page is being rebuilt.']);
  });

  it('runs a rule with the given parameters and caches the outcome', () => {
    const rule = catalogueRule('max-sentence-length');
    const strict = trials.run(rule, { max: 3 });
    expect(strict?.flagged.map((sentence) => sentence.record.text)).toEqual([
      'The report was written by Bo.',
      'The page is being rebuilt.',
    ]);
    expect(trials.run(rule, { max: 3 })).toBe(strict);
    expect(trials.run(rule, { max: 30 })?.flagged).toEqual([]);
  });

  it('gives null for parameters the rule rejects', () => {
    expect(trials.run(catalogueRule('max-sentence-length'), { max: 'long' })).toBeNull();
  });
});
