import type { BlockView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import { integerParameter } from './parameters.ts';
import { syllables } from './syllables.ts';
import type { RuleMatch } from './types.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const HAS_LETTER = /\p{L}/u;

// Grade formulas are unstable on very short sentences: "Utilization increased." scores like a thesis.
const MIN_WORDS = 6;

/** Flesch–Kincaid grade of one sentence: 0.39 × words + 11.8 × syllables per word − 15.59. */
function fleschKincaidGrade(words: number, syllableCount: number): number {
  return 0.39 * words + 11.8 * (syllableCount / words) - 15.59;
}

export const readability = defineBlockRule({
  id: 'readability',
  category: 'Readability and Flow',
  name: 'Hard sentences',
  description:
    'Flags sentences (of 6 words or more) whose Flesch–Kincaid grade is above `max`: the school grade a reader needs. Long sentences of long words score high; split them or use plainer words.',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {
    max: integerParameter({
      description: 'Highest Flesch–Kincaid grade of a sentence.',
      default: 12,
      min: 1,
      max: 30,
    }),
  },
  examples: {
    params: { max: 10 },
    good: ['We ship your order today. You get a note when it leaves.'],
    bad: [
      'Notwithstanding considerable organizational complexity, the implementation necessitated comprehensive reconsideration of infrastructural dependencies.',
    ],
  },
  prepare: (params) => params.max,
  check: (block, max) => hardSentences(block, max),
});

function hardSentences(block: BlockView, max: number): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const sentence of block.sentences) {
    const total = sentence.endWord - sentence.firstWord;
    if (total < MIN_WORDS) continue;
    let count = 0;
    for (let index = sentence.firstWord; index < sentence.endWord; index++) {
      const word = block.words[index];
      // Numbers and symbols read as one syllable.
      if (word) count += HAS_LETTER.test(word.text) ? Math.max(1, syllables(word.normal)) : 1;
    }
    const grade = fleschKincaidGrade(total, count);
    if (grade <= max) continue;
    matches.push({
      from: sentence.start,
      to: sentence.end,
      message: `Simplify this sentence: it reads at grade ${grade.toFixed(1)} (Flesch–Kincaid), the guide allows ${max}. Split it or use shorter words.`,
      methodName: 'hard-sentence',
      suggestions: [],
    });
  }
  return matches;
}
