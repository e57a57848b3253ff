import { defineBlockRule } from './defineRule.ts';
import type { RuleMatch } from './types.ts';
import { scanSentences } from './scanText.ts';
import { quote } from './wording.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const DOUBLED_MARK = /([!?,;:.])\1/;

// The same mark twice or more ("!!", "??", ",,", ";;", "::"), or exactly two full stops (three are an
// ellipsis). "1..5" (a range in code style) is left alone.
const REPEATED = /([!?,;:])\1+|(?<![.\d])\.\.(?![.\d])/g;

export const duplicatePunctuation = defineBlockRule({
  id: 'duplicate-punctuation',
  category: 'Sentence Structure',
  name: 'Repeated punctuation',
  description:
    'Flags a punctuation mark typed twice or more ("!!", "??", ",,", "..") and offers one. An ellipsis ("...") and ranges ("1..5") pass.',
  severity: 'warning',
  reach: 'sentence',
  parameters: {},
  examples: {
    good: ['Wait... what happened?', 'Pick a number from 1..5 today.', 'It works!'],
    bad: ['It works!!', 'Really??', 'Add milk,, sugar and tea.', 'It is done..'],
  },
  prepare: () => null,
  check(block) {
    if (!DOUBLED_MARK.test(block.text)) return [];
    return scanSentences(block, REPEATED).map((match): RuleMatch => {
      const from = match.index;
      const to = from + match[0].length;
      const single = match[0].charAt(0);
      return {
        from,
        to,
        message: `Use one ${quote(single)}, not ${quote(match[0])}.`,
        methodName: 'repeated-mark',
        suggestions: [single],
        fix: { from, to, replacement: single },
      };
    });
  },
});
