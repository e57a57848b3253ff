import { describe, expect, it } from 'vitest';
import { WIZARD_QUESTIONS, wizardAnswersSchema, wizardRequestSchema } from './wizard.ts';

describe('the wizard questions', () => {
  it('ask exactly what the answers schema takes, with its choices and defaults', () => {
    const defaults = wizardAnswersSchema.parse({});
    expect(WIZARD_QUESTIONS.map((question) => question.id).sort()).toEqual(
      Object.keys(wizardAnswersSchema.shape).sort(),
    );
    for (const question of WIZARD_QUESTIONS) {
      const key = question.id as keyof typeof defaults;
      if (question.type === 'glossary') {
        expect(question.options).toEqual([]);
        expect(question.default).toBeNull();
        expect(defaults[key]).toBeUndefined();
        continue;
      }
      expect(question.default).toBe(defaults[key]);
      for (const option of question.options) {
        expect(option.label.length).toBeGreaterThan(0);
        expect(wizardAnswersSchema.shape[key].safeParse(option.value).success).toBe(true);
      }
      expect(wizardAnswersSchema.shape[key].safeParse('not-an-option').success).toBe(false);
    }
  });

  it('take picked rules or answers, exactly one of the two', () => {
    expect(wizardRequestSchema.safeParse({ name: 'x', rules: [] }).success).toBe(true);
    expect(wizardRequestSchema.safeParse({ name: 'x', answers: {} }).success).toBe(true);
    expect(wizardRequestSchema.safeParse({ name: 'x' }).success).toBe(false);
    expect(wizardRequestSchema.safeParse({ name: 'x', rules: [], answers: {} }).success).toBe(false);
  });
});
