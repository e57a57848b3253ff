import { INTENSIFIERS } from '../data/intensifiers.ts';
import { normalWord } from '../language/normalize.ts';
import type { BlockView } from '../language/types.ts';
import { cutFix } from './cutFix.ts';
import { defineBlockRule } from './defineRule.ts';
import { intensifyMessages } from './intensifyPlugin.ts';
import { searchRunner, type RetextMessage } from './retextAdapter.ts';
import { retextChecks } from './retextChecks.ts';
import type { RuleMatch } from './types.ts';
import { someWord } from './wordRange.ts';
import { quote } from './wording.ts';

const reasons = new Map(INTENSIFIERS.map((entry) => [entry.word, entry.reason]));

export const intensifiers = defineBlockRule({
  id: 'intensifiers',
  category: 'Emotionality',
  name: 'Intensifiers',
  description:
    'Flags intensifiers and empty adverbs ("very", "really", "totally", "basically") that retext-intensify finds, and offers to cut them.',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {},
  examples: {
    good: ['The update is fast.', 'We cut the load time in half.'],
    bad: ['The update is very fast.', 'Basically, we rebuilt the app.', 'It is really, really good.'],
  },
  // Only the sentences with one of the words this rule reports go through the plugin, and of them only
  // those words with their neighbours: the rule keeps only the plugin's one-word matches of these words.
  prepare: () =>
    searchRunner(intensifyMessages, {
      select: (words, first, end) => someWord(words, first, end, (word) => reasons.has(word.normal)),
      keep: { word: (word) => reasons.has(word.normal), reach: 1 },
      flatWords: true,
    }),
  ...retextChecks(matchesOf),
});

function matchesOf(block: BlockView, messages: readonly RetextMessage[]): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const message of messages) {
    if (message.ruleId !== 'filler' && message.ruleId !== 'weasel') continue;
    const normal = normalWord(message.actual);
    const reason = reasons.get(normal);
    // A word that is both a filler and a weasel is reported twice by the plugin: keep one.
    if (reason === undefined || matches.some((match) => match.from === message.from)) continue;
    const index = block.words.findIndex((word) => word.start === message.from);
    const fix = index < 0 ? null : cutFix(block, index, index);
    matches.push({
      from: message.from,
      to: message.to,
      message: `Cut ${quote(message.actual)}: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`,
      methodName: normal,
      suggestions: [],
      ...(fix ? { fix } : {}),
    });
  }
  return matches;
}
