import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';

const guide = compileGuide({ name: 'buried verbs', rules: [{ id: 'nominalizations' }] });
const found = (text: string) =>
  checkText(text, guide, { format: 'plain' }).findings.map((finding) => ({
    written: text.slice(finding.from, finding.to),
    suggestions: finding.suggestions,
    fix: finding.fix?.replacement,
  }));

describe('buried verbs beyond the phrase list', () => {
  it('finds words between the weak verb and the noun, and suggests the verb without a fix', () => {
    expect(found('We made a final decision on Friday.')).toEqual([
      { written: 'made a final decision', suggestions: ['decide'], fix: undefined },
    ]);
    expect(found('The team conducted a thorough review of the logs.')[0]?.suggestions).toEqual(['review']);
    expect(found('Please give your request careful consideration.')[0]?.written).toBe(
      'give your request careful consideration',
    );
    expect(found('Give us a call any time.')[0]?.suggestions).toEqual(['call']);
  });

  it('finds the reader between "provide" and "with"', () => {
    expect(found('We will provide you with further assistance.')[0]?.written).toBe(
      'provide you with further assistance',
    );
    expect(found('We provide you with a laptop on day one.')).toEqual([]);
  });

  it('finds the passive and "take … into account"', () => {
    expect(found('A decision was made to pause the rollout.')[0]?.written).toBe('decision was made');
    expect(found('An audit will be carried out in May.')[0]?.written).toBe('audit will be carried out');
    expect(found('We will take your feedback into account.')[0]?.suggestions).toEqual(['consider']);
  });

  it('leaves the forms the phrase list fixes to it, once', () => {
    expect(found('We made some changes to the plan.')).toEqual([
      { written: 'made some changes to', suggestions: ['changed'], fix: 'changed' },
    ]);
    expect(found('Please give consideration to the cost.')).toHaveLength(1);
  });

  it('inflects a longer verb without doubling its consonant', () => {
    expect(found('She gave consideration to the cost.')[0]?.fix).toBe('considered');
  });

  it('passes compounds, questions and other uses of the nouns', () => {
    for (const text of [
      'Make sure changes are saved.',
      'Did the review find anything?',
      'The review process takes a week.',
      'The changes you made are saved.',
      'We have the final decision notes.',
      'Run the tests before you merge.',
    ]) {
      expect(found(text), text).toEqual([]);
    }
  });
});
