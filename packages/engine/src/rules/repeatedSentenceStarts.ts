import type { BlockView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import { integerParameter } from './parameters.ts';
import type { RuleMatch } from './types.ts';
import { count, quote } from './wording.ts';

export const repeatedSentenceStarts = defineBlockRule({
  id: 'repeated-sentence-starts',
  category: 'Readability and Flow',
  name: 'Repeated sentence starts',
  description:
    'Flags a sentence that is the next in a row of more than `max` sentences starting with the same word ("We… We… We…", also "We\'re… We\'ve… We…") within a paragraph: vary the openings. Lists, headings and table cells may repeat (parallel items are good).',
  severity: 'suggestion',
  parameters: {
    max: integerParameter({
      description: 'Most sentences in a row that may start with the same word.',
      default: 2,
      min: 1,
      max: 10,
    }),
  },
  examples: {
    good: ['We build tools. Our users love them. We ship weekly.'],
    bad: ['We build tools. We love users. We ship weekly.'],
  },
  prepare: (params) => params.max,
  check: (block, max) => repeatedStarts(block, max),
});

function repeatedStarts(block: BlockView, max: number): RuleMatch[] {
  if (block.kind !== 'paragraph' && block.kind !== 'quote') return [];
  const matches: RuleMatch[] = [];
  let run = 0;
  let previous: string | undefined;
  for (const sentence of block.sentences) {
    const first = block.words[sentence.firstWord];
    if (!first || sentence.endWord <= sentence.firstWord) {
      run = 0;
      previous = undefined;
      continue;
    }
    const opening = openingWord(first.normal);
    run = opening === previous ? run + 1 : 1;
    previous = opening;
    if (run <= max) continue;
    matches.push({
      from: first.start,
      to: first.end,
      message: `Vary the opening: this is the ${ordinal(run)} sentence in a row to start with ${quote(first.text)} (the guide allows ${count(max, 'sentence')}).`,
      methodName: 'repeated-start',
      suggestions: [],
    });
  }
  return matches;
}

// A contraction starts with the same word as its long form: "We're… We've… We will…" repeat "we".
const CONTRACTION = /(?:'|\u2019)(?:re|ve|ll|d|s|m)$/;

/** The word a sentence opens with, contractions read as their first word ("we're" → "we"). */
function openingWord(normal: string): string {
  return normal.replace(CONTRACTION, '');
}

function ordinal(n: number): string {
  const words = [
    '',
    'first',
    'second',
    'third',
    'fourth',
    'fifth',
    'sixth',
    'seventh',
    'eighth',
    'ninth',
    'tenth',
  ];
  return words[n] ?? `${n}th`;
}
