import { defineBlockRule } from './defineRule.ts';
import { integerParameter } from './parameters.ts';
import { count } from './wording.ts';

export const paragraphLength = defineBlockRule({
  id: 'paragraph-length',
  category: 'Document Structure',
  name: 'Long paragraphs',
  description:
    'Flags paragraphs (and quotes and list items) of more than `max` words, marking the sentences past the limit: split the paragraph where the thought turns.',
  severity: 'warning',
  parameters: {
    max: integerParameter({ description: 'Most words in a paragraph.', default: 120, min: 10, max: 2000 }),
  },
  examples: {
    params: { max: 12 },
    good: ['One short paragraph.\n\nAnother short one, with a few more words.'],
    bad: [
      'This paragraph goes on and on, with one clause after another, until the reader loses the thread of it.',
    ],
  },
  prepare: (params) => params.max,
  check(block, max) {
    if (block.kind === 'heading' || block.kind === 'table-cell' || block.words.length <= max) return [];
    // From the sentence in which the limit is passed to the end of the block.
    const over = block.words[max];
    const sentence = over ? block.sentences[over.sentence] : undefined;
    const last = block.sentences[block.sentences.length - 1];
    if (!sentence || !last) return [];
    return [
      {
        from: sentence.start,
        to: last.end,
        message: `Split this paragraph: it has ${count(block.words.length, 'word')}, the guide allows ${max}.`,
        methodName: 'paragraph-too-long',
        suggestions: [],
      },
    ];
  },
});
