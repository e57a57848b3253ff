import { defineBlockRule } from './defineRule.ts';
import { choiceParameter } from './parameters.ts';
import type { RuleMatch } from './types.ts';
import { scanSentences } from './scanText.ts';

// Three dots (spaced or not), or the ellipsis character. Two dots are the repeated-punctuation rule's.
const DOTS = /(?<!\.)\.(?: ?\.){2}(?!\.)/g;
const ANY_ELLIPSIS = /\u2026|(?<!\.)\.(?: ?\.){2}(?!\.)/g;

export const ellipsis = defineBlockRule({
  id: 'ellipsis',
  category: 'Sentence Structure',
  name: 'Ellipses',
  description:
    'With `character`, flags three dots ("...") and offers the ellipsis character ("…"); with `avoid`, flags every ellipsis: trailing off reads as unsure or coy in brand text. Say it, or end the sentence.',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {
    style: choiceParameter({
      description: 'character (write “…”, not “...”) or avoid (no ellipses).',
      options: ['character', 'avoid'],
      default: 'character',
    }),
  },
  examples: {
    params: { style: 'character' },
    good: ['Wait\u2026 what happened?', 'Version 2.1.3 is out.'],
    bad: ['Wait... what happened?', 'And then . . . nothing.'],
  },
  prepare: (params) => params.style,
  check(block, style) {
    const text = block.text;
    if (!text.includes('.') && !text.includes('\u2026')) return [];
    return scanSentences(block, style === 'character' ? DOTS : ANY_ELLIPSIS).map((match): RuleMatch => {
      const from = match.index;
      const to = from + match[0].length;
      return style === 'character'
        ? {
            from,
            to,
            message: 'Use the ellipsis character “…” instead of three dots.',
            methodName: 'three-dots',
            suggestions: ['\u2026'],
            fix: { from, to, replacement: '\u2026' },
          }
        : {
            from,
            to,
            message: 'Finish the thought instead of trailing off: end the sentence or say what follows.',
            methodName: 'ellipsis',
            suggestions: [],
          };
    });
  },
});
