import { defineBlockRule } from './defineRule.ts';
import { integerParameter } from './parameters.ts';
import { count } from './wording.ts';

export const headingLength = defineBlockRule({
  id: 'heading-length',
  category: 'Document Structure',
  name: 'Long headings',
  description:
    'Flags headings of more than `max` words: a heading is a signpost, not a summary. Readers scan them.',
  severity: 'suggestion',
  parameters: {
    max: integerParameter({ description: 'Most words in a heading.', default: 8, min: 1, max: 50 }),
  },
  examples: {
    format: 'markdown',
    good: ['# Set up your account\n\nStart here.'],
    bad: ['# Everything you need to know about setting up your new account today\n\nStart here.'],
  },
  prepare: (params) => params.max,
  check(block, max) {
    if (block.kind !== 'heading' || block.words.length <= max) return [];
    const first = block.words[0];
    const last = block.words[block.words.length - 1];
    if (!first || !last) return [];
    return [
      {
        from: first.start,
        to: last.end,
        message: `Shorten this heading: it has ${count(block.words.length, 'word')}, the guide allows ${max}.`,
        methodName: 'heading-too-long',
        suggestions: [],
      },
    ];
  },
});
