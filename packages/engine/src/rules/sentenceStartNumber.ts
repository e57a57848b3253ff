import { capitalise } from '../language/normalize.ts';
import { defineBlockRule } from './defineRule.ts';
import { spellNumber } from './spellNumber.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

export const sentenceStartNumber = defineBlockRule({
  id: 'sentence-start-number',
  category: 'Sentence Structure',
  name: 'Sentences starting with a numeral',
  description:
    'Flags sentences that open with a numeral ("12 people joined."): spell the number out ("Twelve people joined.", offered up to 99) or rephrase. Years ("2024 was a good year"), list items, headings and table cells pass.',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {},
  examples: {
    good: ['Twelve people joined the call.', '2024 was a good year for us.', 'We had 12 people on the call.'],
    bad: ['12 people joined the call.', 'We met twice. 3 people came.'],
  },
  prepare: () => null,
  check(block) {
    if (block.kind === 'heading' || block.kind === 'list-item' || block.kind === 'table-cell') return [];
    const matches: RuleMatch[] = [];
    for (const sentence of block.sentences) {
      const first = block.words[sentence.firstWord];
      if (!first || !/^\d+$/.test(first.text)) continue;
      // "153/159", "3:1", "24/7": a ratio, a score or a time, not a number that starts a sentence.
      if (/^[/:]\d/.test(block.text.slice(first.end, first.end + 2))) continue;
      const value = Number(first.text);
      // A year (AP's exception): four digits from 1000 to 2099.
      if (first.text.length === 4 && value >= 1000 && value <= 2099) continue;
      const spelt = spellNumber(value);
      // Only before a word ("12 people"), not "3%", "5:30" or "2.5".
      const fixable = spelt !== undefined && block.text.charAt(first.end) === ' ';
      const replacement = spelt === undefined ? undefined : capitalise(spelt);
      matches.push({
        from: first.start,
        to: first.end,
        message:
          replacement === undefined
            ? `Rephrase so the sentence does not start with the numeral ${quote(first.text)}.`
            : `Spell out ${quote(first.text)} at the start of a sentence (${quote(replacement)}), or rephrase.`,
        methodName: 'starts-with-numeral',
        suggestions: replacement === undefined ? [] : [replacement],
        ...(fixable && replacement !== undefined
          ? { fix: { from: first.start, to: first.end, replacement } }
          : {}),
      });
    }
    return matches;
  },
});
