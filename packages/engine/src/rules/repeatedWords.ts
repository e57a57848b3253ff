import retextRepeatedWords from 'retext-repeated-words';
import { REDUPLICATIONS } from '../data/reduplications.ts';
import type { BlockView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import { retextRunner, type RetextMessage } from './retextAdapter.ts';
import { retextChecks } from './retextChecks.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';
import { someWord } from './wordRange.ts';

const intended = new Set(REDUPLICATIONS.map((entry) => entry.word));

export const repeatedWords = defineBlockRule({
  id: 'repeated-words',
  category: 'Readability and Flow',
  name: 'Repeated words',
  description:
    'Flags a word typed twice in a row ("the the"), as retext-repeated-words finds it, and offers to remove one.',
  severity: 'error',
  reach: 'sentence',
  parameters: {},
  examples: {
    good: ['Send the file to the team.', 'He said that that plan works.'],
    bad: ['Send the the file to the team.', 'It is is ready.'],
  },
  // Only sentences where a word follows itself go through the plugin.
  prepare: () =>
    retextRunner(retextRepeatedWords, undefined, {
      select: (words, first, end) =>
        someWord(
          words,
          first + 1,
          end,
          (word, index) => word.joined && word.normal === words[index - 1]?.normal,
        ),
    }),
  ...retextChecks(matchesOf),
});

function matchesOf(block: BlockView, messages: readonly RetextMessage[]): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const message of messages) {
    const word = message.expected[0] ?? '';
    if (intended.has(word.toLowerCase())) continue;
    // The fix keeps the first occurrence as written.
    const kept = block.text.slice(message.from, message.from + word.length);
    matches.push({
      from: message.from,
      to: message.to,
      message: `Remove the repeated ${quote(word)}.`,
      methodName: 'repeated-word',
      suggestions: [kept],
      fix: { from: message.from, to: message.to, replacement: kept },
    });
  }
  return matches;
}
