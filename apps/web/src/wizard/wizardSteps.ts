// The key-questions path of the wizard: the questions (GET /tones-of-voice/wizard/questions) in a few
// short steps, and the rules the answers give, with the mapping the server creates the guide with
// (contract text/wizardRules.ts), so the preview is the guide the user gets.
import type { GuideRuleInput, RuleInfo, WizardQuestion } from '@wtt/contract';
import { rulesForAnswers, wizardAnswersSchema } from '@wtt/contract';

/** Answers as the form holds them: a choice's value, a glossary id, or null for no glossary. */
export type AnswerDraft = Record<string, string | null>;

export interface QuestionStep {
  title: string;
  questions: WizardQuestion[];
}

const QUESTIONS_PER_STEP = 4;

/** Choice questions four to a step (tone, readers and style, conventions), then the glossary questions. */
export function questionSteps(questions: readonly WizardQuestion[]): QuestionStep[] {
  const choices = questions.filter((question) => question.type === 'choice');
  const glossaries = questions.filter((question) => question.type === 'glossary');
  const titles = ['Tone', 'Readers and style', 'Conventions'];
  const steps: QuestionStep[] = [];
  for (let start = 0; start < choices.length; start += QUESTIONS_PER_STEP) {
    const number = start / QUESTIONS_PER_STEP;
    steps.push({
      title: titles[number] ?? `More questions ${number + 1}`,
      questions: choices.slice(start, start + QUESTIONS_PER_STEP),
    });
  }
  if (glossaries.length > 0) steps.push({ title: 'Glossaries', questions: glossaries });
  return steps;
}

/** Every question at its default. */
export function defaultAnswers(questions: readonly WizardQuestion[]): AnswerDraft {
  return Object.fromEntries(questions.map((question) => [question.id, question.default]));
}

/** The answers as POST /tones-of-voice/wizard takes them: no glossary answers left null. */
export function answersBody(draft: AnswerDraft): Record<string, string> {
  return Object.fromEntries(
    Object.entries(draft).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}

export type RulePreview = { rules: GuideRuleInput[] } | { error: string };

/** The rules the answers give, in the catalogue's order. */
export function previewRules(draft: AnswerDraft, catalogue: readonly RuleInfo[]): RulePreview {
  const answers = wizardAnswersSchema.safeParse(answersBody(draft));
  if (!answers.success) return { error: 'Some answers are not valid choices.' };
  try {
    return {
      rules: rulesForAnswers(
        answers.data,
        catalogue.map((info) => info.id),
      ),
    };
  } catch {
    // The server knows rules this page's catalogue does not: it creates the guide all the same.
    return { error: 'The preview is not available; the guide is created from your answers all the same.' };
  }
}
