import { GENDERED_ENTRIES, GENDERED_SLASH_PAIRS } from '../data/gendered.ts';
import { matchCase } from '../language/normalize.ts';
import { scanSentences } from './scanText.ts';
import type { BlockView } from '../language/types.ts';
import { definePhraseRule } from './phraseRule.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

const slashPairs = GENDERED_SLASH_PAIRS.map((pair) => ({
  ...pair,
  regex: new RegExp(`(?<![\\p{L}\\p{N}/])(?:${pair.pattern})(?![\\p{L}\\p{N}/])`, 'giu'),
}));

export const genderedLanguage = definePhraseRule({
  id: 'gendered-language',
  category: 'Choice of Words',
  name: 'Gendered language',
  description:
    'Flags gendered words for roles and people in general ("chairman", "salesmen", "manpower", "hi guys", "he or she", "his/her") and offers neutral ones ("chair", "salespeople", "workforce", "everyone", "they"). Names and words for a known person pass.',
  severity: 'warning',
  reach: 'sentence',
  allowParameter: true,
  skipProperNames: true,
  examples: {
    good: [
      'The chair opened the meeting.',
      'Our salespeople will call you.',
      'Each user sets their own password.',
      'She thanked the guys from the band.',
      'George Foreman sells grills.',
    ],
    bad: [
      'The chairman opened the meeting.',
      'Our salesmen will call you.',
      'Each user sets his or her own password.',
      'Hi guys, the release is out.',
      'Every user picks his/her plan.',
    ],
  },
  entries: GENDERED_ENTRIES,
  extra: slashMatches,
});

/** "he/she", "his/her": the parser splits them at the slash, so a pattern finds them. */
function slashMatches(block: BlockView): RuleMatch[] {
  if (!block.text.includes('/')) return [];
  const matches: RuleMatch[] = [];
  for (const pair of slashPairs) {
    for (const match of scanSentences(block, pair.regex)) {
      const written = match[0];
      const replacement = matchCase(written, pair.suggestion);
      const from = match.index;
      const to = from + written.length;
      matches.push({
        from,
        to,
        message: `Replace ${quote(written)} with ${quote(replacement)}. ${pair.reason}`,
        methodName: 'pronoun-slash',
        suggestions: [replacement],
        // "he/she" may need its verb changed ("they are"): a fix only for the other pairs.
        ...(pair.suggestion === 'they' ? {} : { fix: { from, to, replacement } }),
      });
    }
  }
  return matches;
}
