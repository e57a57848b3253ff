import { WEASEL_ENTRIES } from '../data/weasel.ts';
import { COMMON_WORDS, FUNCTION_WORDS } from '../data/commonWords.ts';
import { definePhraseRule } from './phraseRule.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const CAPITAL_START = /^\p{Lu}/u;

// A capitalised word before a claim names its source ("Gartner research shows") unless it only starts
// the sentence and describes the crowd ("Security researchers warn", "Industry experts agree").
const DESCRIBING = new Set([
  ...COMMON_WORDS.map((listed) => listed.word),
  ...FUNCTION_WORDS.map((listed) => listed.word),
  'industry',
  'leading',
  'top',
  'medical',
  'health',
  'marketing',
  'tech',
  'financial',
  'legal',
  'independent',
  'academic',
]);

// Owners two words before a claim ("our support specialists", "your own experts").
const OWNERS = new Set(['our', 'my', 'your', 'their', 'his', 'her', 'its']);

// Words after a claim that go on to name its source.
const NAMING = new Set(['by', 'from', 'at', 'published']);

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
  // "Gartner research shows": a capitalised word right before the claim may name its source, and so
  // may the words right after it ("a recent study by Baymard", "experts at Gartner say").
  accept: (found, block) => {
    const before = block.words[found.hit.firstWord - 1];
    const first = block.words[found.hit.firstWord];
    if (
      before &&
      first &&
      before.sentence === first.sentence &&
      CAPITAL_START.test(before.text) &&
      !(before.sentenceStart && DESCRIBING.has(before.normal))
    ) {
      return false;
    }
    // "Our support specialists recommend": an owner two words back names them too.
    const twoBack = block.words[found.hit.firstWord - 2];
    if (twoBack && first && twoBack.sentence === first.sentence && OWNERS.has(twoBack.normal)) return false;
    const after = block.words[found.hit.lastWord + 1];
    return !(
      after?.joined === true &&
      first &&
      after.sentence === first.sentence &&
      NAMING.has(after.normal)
    );
  },
});
