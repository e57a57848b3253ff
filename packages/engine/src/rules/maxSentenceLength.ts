import { defineBlockRule } from './defineRule.ts';
import { integerParameter } from './parameters.ts';
import type { RuleMatch } from './types.ts';

export const maxSentenceLength = defineBlockRule({
  id: 'max-sentence-length',
  category: 'Sentence Structure',
  name: 'Maximum sentence length',
  description: 'Sentences longer than `max` words are hard to follow: split them or cut words.',
  severity: 'warning',
  reach: 'sentence',
  parameters: {
    max: integerParameter({ description: 'Most words a sentence may have.', default: 25, min: 3, max: 200 }),
  },
  examples: {
    params: { max: 12 },
    good: [
      'Short sentences read fast. Each one says one thing.',
      'Visit https://example.com/a/very/long/path today.',
    ],
    bad: [
      'This sentence keeps going with one clause after another because nobody stopped to split it into parts.',
    ],
  },
  prepare: (params) => params.max,
  check(block, max) {
    const matches: RuleMatch[] = [];
    for (const sentence of block.sentences) {
      const words = sentence.endWord - sentence.firstWord;
      if (words <= max) continue;
      matches.push({
        from: sentence.start,
        to: sentence.end,
        message: `Split this sentence or cut words: it has ${words} words, the guide allows ${max}.`,
        methodName: 'sentence-too-long',
      });
    }
    return matches;
  },
});
