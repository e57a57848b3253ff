import { CLICHE_ENTRIES } from '../data/cliches.ts';
import { definePhraseRule } from './phraseRule.ts';

export const cliches = definePhraseRule({
  id: 'cliches',
  category: 'Choice of Words',
  name: 'Clichés',
  description:
    'Flags clichés ("think outside the box", "at the end of the day", "last but not least", "few and far between") and offers a plain phrase where one says the same, in the tense of the text.',
  severity: 'suggestion',
  reach: 'sentence',
  allowParameter: true,
  examples: {
    good: [
      'Finally, thank you for your patience.',
      'We close the office at the end of the day on Friday.',
      'Good answers are rare.',
    ],
    bad: [
      'Last but not least, thank you for your patience.',
      'At the end of the day, the customer decides.',
      'Good answers are few and far between.',
      'The new team hit the ground running.',
    ],
  },
  entries: CLICHE_ENTRIES,
});
