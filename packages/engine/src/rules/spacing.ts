import { defineBlockRule } from './defineRule.ts';
import type { RuleMatch } from './types.ts';
import { scanText } from './scanText.ts';

// Two or three spaces between words, and a space before , . ; : ! ? ("Hello , world"). A longer run is
// layout, not typing: plain text reads a line break as a space and keeps the next line's indentation.
const DOUBLE_SPACE = /(?<=\S) {2,3}(?=\S)/g;
const SPACE_BEFORE_MARK = /(?<=[\p{L}\p{N}])[ \t]+(?=[,.;:!?](?:\s|$))/gu;

export const spacing = defineBlockRule({
  id: 'spacing',
  category: 'Sentence Structure',
  name: 'Spacing',
  description:
    'Flags two or three spaces between words (a longer run is layout) and a space before a comma, full stop, colon, semicolon, question or exclamation mark, and offers the fix.',
  severity: 'warning',
  parameters: {},
  examples: {
    good: ['Hello, world. How are you?', 'Save the file: it is ready.'],
    bad: ['Hello  world.', 'Hello , world.', 'How are you ?'],
  },
  prepare: () => null,
  check(block) {
    const matches: RuleMatch[] = [];
    const text = block.text;
    if (text.includes('  ')) {
      for (const match of scanText(text, DOUBLE_SPACE)) {
        const from = match.index;
        const to = from + match[0].length;
        matches.push({
          from,
          to,
          message: 'Use one space between words.',
          methodName: 'double-space',
          suggestions: [' '],
          fix: { from, to, replacement: ' ' },
        });
      }
    }
    for (const match of scanText(text, SPACE_BEFORE_MARK)) {
      const from = match.index;
      const to = from + match[0].length;
      const mark = text.charAt(to);
      matches.push({
        from,
        to: to + 1,
        message: `Remove the space before “${mark}”.`,
        methodName: 'space-before-punctuation',
        suggestions: [mark],
        fix: { from, to, replacement: '' },
      });
    }
    return matches;
  },
});
