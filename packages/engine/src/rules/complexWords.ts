import type { BlockView, WordView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import { integerParameter } from './parameters.ts';
import { isPlainWord, syllables } from './syllables.ts';
import type { RuleMatch } from './types.ts';

// Gunning's complex words: three or more syllables, not counting names, compounds, and the "-es", "-ed"
// or "-ing" that adds the third syllable.
const SUFFIXES = /(?:es|ed|ing)$/;
const MIN_WORDS = 8;

/** Whether a word counts as complex in the Gunning fog sense. */
function isComplex(word: WordView): boolean {
  if (word.text.length < 6 || !isPlainWord(word.text)) return false;
  if (!word.sentenceStart && /^\p{Lu}/u.test(word.text)) return false;
  const count = syllables(word.normal);
  if (count < 3) return false;
  if (count === 3 && SUFFIXES.test(word.normal)) return syllables(word.normal.replace(SUFFIXES, '')) >= 3;
  return true;
}

export const complexWords = defineBlockRule({
  id: 'complex-words',
  category: 'Readability and Flow',
  name: 'Dense sentences',
  description:
    'Flags sentences (of 8 words or more) in which more than `max` percent of the words are complex: three syllables or more, not counting names, compounds and "-es", "-ed", "-ing" endings (Gunning\'s rule). Plain words make dense sentences easier.',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {
    max: integerParameter({
      description: 'Highest share of complex words in a sentence, in percent.',
      default: 40,
      min: 5,
      max: 100,
    }),
  },
  examples: {
    good: ['We send you a short note when your order ships and again when it arrives.'],
    bad: [
      'Organizational stakeholders collaboratively evaluate comprehensive implementation alternatives quarterly.',
    ],
  },
  prepare: (params) => params.max,
  check: (block, max) => denseSentences(block, max),
});

function denseSentences(block: BlockView, max: number): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const sentence of block.sentences) {
    const total = sentence.endWord - sentence.firstWord;
    if (total < MIN_WORDS) continue;
    let complex = 0;
    for (let index = sentence.firstWord; index < sentence.endWord; index++) {
      const word = block.words[index];
      if (word && isComplex(word)) complex++;
    }
    const share = Math.round((complex / total) * 100);
    if (share <= max) continue;
    matches.push({
      from: sentence.start,
      to: sentence.end,
      message: `Use plainer words: ${complex} of ${total} words here have three syllables or more (${share}%; the guide allows ${max}%).`,
      methodName: 'dense-sentence',
      suggestions: [],
    });
  }
  return matches;
}
