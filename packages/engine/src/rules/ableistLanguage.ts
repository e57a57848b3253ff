import { ABLEIST_ENTRIES } from '../data/ableist.ts';
import { definePhraseRule } from './phraseRule.ts';

export const ableistLanguage = definePhraseRule({
  id: 'ableist-language',
  category: 'Choice of Words',
  name: 'Ableist language',
  description:
    'Flags disability used as a metaphor ("crazy", "lame", "crippling", "sanity check", "turn a blind eye") and terms that define people by a disability ("wheelchair-bound", "handicapped"), with plain alternatives. Plain mentions of disability ("blind users") pass.',
  severity: 'warning',
  reach: 'sentence',
  allowParameter: true,
  skipProperNames: true,
  examples: {
    good: [
      'The new release is surprisingly fast.',
      'Blind users navigate with a screen reader.',
      'Run a quick check before you deploy.',
      'The dumb terminal shows only text.',
    ],
    bad: [
      'The new release is crazy fast.',
      'Run a sanity check before you deploy.',
      'The outage was crippling for our customers.',
      'He has been wheelchair-bound since the accident.',
      'We turned a blind eye to the warnings.',
    ],
  },
  entries: ABLEIST_ENTRIES,
});
