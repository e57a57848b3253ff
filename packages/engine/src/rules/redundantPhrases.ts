import { REDUNDANT_ENTRIES } from '../data/redundantPhrases.ts';
import { definePhraseRule } from './phraseRule.ts';
import { quote } from './wording.ts';

export const redundantPhrases = definePhraseRule({
  id: 'redundant-phrases',
  category: 'Readability and Flow',
  name: 'Redundant phrases',
  description:
    'Flags phrases where one word repeats the other ("added bonus", "past history", "revert back", "PIN number", "each and every") and offers the word that carries the meaning, in the form of the text ("reverted back" → "reverted").',
  severity: 'suggestion',
  reach: 'sentence',
  allowParameter: true,
  examples: {
    good: [
      'As a bonus, shipping is free.',
      'We reverted the change.',
      'Enter your PIN.',
      'The end of the result list.',
    ],
    bad: ['As an added bonus, shipping is free.', 'We reverted back the change.', 'Enter your PIN number.'],
  },
  entries: REDUNDANT_ENTRIES,
  message: ({ written, suggestions, entry }) =>
    `Write ${quote(suggestions[0] ?? '')} instead of ${quote(written)}. ${entry.reason}`,
});
