import { HEDGING_ENTRIES } from '../data/hedging.ts';
import { definePhraseRule } from './phraseRule.ts';
import { quotedRanges } from './quoted.ts';

export const hedging = definePhraseRule({
  id: 'hedging',
  category: 'Emotionality',
  name: 'Hedging',
  description:
    'Flags hedges that make a statement sound unsure ("I think", "it seems", "probably", "kind of", "as far as I know", "seems to", "should fix", "might be able to") and offers to cut them or to say "can". "What kind of", "I think so", "I believe in" and quoted speech pass.',
  severity: 'suggestion',
  reach: 'sentence',
  allowParameter: true,
  examples: {
    good: [
      'We can help you move your data.',
      'What kind of plan do you need?',
      'We believe in plain language.',
      'The report appears on the dashboard.',
    ],
    bad: [
      'I think we can help you move your data.',
      'We might be able to help you move your data.',
      'The new plan is probably cheaper.',
      'It seems the import failed.',
    ],
  },
  entries: HEDGING_ENTRIES,
  // Quoted speech keeps its speaker's voice: “I think it's great,” says Ana.
  accept: (found, block) =>
    !quotedRanges(block.text).some(([from, to]) => found.hit.from >= from && found.hit.to <= to),
});
