import { WIZARD_QUESTIONS } from '@wtt/contract';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../guides/test/catalogue.ts';
import { answersBody, defaultAnswers, previewRules, questionSteps } from './wizardSteps.ts';

describe('questionSteps', () => {
  it('asks the choice questions four to a step, then the glossary questions, each once', () => {
    const steps = questionSteps(WIZARD_QUESTIONS);
    expect(steps.map((step) => step.title)).toEqual([
      'Tone',
      'Readers and style',
      'Conventions',
      'Glossaries',
    ]);
    expect(steps.slice(0, 3).every((step) => step.questions.length <= 4)).toBe(true);
    expect(steps.at(-1)?.questions.every((question) => question.type === 'glossary')).toBe(true);
    expect(steps.flatMap((step) => step.questions.map((question) => question.id))).toEqual(
      WIZARD_QUESTIONS.map((question) => question.id),
    );
  });
});

describe('the answers and their preview', () => {
  it('starts at the defaults and sends no empty glossary answer', () => {
    const answers = defaultAnswers(WIZARD_QUESTIONS);
    expect(answers.formalCasual).toBe('neutral');
    expect(answers.forbiddenTermsGlossaryId).toBeNull();
    expect(answersBody(answers)).not.toHaveProperty('forbiddenTermsGlossaryId');
    expect(answersBody({ ...answers, forbiddenTermsGlossaryId: 'g' }).forbiddenTermsGlossaryId).toBe('g');
  });

  it('previews the rules the server would create, in catalogue order', () => {
    const answers = { ...defaultAnswers(WIZARD_QUESTIONS), formalCasual: 'formal', sentenceLength: 'short' };
    const preview = previewRules(answers, CATALOGUE);
    if (!('rules' in preview)) throw new Error(preview.error);
    expect(preview.rules).toContainEqual({ id: 'contractions', params: { style: 'avoid' } });
    expect(preview.rules).toContainEqual({ id: 'max-sentence-length', params: { max: 15 } });
    const order = CATALOGUE.map((info) => info.id);
    const positions = preview.rules.map((rule) => order.indexOf(rule.id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('says so when an answer is not a valid choice, or the catalogue lacks a rule', () => {
    expect(previewRules({ formalCasual: 'sloppy' }, CATALOGUE)).toEqual({
      error: 'Some answers are not valid choices.',
    });
    expect(previewRules({}, CATALOGUE.slice(0, 3))).toHaveProperty('error');
  });
});
