import { FULL_STOP_ABBREVIATIONS } from '../data/abbreviations.ts';
import { defineBlockRule } from './defineRule.ts';
import { quote } from './wording.ts';

// A heading may end in "?" (a question) or "!"; "." ":" ";" "," do not end a signpost. "Acme Inc." and
// "etc." end in an abbreviation's full stop.
const TRAILING = /[.:;,]+$/;
const ABBREVIATION = new RegExp(
  `(?:^|\\s)(?:${FULL_STOP_ABBREVIATIONS.map((entry) => entry.word).join('|')}|[a-z]\\.[a-z])\\.$`,
  'i',
);

export const headingPunctuation = defineBlockRule({
  id: 'heading-punctuation',
  category: 'Document Structure',
  name: 'Punctuation at the end of headings',
  description:
    'Flags a full stop, colon, semicolon or comma at the end of a heading and offers to remove it. Questions ("How does it work?") and abbreviations ("Acme Inc.") pass.',
  severity: 'suggestion',
  parameters: {},
  examples: {
    format: 'markdown',
    good: ['# Getting started\n\nText.', '## How does it work?\n\nText.', '## About Acme Inc.\n\nText.'],
    bad: ['# Getting started.\n\nText.', '## Before you begin:\n\nText.'],
  },
  prepare: () => null,
  check(block) {
    if (block.kind !== 'heading') return [];
    const text = block.text.trimEnd();
    const trailing = TRAILING.exec(text);
    if (!trailing || ABBREVIATION.test(text)) return [];
    const from = trailing.index;
    const to = text.length;
    return [
      {
        from,
        to,
        message: `Remove ${quote(trailing[0])} at the end of the heading: headings are signposts, not sentences.`,
        methodName: 'heading-end-punctuation',
        suggestions: [''],
        fix: { from, to, replacement: '' },
      },
    ];
  },
});
