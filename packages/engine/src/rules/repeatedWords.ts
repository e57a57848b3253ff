import retextRepeatedWords from 'retext-repeated-words';
import { COMMON_WORDS, FUNCTION_WORDS } from '../data/commonWords.ts';
import { REDUPLICATIONS } from '../data/reduplications.ts';
import type { BlockView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import { retextRunner, type RetextMessage } from './retextAdapter.ts';
import { retextChecks } from './retextChecks.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';
import { someWord } from './wordRange.ts';

const intended = new Set(REDUPLICATIONS.map((entry) => entry.word));
const common = new Set([...COMMON_WORDS, ...FUNCTION_WORDS].map((entry) => entry.word));

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

// Verbs that may follow themselves when the first ends a clause ("What it is is a tool").
const CLAUSE_VERBS = new Set(['is', 'was', 'does', 'did', 'do', 'are', 'were', 'has', 'had', 'means']);
// Words that open such a clause: "what", "whoever", "all".
const CLAUSE_OPENERS = new Set([
  'what',
  'whatever',
  'whoever',
  'who',
  'where',
  'wherever',
  'why',
  'how',
  'all',
]);

/** "What it is is a tool", "Whoever it was was here": the first verb ends a clause the sentence opened. */
function closesClause(block: BlockView, from: number, word: string): boolean {
  if (!CLAUSE_VERBS.has(word.toLowerCase())) return false;
  const at = block.words.findIndex((candidate) => candidate.start === from);
  const sentence = block.words[at]?.sentence;
  for (let index = at - 1; index >= 0; index--) {
    const before = block.words[index];
    if (!before || before.sentence !== sentence) break;
    if (CLAUSE_OPENERS.has(before.normal)) return true;
  }
  return false;
}

/**
 * "The The file", "Our Our team", "I I think": retext-repeated-words reads two capitalised words as a
 * name ("Walla Walla"), but a common word doubled at the start of a sentence, or "I I", is a slip.
 */
function capitalisedSlips(block: BlockView, taken: ReadonlySet<number>): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const words = block.words;
  for (let index = 1; index < words.length; index++) {
    const first = words[index - 1];
    const second = words[index];
    if (!first || !second || !second.joined || first.normal !== second.normal || taken.has(first.start)) {
      continue;
    }
    if (first.text !== second.text) continue;
    const slip = first.text === 'I' || (first.sentenceStart && common.has(first.normal));
    if (!slip) continue;
    matches.push({
      from: first.start,
      to: second.end,
      message: `Remove the repeated ${quote(first.text)}.`,
      methodName: 'repeated-word',
      suggestions: [first.text],
      fix: { from: first.start, to: second.end, replacement: first.text },
    });
  }
  return matches;
}

function matchesOf(block: BlockView, messages: readonly RetextMessage[]): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const message of messages) {
    const word = message.expected[0] ?? '';
    if (intended.has(word.toLowerCase()) || closesClause(block, message.from, word)) continue;
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
  const taken = new Set(matches.map((match) => match.from));
  return [...matches, ...capitalisedSlips(block, taken)];
}
