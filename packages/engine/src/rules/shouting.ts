import {
  COMMON_WORDS,
  FUNCTION_WORDS,
  NOT_SHOUTED_ALONE,
  SHOUTED_SHORT,
  SHOUTED_WORDS,
} from '../data/commonWords.ts';
import { capitalise } from '../language/normalize.ts';
import type { BlockView, WordView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

const common = new Set([...FUNCTION_WORDS, ...COMMON_WORDS, ...SHOUTED_WORDS].map((entry) => entry.word));
const shortShouted = new Set(SHOUTED_SHORT.map((entry) => entry.word));
// Capitalised operators and names that are common words too: "use AND to combine", "WHO guidance".
const notShoutedAlone = new Set(NOT_SHOUTED_ALONE.map((entry) => entry.word));

/** A word in capitals: two letters or more, no lower case ("DON'T", "FREE"; not "I", not "iOS"). */
function inCapitals(word: WordView): boolean {
  return /^\p{Lu}[\p{Lu}'\u2019-]*\p{Lu}$/u.test(word.text);
}

export const shouting = defineBlockRule({
  id: 'shouting',
  category: 'Emotionality',
  name: 'Shouting in capitals',
  description:
    'Flags words written in capitals for emphasis ("DO NOT", "FREE SHIPPING", "NEVER share it", "SO good", "HUGE sale", "IMMEDIATELY"): capitals read as shouting. Acronyms pass ("API", "NASA", "AWS IAM", "IT", "US"), and so do labels ("NOTE:").',
  severity: 'warning',
  reach: 'sentence',
  parameters: {},
  examples: {
    good: [
      'Read the FAQ before you call the API.',
      'NOTE: the AWS IAM role needs access.',
      'Do not share your password.',
    ],
    bad: ['Do NOT share your password.', 'FREE SHIPPING on every order.', 'NEVER share your password.'],
  },
  prepare: () => null,
  check: (block) => shouted(block),
});

function shouted(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    const first = words[index];
    if (!first || !inCapitals(first)) continue;
    let last = index;
    for (
      let next = words[last + 1];
      next && next.sentence === first.sentence && inCapitals(next);
      next = words[last + 1]
    ) {
      last++;
    }
    const run = words.slice(index, last + 1);
    index = last;
    if (!isShouting(block, run)) continue;
    const lastWord = run[run.length - 1] ?? first;
    const written = block.text.slice(first.start, lastWord.end);
    const allCommon = run.every((word) => isEveryday(word.normal));
    const lower = written.toLowerCase();
    const replacement = first.sentenceStart || block.kind === 'heading' ? capitalise(lower) : lower;
    matches.push({
      from: first.start,
      to: lastWord.end,
      message: `Write ${quote(replacement)} instead of ${quote(written)}: capitals read as shouting. Stress it with words, or bold if you must.`,
      methodName: 'shouting',
      suggestions: [replacement],
      // Only when every word is an everyday word: an acronym in the run must keep its capitals.
      ...(allCommon ? { fix: { from: first.start, to: lastWord.end, replacement } } : {}),
    });
  }
  return matches;
}

function isShouting(block: BlockView, run: readonly WordView[]): boolean {
  const first = run[0];
  const last = run[run.length - 1];
  if (!first || !last) return false;
  // "NOTE:", "WARNING:": a label, by convention in capitals.
  if (block.text.charAt(last.end) === ':') return false;
  // Acronyms are rarely everyday words: a run with one is emphasis ("FREE SHIPPING"), "NASA ESA" is not.
  const everyday = run.filter((word) => isEveryday(word.normal) && !notShoutedAlone.has(word.normal));
  if (run.length >= 2) return everyday.length > 0;
  if (first.text.length === 2) return shortShouted.has(first.normal);
  // A letter held for effect ("SOOO", "PLEASEEE") is a word shouted, never an acronym.
  if (isHeldLetter(first.text)) return true;
  return everyday.length === 1 || (first.text.length >= 5 && /^\p{Lu}{3,}LY$/u.test(first.text));
}

/** "SOOO", "PLEASEEE": a letter three times in a word with vowels; not "AAA", "XXXL", "WWW". */
function isHeldLetter(text: string): boolean {
  return text.length >= 4 && /(\p{Lu})\1\1/u.test(text) && /[AEIOU]/.test(text) && new Set(text).size > 1;
}

/** An everyday word, or a compound of them in capitals ("MUST-HAVE", "LIMITED-TIME"). */
function isEveryday(normal: string): boolean {
  return common.has(normal) || (normal.includes('-') && normal.split('-').every((part) => common.has(part)));
}
