import { entries, type LexiconEntry } from './types.ts';

/**
 * Words and phrases that mark formal writing: formal connectives and the bureaucratic vocabulary that
 * plain-language guides ask writers to replace. Heylighen and Dewaele's F-score rises with such
 * explicit, context-independent wording.
 */
const OXFORD_FORMAL = 'Oxford Learner\'s Dictionaries, register label "formal"';
const PLAIN =
  'Federal Plain Language Guidelines (plainlanguage.gov), "Use simple words and phrases" (formal words and their plain equivalents)';

export const FORMAL_MARKERS: readonly LexiconEntry[] = [
  ...entries(
    [
      'therefore',
      'furthermore',
      'moreover',
      'thus',
      'hence',
      'accordingly',
      'consequently',
      'nevertheless',
      'nonetheless',
      'notwithstanding',
      'whereas',
      'whereby',
      'herein',
      'hereby',
      'thereof',
      'therein',
      'wherein',
      'henceforth',
    ],
    {
      reason: 'A formal connective or deictic adverb, rare in conversation.',
      source: OXFORD_FORMAL,
      forms: 'none',
    },
  ),
  ...entries(
    [
      'pursuant to',
      'in accordance with',
      'with regard to',
      'with respect to',
      'in order to',
      'prior to',
      'subsequent to',
      'in the event that',
      'aforementioned',
      'commence',
      'endeavour',
      'endeavor',
      'facilitate',
      'utilise',
      'utilize',
      'ascertain',
      'remuneration',
      'shall',
      'kindly',
      'regarding',
      'sincerely',
      'respectfully',
    ],
    {
      reason: 'Formal wording that plain-language guides replace with an everyday word.',
      source: PLAIN,
      forms: 'none',
    },
  ),
];
