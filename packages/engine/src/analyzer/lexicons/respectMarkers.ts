import { entries, type LexiconEntry } from './types.ts';

/**
 * Politeness markers: gratitude, apology, deference, indirect requests and courtesy titles. These are
 * the strategies of negative politeness in Brown and Levinson's account, and the features that rank
 * requests most polite in the Stanford Politeness Corpus.
 */
const POLITENESS =
  'Danescu-Niculescu-Mizil et al. (2013), "A computational approach to politeness", ACL (gratitude, apologizing, please, indirect requests, deference)';
const BROWN =
  'Brown & Levinson (1987), "Politeness: Some Universals in Language Usage" (negative politeness)';
const LETTERS = 'Cambridge Dictionary, "Letters and emails" (courtesy titles and closings)';

export const RESPECT_MARKERS: readonly LexiconEntry[] = [
  ...entries(['please', 'thank you', 'thanks', 'thank', 'appreciate', 'grateful', 'we appreciate'], {
    reason: 'Gratitude or a polite request marker.',
    source: POLITENESS,
    forms: 'none',
  }),
  ...entries(['sorry', 'apologise', 'apologize', 'apologies', 'we regret', 'excuse me', 'pardon'], {
    reason: 'An apology: takes responsibility towards the reader.',
    source: POLITENESS,
    forms: 'none',
  }),
  ...entries(
    ['could you', 'would you', 'would you mind', 'may i', 'if you would', 'at your convenience', 'kindly'],
    { reason: 'An indirect request: leaves the reader the choice.', source: BROWN, forms: 'none' },
  ),
  ...entries(
    ['we understand', 'your patience', 'your understanding', 'we value', 'with respect', 'respectfully'],
    {
      reason: 'Deference: acknowledges the reader’s position or effort.',
      source: POLITENESS,
      forms: 'none',
    },
  ),
  // Titles are written capitalised: the parser reads "Mr." as one word only then.
  ...entries(
    ['dear', 'Mr.', 'Mrs.', 'Ms.', 'Dr.', 'sincerely', 'kind regards', 'best regards', 'yours faithfully'],
    {
      reason: 'A courtesy title, salutation or closing.',
      source: LETTERS,
      forms: 'none',
    },
  ),
];
