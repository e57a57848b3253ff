/**
 * Openings that greet the reader. Source: the salutations of the Cambridge Dictionary guide "Letters
 * and emails" (https://dictionary.cambridge.org/grammar/british-grammar/letters-and-emails) and common
 * customer-support openings (Zendesk, "Customer service email templates").
 */
export interface Greeting {
  readonly phrase: string;
  readonly reason: string;
  readonly source: string;
}

const LETTERS = 'Cambridge Dictionary, "Letters and emails" (salutations)';
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
  ...['hi there', 'hello there', 'welcome', 'thanks for reaching out', 'thank you for reaching out'].map(
    (phrase) => ({
      phrase,
      reason: 'A friendly opening that greets the reader.',
      source: SUPPORT,
    }),
  ),
];
