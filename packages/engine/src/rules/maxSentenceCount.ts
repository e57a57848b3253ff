import { defineBlockRule } from './defineRule.ts';
import { integerParameter } from './parameters.ts';
import { count } from './wording.ts';

export const maxSentenceCount = defineBlockRule({
  id: 'max-sentence-count',
  category: 'Document Structure',
  name: 'Maximum sentences per paragraph',
  description:
    'Paragraphs (and list items and quotes) with more than `max` sentences are walls of text: split them. The sentences past the limit are marked.',
  severity: 'warning',
  parameters: {
    max: integerParameter({
      description: 'Most sentences a paragraph may have.',
      default: 4,
      min: 1,
      max: 50,
    }),
  },
  examples: {
    params: { max: 2 },
    good: [
      'One idea. Another idea.\n\nA new paragraph. It is short too.',
      'Mr. Smith paid $5.50 at 3 p.m. today.',
    ],
    bad: ['One idea. Another idea. A third idea that belongs in a new paragraph.'],
  },
  prepare: (params) => params.max,
  check(block, max) {
    // A heading or a table cell is not a paragraph.
    if (block.kind === 'heading' || block.kind === 'table-cell') return [];
    const sentences = block.sentences.filter((sentence) => sentence.endWord > sentence.firstWord);
    const firstExtra = sentences[max];
    const last = sentences[sentences.length - 1];
    if (!firstExtra || !last) return [];
    return [
      {
        from: firstExtra.start,
        to: last.end,
        message: `Split this paragraph: it has ${count(sentences.length, 'sentence')}, the guide allows ${max}.`,
        methodName: 'paragraph-too-long',
      },
    ];
  },
});
