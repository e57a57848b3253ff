import { VAGUE_QUANTIFIER_ENTRIES } from '../data/vagueQuantifiers.ts';
import { definePhraseRule } from './phraseRule.ts';

export const vagueQuantifiers = definePhraseRule({
  id: 'vague-quantifiers',
  category: 'Choice of Words',
  name: 'Vague quantities',
  description:
    'Flags vague quantities ("a lot of", "tons of", "a bunch of", "countless", "a significant number of"): give the number, or write "many" or "much". Measures ("20 tons of steel") pass.',
  severity: 'suggestion',
  reach: 'sentence',
  allowParameter: true,
  examples: {
    good: [
      'We fixed 42 bugs this week.',
      'We fixed many bugs this week.',
      'The ship carried 20 tons of steel.',
      'Thanks a lot for your help.',
    ],
    bad: ['We fixed a lot of bugs this week.', 'Countless teams use our app.', 'We got tons of feedback.'],
  },
  entries: VAGUE_QUANTIFIER_ENTRIES,
  // "20 tons of steel": a numeral before, in the same sentence, makes it a measure.
  accept: (found, block) => {
    const previous = block.words[found.hit.firstWord - 1];
    const sameSentence = previous?.sentence === block.words[found.hit.firstWord]?.sentence;
    return !(sameSentence && /^\d/.test(previous?.text ?? ''));
  },
});
