import { ABLEIST_ENTRIES, METAPHOR_PARTS, METAPHOR_REASON } from '../data/ableist.ts';
import { definePhraseRule } from './phraseRule.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

const PARTS = new Set(METAPHOR_PARTS);
// Names of things, not metaphors: a patchwork quilt, irregular paving, mini golf.
const COMPOUND_NAMES = new Set(['crazy-quilt', 'crazy-quilts', 'crazy-paving', 'crazy-golf', 'crazy-eights']);

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
  // "crazy-fast", "insanely-good": a metaphor word inside a hyphenated compound, one word of the text.
  extra: (block) => {
    const matches: RuleMatch[] = [];
    for (const word of block.words) {
      if (!word.normal.includes('-') || COMPOUND_NAMES.has(word.normal)) continue;
      if (!word.normal.split('-').some((part) => PARTS.has(part))) continue;
      matches.push({
        from: word.start,
        to: word.end,
        message: `Rephrase without ${quote(word.text)}. ${METAPHOR_REASON}`,
        methodName: 'metaphor-compound',
        suggestions: [],
      });
    }
    return matches;
  },
});
