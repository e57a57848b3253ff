import retextIntensify from 'retext-intensify';
import { INTENSIFIERS } from '../data/intensifiers.ts';
import { capitalise, normalWord } from '../language/normalize.ts';
import type { BlockView } from '../language/types.ts';
import { defineBlockRule } from './define-rule.ts';
import { retextRunner, type RetextMessage } from './retext-adapter.ts';
import type { RuleFix, RuleMatch } from './types.ts';
import { quote } from './wording.ts';

const reasons = new Map(INTENSIFIERS.map((entry) => [entry.word, entry.reason]));

export const intensifiers = defineBlockRule({
  id: 'intensifiers',
  category: 'Emotionality',
  name: 'Intensifiers',
  description:
    'Flags intensifiers and empty adverbs ("very", "really", "totally", "basically") that retext-intensify finds, and offers to cut them.',
  severity: 'suggestion',
  parameters: {},
  examples: {
    good: ['The update is fast.', 'We cut the load time in half.'],
    bad: ['The update is very fast.', 'Basically, we rebuilt the app.', 'It is really, really good.'],
  },
  // Only the sentences with one of the words this rule reports go through the plugin.
  prepare: () =>
    retextRunner(retextIntensify, undefined, {
      select: (words) => words.some((word) => reasons.has(word.normal)),
    }),
  check: (block, run) => matchesOf(block, run([block])[0] ?? []),
  checkAll: (blocks, run) =>
    run(blocks).map((messages, index) => {
      const block = blocks[index];
      return block ? matchesOf(block, messages) : [];
    }),
});

function matchesOf(block: BlockView, messages: readonly RetextMessage[]): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const message of messages) {
    if (message.ruleId !== 'filler' && message.ruleId !== 'weasel') continue;
    const normal = normalWord(message.actual);
    const reason = reasons.get(normal);
    // A word that is both a filler and a weasel is reported twice by the plugin: keep one.
    if (reason === undefined || matches.some((match) => match.from === message.from)) continue;
    const fix = removal(block, message.from, message.to);
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

/** Removes a word and the space after it, keeping a sentence-initial capital. */
function removal(block: BlockView, from: number, to: number): RuleFix | null {
  const index = block.words.findIndex((word) => word.start === from);
  const word = block.words[index];
  const next = block.words[index + 1];
  if (!word || !next || next.sentence !== word.sentence) return null;
  const gap = block.text.slice(to, next.start);
  // "Basically, we…": the comma goes with the word.
  if (!/^[\s,]+$/.test(gap)) return null;
  if (!word.sentenceStart) return { from, to: next.start, replacement: '' };
  return { from, to: next.start + 1, replacement: capitalise(next.text.charAt(0)) };
}
