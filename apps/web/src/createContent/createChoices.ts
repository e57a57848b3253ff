// The choices of the 'Create new content' dialog (spec section 2): three ways to a guide, a glossary and a
// prompt. Each names the plan resource the create uses, so the limit is checked before the page opens.
import type { PlanResource } from '@wtt/contract';
import { PATHS } from '../routes/paths.ts';

export const CREATE_DIALOG_TITLE = 'Create new content';
/** Spec section 9. */
export const CREATE_DIALOG_WIDTH = 700;

export interface CreateChoice {
  id: 'wizard' | 'builder' | 'questions' | 'glossary' | 'prompt';
  label: string;
  explanation: string;
  path: string;
  resource: PlanResource;
}

export const GUIDE_CHOICES: readonly CreateChoice[] = [
  {
    id: 'wizard',
    label: 'Pick rules from a list',
    explanation: 'Choose the checks your guide makes from the rule catalogue, grouped by category.',
    path: PATHS.wizard,
    resource: 'createTone',
  },
  {
    id: 'builder',
    label: 'Use existing texts that you like',
    explanation: 'Paste or upload texts written the way you want; the builder derives the rules from them.',
    path: PATHS.builder,
    resource: 'createTone',
  },
  {
    id: 'questions',
    label: 'Answer a few key questions',
    explanation: 'Tell us about your readers and your style, and get a guide with the matching rules.',
    path: PATHS.wizardQuestions,
    resource: 'createTone',
  },
];

export const OTHER_CHOICES: readonly CreateChoice[] = [
  {
    id: 'glossary',
    label: 'Create a glossary',
    explanation: 'Collect the terms your team must use, must avoid or must spell exactly.',
    path: PATHS.newGlossary,
    resource: 'createGlossary',
  },
  {
    id: 'prompt',
    label: 'Create a prompt',
    explanation: 'Save an instruction you often give the assistant, to reuse it with one click.',
    path: PATHS.newPrompt,
    resource: 'createPrompt',
  },
];
