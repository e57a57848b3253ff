import {
  CLAUSE_BREAKS,
  FIRST_NEGATIVES,
  LITOTES,
  LITOTES_ADVERBS,
  NEAR_NEGATIVES,
  NO_AS_WORD_AFTER,
  SECOND_NEGATIVES,
} from '../data/doubleNegatives.ts';
import { matchCase } from '../language/normalize.ts';
import type { BlockView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

const firstNegatives = new Set(FIRST_NEGATIVES.map((entry) => entry.word));
const clauseBreaks = new Set(CLAUSE_BREAKS.map((entry) => entry.word));
// What stays of the first negative when "not un-" becomes the positive: "isn't uncommon" → "is common".
const LITOTES_OPENERS: ReadonlyMap<string, string> = new Map([
  ['not', ''],
  ["isn't", 'is'],
  ["aren't", 'are'],
  ["wasn't", 'was'],
  ["weren't", 'were'],
]);
const litotes = new Map(LITOTES.map((entry) => [entry.negative, entry]));
const litotesAdverbs = new Set(LITOTES_ADVERBS.map((entry) => entry.word));
const nearNegatives = new Set(NEAR_NEGATIVES.map((entry) => entry.word));
// What the first negative becomes before "hardly": "can't hardly" → "can hardly".
const POSITIVE_AUXILIARIES: ReadonlyMap<string, string> = new Map([
  ["can't", 'can'],
  ['cannot', 'can'],
  ["couldn't", 'could'],
  ["don't", 'do'],
  ["doesn't", 'does'],
  ["didn't", 'did'],
  ["won't", 'will'],
  ["wouldn't", 'would'],
  ["isn't", 'is'],
  ["aren't", 'are'],
  ["wasn't", 'was'],
  ["weren't", 'were'],
  ["haven't", 'have'],
  ["hasn't", 'has'],
  ["hadn't", 'had'],
]);
const secondNegatives = new Map(SECOND_NEGATIVES.map((entry) => [entry.word, entry]));
// Words between the two negatives: at most this many, all in the same clause.
const REACH = 3;
// "Don't say no", "won't take no for an answer": "no" is a word spoken, not a negation.
const noAsWordAfter = new Set(NO_AS_WORD_AFTER.map((entry) => entry.word));

export const doubleNegatives = defineBlockRule({
  id: 'double-negatives',
  category: 'Sentence Structure',
  name: 'Double negatives',
  description:
    'Flags two negatives in one clause: "not" before a negative adjective, also past an adverb ("not uncommon" → "common", "not entirely unexpected", "not without risk"), a second negative word ("don\'t have no time" → "any", "don\'t like neither" → "either") and a negative before "hardly" ("can\'t hardly" → "can hardly"). Negatives in separate clauses ("Don\'t worry, no one will see it") and "say no" pass.',
  severity: 'warning',
  reach: 'sentence',
  parameters: {},
  examples: {
    good: [
      'Delays are common in winter.',
      "Don't worry, no one will see it.",
      "Don't say no to a free trial.",
      'We have no time.',
    ],
    bad: [
      'Delays are not uncommon in winter.',
      "We don't have no time.",
      "I can't find nothing in the logs.",
    ],
  },
  prepare: () => null,
  check: (block) => findDoubleNegatives(block),
});

function findDoubleNegatives(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const { words } = block;
  for (const [index, word] of words.entries()) {
    if (!firstNegatives.has(word.normal)) continue;
    const next = words[index + 1];
    const keep = LITOTES_OPENERS.get(word.normal);
    const roundabout = next?.joined && keep !== undefined ? litotes.get(next.normal) : undefined;
    const between = next?.joined && litotesAdverbs.has(next.normal) ? words[index + 2] : undefined;
    const far = between?.joined && keep !== undefined ? litotes.get(between.normal) : undefined;
    if (between && far && between.sentence === word.sentence) {
      // "not entirely unexpected": the adverb stays with the positive only if the writer rephrases.
      matches.push({
        from: word.start,
        to: between.end,
        message: `Say it directly: ${quote(far.positive)} rather than ${quote(block.text.slice(word.start, between.end))}. ${far.reason}`,
        methodName: 'not-un',
        suggestions: [far.positive],
      });
      continue;
    }
    const near =
      next?.joined && nearNegatives.has(next.normal) ? POSITIVE_AUXILIARIES.get(word.normal) : undefined;
    if (next && near !== undefined) {
      const replacement = `${matchCase(word.text, near)} ${next.text}`;
      matches.push({
        from: word.start,
        to: next.end,
        message: `Write ${quote(replacement)} instead of ${quote(block.text.slice(word.start, next.end))}: ${quote(next.text)} is already negative. A second negative cancels the first, or reads as an error.`,
        methodName: 'second-negative',
        suggestions: [replacement],
        fix: { from: word.start, to: next.end, replacement },
      });
      continue;
    }
    if (next && keep !== undefined && roundabout) {
      const replacement =
        keep === ''
          ? matchCase(word.text, roundabout.positive)
          : `${matchCase(word.text, keep)} ${roundabout.positive}`;
      matches.push({
        from: word.start,
        to: next.end,
        message: `Write ${quote(replacement)} instead of ${quote(block.text.slice(word.start, next.end))}. ${roundabout.reason}`,
        methodName: 'not-un',
        suggestions: [replacement],
        ...(roundabout.noFix === true ? {} : { fix: { from: word.start, to: next.end, replacement } }),
      });
      continue;
    }
    for (let at = index + 1; at <= index + REACH + 1; at++) {
      const other = words[at];
      if (!other?.joined || other.sentence !== word.sentence || clauseBreaks.has(other.normal)) break;
      const second = secondNegatives.get(other.normal);
      if (!second) continue;
      if (other.normal === 'no' && noAsWordAfter.has(words[at - 1]?.normal ?? '')) break;
      const replacement = matchCase(other.text, second.positive);
      matches.push({
        from: word.start,
        to: other.end,
        message: `Write ${quote(replacement)} instead of ${quote(other.text)}: ${quote(word.text)} already negates the sentence. ${second.reason}`,
        methodName: 'second-negative',
        suggestions: [replacement],
        fix: { from: other.start, to: other.end, replacement },
      });
      break;
    }
  }
  return matches;
}
