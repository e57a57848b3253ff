import { describe, expect, it } from 'vitest';
import { wizardAnswersSchema } from './wizard.ts';
import { rulesForAnswers } from './wizardRules.ts';

// The full mapping is tested against the engine's catalogue in apps/server (wizardRules.test.ts); here
// what the contract adds: the caller's catalogue order and the refusal of rules it lacks.
const answers = (raw: Record<string, unknown> = {}) => wizardAnswersSchema.parse(raw);

describe('rulesForAnswers', () => {
  it('lists the picked rules in the order of the catalogue it is given', () => {
    const order = ['spacing', 'repeated-words', 'duplicate-punctuation', 'exclamation-marks', 'emoji'];
    const known = [
      ...order,
      'profanity',
      'condescending-language',
      'readability',
      'jargon',
      'second-person',
      'max-sentence-length',
      'max-sentence-count',
      'passive-voice',
      'racism',
      'gendered-language',
      'ableist-language',
      'age-related-language',
    ];
    const rules = rulesForAnswers(answers(), known);
    expect(rules.slice(0, 5).map((rule) => rule.id)).toEqual(order);
    expect(rules).toContainEqual({ id: 'max-sentence-length', params: { max: 25 } });
    expect(rules).toContainEqual({ id: 'passive-voice' });
  });

  it('refuses to pick a rule the catalogue lacks', () => {
    expect(() => rulesForAnswers(answers(), ['spacing'])).toThrow(/catalogue lacks: repeated-words/);
  });
});
