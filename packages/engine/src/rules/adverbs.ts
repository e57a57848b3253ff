import { NOT_LY_ADVERBS } from '../data/lyWords.ts';
import type { BlockView, WordView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import { integerParameter } from './parameters.ts';
import type { RuleMatch } from './types.ts';
import { count, quote } from './wording.ts';

const notAdverbs = new Set(NOT_LY_ADVERBS.map((entry) => entry.word));

/** An "-ly" adverb: a plain lower-case word ending in "ly", not an "-ly" adjective, noun or verb. */
function isLyAdverb(word: WordView): boolean {
  const normal = word.normal;
  return normal.length > 4 && normal.endsWith('ly') && /^\p{L}+$/u.test(normal) && !notAdverbs.has(normal);
}

export const adverbs = defineBlockRule({
  id: 'adverbs',
  category: 'Readability and Flow',
  name: 'Adverb overuse',
  description:
    'Flags sentences with more than `max` adverbs ending in "-ly" ("quickly", "really", "easily"), marking each: a stronger verb or adjective usually says it better. "-ly" adjectives and nouns ("friendly", "daily", "family", "only") do not count.',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {
    max: integerParameter({
      description: 'Most "-ly" adverbs in one sentence.',
      default: 2,
      min: 0,
      max: 20,
    }),
  },
  examples: {
    params: { max: 1 },
    good: ['The friendly team replies quickly.', 'Our daily report only takes a minute.'],
    bad: ['The team replies quickly and politely.', 'It runs really smoothly.'],
  },
  prepare: (params) => params.max,
  check: (block, max) => overused(block, max),
});

function overused(block: BlockView, max: number): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const sentence of block.sentences) {
    const found: WordView[] = [];
    for (let index = sentence.firstWord; index < sentence.endWord; index++) {
      const word = block.words[index];
      if (word && isLyAdverb(word)) found.push(word);
    }
    if (found.length <= max) continue;
    for (const word of found) {
      matches.push({
        from: word.start,
        to: word.end,
        message: `This sentence has ${count(found.length, 'adverb')} ending in -ly (the guide allows ${max}): cut ${quote(word.text)} or use a stronger verb.`,
        methodName: 'ly-adverb',
        suggestions: [],
      });
    }
  }
  return matches;
}
