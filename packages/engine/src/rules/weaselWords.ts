import { WEASEL_ENTRIES } from '../data/weasel.ts';
import { definePhraseRule } from './phraseRule.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const CAPITAL_START = /^\p{Lu}/u;

export const weaselWords = definePhraseRule({
  id: 'weasel-words',
  category: 'Choice of Words',
  name: 'Unsourced claims',
  description:
    'Flags claims attributed to nobody in particular ("studies show", "experts agree", "it is widely believed", "some people say"): name the source or make the claim yourself. "Our research shows" and "Gartner research shows" name one.',
  severity: 'warning',
  reach: 'sentence',
  allowParameter: true,
  examples: {
    good: [
      'Our research shows that short forms convert better.',
      'A 2023 Baymard study found that long forms lose buyers.',
      'Some people prefer e-mail to chat.',
    ],
    bad: [
      'Studies show that short forms convert better.',
      'Experts agree that long forms lose buyers.',
      'It is widely believed that chat beats e-mail.',
    ],
  },
  entries: WEASEL_ENTRIES,
  // "Gartner research shows": a capitalised word right before the claim may name its source.
  accept: (found, block) => {
    const before = block.words[found.hit.firstWord - 1];
    const first = block.words[found.hit.firstWord];
    return !(before && first && before.sentence === first.sentence && CAPITAL_START.test(before.text));
  },
});
