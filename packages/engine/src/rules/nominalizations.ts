import { NOMINALIZATION_ENTRIES } from '../data/nominalizations.ts';
import { buriedNounFinder } from './buriedNounPattern.ts';
import { definePhraseRule } from './phraseRule.ts';
import { quote } from './wording.ts';

export const nominalizations = definePhraseRule({
  id: 'nominalizations',
  category: 'Sentence Structure',
  name: 'Buried verbs',
  description:
    'Flags actions buried in nouns ("make a decision", "give consideration to", "conduct a review of", "provide assistance") and offers the verb in the tense of the text ("made a decision" → "decided"). With words between ("made a final decision", "take your feedback into account") or in the passive ("a decision was made") it suggests the verb.',
  severity: 'suggestion',
  reach: 'sentence',
  allowParameter: true,
  examples: {
    good: ['We decided to move the launch.', 'The decision was hard.', 'Please consider the cost.'],
    bad: [
      'We made a decision to move the launch.',
      'Please give consideration to the cost.',
      'Our team will provide assistance to new users.',
    ],
  },
  entries: NOMINALIZATION_ENTRIES,
  extra: buriedNounFinder(NOMINALIZATION_ENTRIES),
  message: ({ written, suggestions, entry }) =>
    `Use the verb: ${quote(suggestions[0] ?? '')} instead of ${quote(written)}. ${entry.reason}`,
});
