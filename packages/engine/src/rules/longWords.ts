import { defineBlockRule } from './defineRule.ts';
import { integerParameter } from './parameters.ts';
import { isPlainWord, syllables } from './syllables.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

export const longWords = defineBlockRule({
  id: 'long-words',
  category: 'Readability and Flow',
  name: 'Long words',
  description:
    'Flags words of more than `max` syllables ("accessibility", "personalization"): a shorter word often says the same. Names (capitalised in mid-sentence), acronyms, numbers and hyphenated compounds are not counted.',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {
    max: integerParameter({ description: 'Most syllables a word may have.', default: 5, min: 2, max: 10 }),
  },
  examples: {
    params: { max: 4 },
    good: [
      'Use the new settings to change your plan.',
      'We moved to Massachusetts last year.',
      'It is state-of-the-art.',
    ],
    bad: ['We improved the accessibility of the page.', 'Personalization is on by default.'],
  },
  prepare: (params) => params.max,
  check(block, max) {
    const matches: RuleMatch[] = [];
    for (const word of block.words) {
      // A word of fewer than max + 1 letters cannot have more than max syllables: skip the count.
      if (word.text.length <= max || !isPlainWord(word.text)) continue;
      if (!word.sentenceStart && /^\p{Lu}/u.test(word.text)) continue;
      const count = syllables(word.normal);
      if (count <= max) continue;
      matches.push({
        from: word.start,
        to: word.end,
        message: `${quote(word.text)} has ${count} syllables (the guide allows ${max}): use a shorter word if one says the same.`,
        methodName: 'long-word',
        suggestions: [],
      });
    }
    return matches;
  },
});
