import { APOLOGY_ENTRIES } from '../data/apologies.ts';
import type { BlockView } from '../language/types.ts';
import { defineCountRule, type CountedItem } from './countRule.ts';
import { compilePhrases, findPhrases } from './phraseRule.ts';
import { quotedRanges } from './quoted.ts';
import { count, quote } from './wording.ts';

const apologies = compilePhrases(APOLOGY_ENTRIES);

/** The writer's apologies in a block: the customer's words, quoted or in a block quote, are theirs. */
function apologiesIn(block: BlockView): CountedItem[] {
  if (block.kind === 'quote') return [];
  const quoted = quotedRanges(block.text);
  return findPhrases(apologies, block)
    .filter(({ hit }) => !quoted.some(([from, to]) => hit.from >= from && hit.to <= to))
    .map(({ hit, written }) => ({
      from: hit.from,
      to: hit.to,
      text: written,
    }));
}

export const apologyCount = defineCountRule({
  id: 'apology-count',
  category: 'Emotionality',
  name: 'Too many apologies',
  description:
    'Allows at most `max` apologies ("sorry", "we apologize", "our apologies", "we regret") in the whole text: one sincere apology builds trust, more bury the help. "A sorry state", "no apology needed", "the apology email" and the customer\'s quoted words do not count.',
  severity: 'suggestion',
  methodName: 'extra-apology',
  max: { description: 'Most apologies in the whole text.', default: 1 },
  examples: {
    good: ['We are sorry for the delay. Your refund is on its way.', 'The project was in a sorry state.'],
    bad: ['Sorry for the delay. We apologize for the trouble. Sorry again!'],
  },
  find: apologiesIn,
  message: (item, total, max) =>
    `Cut this apology (${quote(item.text)}): the text apologizes ${count(total, 'time')}, the guide allows ${max}. Offer help instead.`,
});
