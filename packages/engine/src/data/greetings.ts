/**
 * Openings that greet the reader. Source: the salutations of the Cambridge Dictionary guide "Letters
 * and emails" (https://dictionary.cambridge.org/grammar/british-grammar/letters-and-emails) and common
 * customer-support openings (Zendesk, "Customer service email templates").
 */
export interface Greeting {
  readonly phrase: string;
  readonly reason: string;
  readonly source: string;
  /** A clipped greeting: only one when it stands alone or before the people greeted. */
  readonly clipped?: boolean;
}

const LETTERS = 'Cambridge Dictionary, "Letters and emails" (salutations)';
const CLIPPED =
  'Merriam-Webster, "morning" (interjection: "used as a greeting"); Cambridge Dictionary, "Letters and emails" (informal openings)';
const SUPPORT = 'Zendesk, "Customer service email templates" (openings)';

export const GREETINGS: readonly Greeting[] = [
  ...[
    'hi',
    'hello',
    'hey',
    'dear',
    'greetings',
    'good morning',
    'good afternoon',
    'good evening',
    'howdy',
  ].map((phrase) => ({ phrase, reason: 'A salutation.', source: LETTERS })),
  ...['hi there', 'hello there', 'welcome', 'good day', 'hiya', 'heya', 'hallo', 'hola', 'aloha', 'ahoy'].map(
    (phrase) => ({
      phrase,
      reason: 'A friendly opening that greets the reader.',
      source: SUPPORT,
    }),
  ),
  ...['salutations', 'to whom it may concern', 'season\u2019s greetings', "season's greetings"].map(
    (phrase) => ({
      phrase,
      reason: 'A formal salutation.',
      source: LETTERS,
    }),
  ),
  // Clipped greetings ("Morning, team!", "Evening all"): greetings only when they stand alone or before
  // the people greeted, not as words of a sentence ("Morning stand-up moves to ten").
  ...['morning', 'afternoon', 'evening', 'yo', 'g\u2019day', "g'day", 'gday'].map((phrase) => ({
    phrase,
    reason: 'A clipped greeting.',
    source: CLIPPED,
    clipped: true,
  })),
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'weekend', 'new year', 'holidays'].map(
    (day) => ({
      phrase: `happy ${day}`,
      reason: 'A greeting for the day or season.',
      source: CLIPPED,
    }),
  ),
];
