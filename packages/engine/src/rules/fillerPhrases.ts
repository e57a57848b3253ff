import { FILLER_ENTRIES } from '../data/fillerPhrases.ts';
import { definePhraseRule } from './phraseRule.ts';

export const fillerPhrases = definePhraseRule({
  id: 'filler-phrases',
  category: 'Readability and Flow',
  name: 'Filler phrases',
  description:
    'Flags phrases that announce instead of saying ("it is important to note that", "needless to say", "to be honest", "we are writing to inform you that") and offers to cut them, keeping the sentence whole.',
  severity: 'suggestion',
  reach: 'sentence',
  allowParameter: true,
  examples: {
    good: [
      'The API changed in version 2.',
      'We want to be honest with you about the delay.',
      'Your order has shipped.',
    ],
    bad: [
      'It is important to note that the API changed in version 2.',
      'To be honest, the delay was our fault.',
      'We are writing to inform you that your order has shipped.',
    ],
  },
  entries: FILLER_ENTRIES,
});
