import { defineDocumentRule } from './defineRule.ts';
import { integerParameter } from './parameters.ts';
import { perBlock } from './perBlock.ts';
import type { DocumentMatch } from './types.ts';
import { count } from './wording.ts';

export const textLength = defineDocumentRule({
  id: 'text-length',
  category: 'Document Structure',
  name: 'Text length',
  description:
    'The whole text must have at least `min` and at most `max` words (0 means no limit). Too long: the sentence where the limit is passed is marked. Too short: the first sentence is.',
  severity: 'warning',
  parameters: {
    min: integerParameter({
      description: 'Fewest words in the text (0: no minimum).',
      default: 0,
      min: 0,
      max: 100000,
    }),
    max: integerParameter({
      description: 'Most words in the text (0: no maximum).',
      default: 1000,
      min: 0,
      max: 100000,
    }),
  },
  examples: {
    params: { min: 5, max: 12 },
    good: ['Our new plan is out. It costs less and does more.'],
    bad: [
      'Sign up now.',
      'Our new plan is out. It costs less, does more, and comes with a free month for every new team.',
    ],
  },
  prepare: (params) => ({ ...params, words: perBlock((block) => block.words.length) }),
  check(document, { min, max, words }) {
    const total = document.blocks.reduce((sum, block) => sum + words(block), 0);
    if (total === 0) return [];
    if (max > 0 && total > max) {
      // The block and sentence holding word number max + 1.
      let seen = 0;
      for (const [index, block] of document.blocks.entries()) {
        const here = words(block);
        if (seen + here > max) {
          const word = block.words[max - seen];
          const sentence = word ? block.sentences[word.sentence] : undefined;
          if (!sentence) break;
          return [overLimit(index, sentence.start, sentence.end, total, max)];
        }
        seen += here;
      }
      return [];
    }
    if (min > 0 && total < min) {
      const index = document.blocks.findIndex((block) => block.words.length > 0);
      const sentence = document.blocks[index]?.sentences[0];
      if (!sentence) return [];
      return [
        {
          block: index,
          from: sentence.start,
          to: sentence.end,
          message: `Say more: the text has ${count(total, 'word')}, the guide asks for at least ${min}.`,
          methodName: 'text-too-short',
          suggestions: [],
        },
      ];
    }
    return [];
  },
});

function overLimit(block: number, from: number, to: number, total: number, max: number): DocumentMatch {
  return {
    block,
    from,
    to,
    message: `Cut ${count(total - max, 'word')}: the text has ${total}, the guide allows ${max}. The limit is passed here.`,
    methodName: 'text-too-long',
    suggestions: [],
  };
}
