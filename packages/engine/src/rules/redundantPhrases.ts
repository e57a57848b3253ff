import { REDUNDANT_ENTRIES } from '../data/redundantPhrases.ts';
import type { BlockView } from '../language/types.ts';
import { definePhraseRule } from './phraseRule.ts';
import { splitTogether, togetherVerbs } from './splitTogether.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

/**
 * "at 3 a.m. in the morning." → "at 3 a.m.": a replacement that ends in a full stop takes the place of
 * the sentence's own, which would otherwise double it.
 */
function keepOneFullStop(match: RuleMatch, block: BlockView): RuleMatch {
  const fix = match.fix;
  if (!fix?.replacement.endsWith('.') || block.text.charAt(fix.to) !== '.') return match;
  return { ...match, fix: { ...fix, replacement: fix.replacement.slice(0, -1) } };
}

const TOGETHER_VERBS = togetherVerbs(REDUNDANT_ENTRIES);

export const redundantPhrases = definePhraseRule({
  id: 'redundant-phrases',
  category: 'Readability and Flow',
  name: 'Redundant phrases',
  description:
    'Flags phrases where one word repeats the other ("added bonus", "past history", "revert back", "PIN number", "each and every") and offers the word that carries the meaning, in the form of the text ("reverted back" → "reverted").',
  severity: 'suggestion',
  reach: 'sentence',
  allowParameter: true,
  examples: {
    good: [
      'As a bonus, shipping is free.',
      'We reverted the change.',
      'Enter your PIN.',
      'The end of the result list.',
    ],
    bad: ['As an added bonus, shipping is free.', 'We reverted back the change.', 'Enter your PIN number.'],
  },
  entries: REDUNDANT_ENTRIES,
  // A capitalised pair in mid-sentence is a name or a title ("our new Innovation Lab", the post
  // “Each and Every Day”); headings are still read.
  skipProperNames: true,
  extra: (block) => splitTogether(block, TOGETHER_VERBS),
  refine: (match, _found, block) => keepOneFullStop(match, block),
  message: ({ written, suggestions, entry }) =>
    `Write ${quote(suggestions[0] ?? '')} instead of ${quote(written)}. ${entry.reason}`,
});
