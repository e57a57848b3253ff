import { PASSIVE_AGGRESSIVE_ENTRIES } from '../data/passiveAggressive.ts';
import { definePhraseRule } from './phraseRule.ts';

export const passiveAggressive = definePhraseRule({
  id: 'passive-aggressive',
  category: 'Emotionality',
  name: 'Passive-aggressive phrases',
  description:
    'Flags phrases that scold while sounding polite ("per my last email", "as I already said", "please be advised", "for future reference", "thanks in advance"): restate the point kindly.',
  severity: 'warning',
  reach: 'sentence',
  allowParameter: true,
  examples: {
    good: [
      'Here are the steps again, in case they got lost.',
      'I mentioned the deadline in my last email.',
      'Thanks for your help with the report.',
    ],
    bad: [
      'Per my last email, the deadline is Friday.',
      'As I already said, the file is attached.',
      'Please be advised that the office is closed.',
      'For future reference, use the form.',
    ],
  },
  entries: PASSIVE_AGGRESSIVE_ENTRIES,
});
