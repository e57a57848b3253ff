import { defineBlockRule } from './defineRule.ts';
import { stringListParameter } from './parameters.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

// "So far", "Yet another", "Or else": the word is not joining two clauses here.
const NOT_CONJUNCTION: Readonly<Record<string, ReadonlySet<string>>> = {
  so: new Set(['far', 'many', 'much', 'long', 'few', 'little', 'often', 'called', 'to', 'what']),
  yet: new Set(['another', 'again', 'more']),
  but: new Set(['for']),
};

export const sentenceStartConjunction = defineBlockRule({
  id: 'sentence-start-conjunction',
  category: 'Sentence Structure',
  name: 'Sentences starting with a conjunction',
  description:
    'Flags sentences that open with a conjunction the guide lists (`words`, by default "and", "but", "or", "so", "yet", "nor"): join the sentence to the one before or rephrase. "So far" and "Yet another" pass; list items and headings are not checked.',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {
    words: stringListParameter({
      description: 'Conjunctions a sentence may not start with (lower case).',
      default: ['and', 'but', 'or', 'so', 'yet', 'nor'],
    }),
  },
  examples: {
    good: [
      'We shipped the fix, and it works.',
      'So far, nobody has complained.',
      'Yet another release is out.',
    ],
    bad: ['We shipped the fix. And it works.', 'The plan is cheap. But it lacks reports.'],
  },
  prepare: (params) => new Set(params.words.map((word) => word.trim().toLowerCase())),
  check(block, words) {
    if (block.kind === 'heading' || block.kind === 'list-item' || block.kind === 'table-cell') return [];
    const matches: RuleMatch[] = [];
    for (const sentence of block.sentences) {
      const first = block.words[sentence.firstWord];
      const second = block.words[sentence.firstWord + 1];
      if (!first || !words.has(first.normal) || !second || second.sentence !== first.sentence) continue;
      if (NOT_CONJUNCTION[first.normal]?.has(second.normal) === true) continue;
      matches.push({
        from: first.start,
        to: first.end,
        message: `Join this sentence to the one before, or rephrase it so it does not start with ${quote(first.text)}.`,
        methodName: 'starts-with-conjunction',
        suggestions: [],
      });
    }
    return matches;
  },
});
