import fc from 'fast-check';
import { WIZARD_QUESTIONS, wizardAnswersSchema, type WizardAnswers } from '@wtt/contract';
import { compileGuide, listRules } from '@wtt/engine';
import { describe, expect, it } from 'vitest';
import { rulesForAnswers } from './wizardRules.ts';

const GLOSSARY_IDS = {
  forbiddenTermsGlossaryId: '11111111-1111-4111-8111-111111111111',
  requiredTermsGlossaryId: '22222222-2222-4222-8222-222222222222',
  exactSpellingGlossaryId: '33333333-3333-4333-8333-333333333333',
};
const glossaries = new Map(Object.values(GLOSSARY_IDS).map((id) => [id, [{ term: 'Acme' }]]));

const catalogueOrder = listRules().map((rule) => rule.id);
const choiceQuestions = WIZARD_QUESTIONS.filter((question) => question.type === 'choice');

function answers(raw: Record<string, unknown> = {}): WizardAnswers {
  return wizardAnswersSchema.parse(raw);
}

function guideFor(raw: Record<string, unknown>) {
  const rules = rulesForAnswers(answers(raw));
  // compileGuide throws a GuideError listing every problem: unknown rules, bad parameters, glossaries.
  compileGuide({ name: 'Wizard', rules }, { glossaries });
  return rules;
}

/** Answers to every choice question and the glossary ones, as fast-check draws them. */
const anyAnswers = fc.record(
  Object.fromEntries<fc.Arbitrary<string | null | undefined>>([
    ...choiceQuestions.map(
      (question) =>
        [question.id, fc.constantFrom(...question.options.map((option) => option.value))] as const,
    ),
    ...Object.entries(GLOSSARY_IDS).map(([key, id]) => [key, fc.constantFrom(id, null, undefined)] as const),
  ]),
);

describe('the wizard’s mapping of answers to rules', () => {
  it('gives a guide that compiles for every single answer of every question', () => {
    for (const question of choiceQuestions) {
      for (const option of question.options) {
        expect(
          () => guideFor({ [question.id]: option.value }),
          `${question.id}=${option.value}`,
        ).not.toThrow();
      }
    }
  });

  it('gives a guide that compiles for any combination, the same one every time, in catalogue order', () => {
    fc.assert(
      fc.property(anyAnswers, (raw) => {
        const rules = guideFor(raw);
        expect(rulesForAnswers(answers(raw))).toEqual(rules);
        const positions = rules.map((rule) => catalogueOrder.indexOf(rule.id));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(new Set(positions).size).toBe(rules.length);
      }),
      { numRuns: 300 },
    );
  });

  it('changes the guide with every answer (the "follow" choices match one of the others by design)', () => {
    const follows = new Set(['tone', 'channel']);
    for (const question of choiceQuestions) {
      const guides = question.options.map((option) =>
        JSON.stringify(guideFor({ [question.id]: option.value })),
      );
      const ownChoices = question.options.filter((option) => !follows.has(option.value)).length;
      expect(new Set(guides).size, question.id).toBeGreaterThanOrEqual(Math.max(2, ownChoices));
    }
  });

  it('maps the tone dimensions and the plain questions to the rules they name', () => {
    const formal = guideFor({ formalCasual: 'formal' });
    expect(formal).toContainEqual({ id: 'contractions', params: { style: 'avoid' } });
    expect(formal).toContainEqual({ id: 'exclamation-marks', params: { max: 0 } });
    const casual = guideFor({ formalCasual: 'casual', seriousFunny: 'funny' });
    expect(casual).toContainEqual({ id: 'contractions', params: { style: 'use' } });
    expect(casual).toContainEqual({ id: 'emoji', params: { max: 3 } });
    // The strictest answer wins: formal keeps emoji out even for a funny brand.
    expect(guideFor({ formalCasual: 'formal', seriousFunny: 'funny' })).toContainEqual({
      id: 'emoji',
      params: { max: 0 },
    });
    expect(guideFor({ formalCasual: 'formal', contractions: 'use' })).toContainEqual({
      id: 'contractions',
      params: { style: 'use' },
    });

    const support = guideFor({ channel: 'support' }).map((rule) => rule.id);
    expect(support).toEqual(expect.arrayContaining(['empathy', 'greeting-check', 'apology-count']));
    expect(guideFor({ channel: 'support', greeting: 'never' }).map((rule) => rule.id)).not.toContain(
      'greeting-check',
    );
    expect(guideFor({ sentenceLength: 'short', channel: 'docs' })).toEqual(
      expect.arrayContaining([
        { id: 'max-sentence-length', params: { max: 15 } },
        { id: 'max-sentence-count', params: { max: 3 } },
        { id: 'heading-case', params: { style: 'sentence' } },
      ]),
    );
    expect(guideFor({ passiveVoice: 'allow' }).map((rule) => rule.id)).not.toContain('passive-voice');
    expect(guideFor({}).map((rule) => rule.id)).toEqual(
      expect.arrayContaining(['passive-voice', 'racism', 'gendered-language', 'ableist-language']),
    );
    expect(guideFor({ inclusiveLanguage: 'unchecked' }).map((rule) => rule.id)).not.toContain('racism');
    expect(guideFor({ spelling: 'uk' })).toContainEqual({
      id: 'spelling-variant',
      params: { variant: 'uk' },
    });
    expect(guideFor(GLOSSARY_IDS)).toEqual(
      expect.arrayContaining([
        { id: 'forbidden-terms', params: { glossaryId: GLOSSARY_IDS.forbiddenTermsGlossaryId } },
        { id: 'required-terms', params: { glossaryId: GLOSSARY_IDS.requiredTermsGlossaryId } },
        { id: 'exact-spelling', params: { glossaryId: GLOSSARY_IDS.exactSpellingGlossaryId } },
      ]),
    );
  });
});
