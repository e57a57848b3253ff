import { capitalise } from '../language/normalize.ts';
import { defineBlockRule } from './defineRule.ts';
import { spellNumber } from './spellNumber.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

const NUMERAL = /^(\d+(?:\.\d+)?)(?:st|nd|rd|th|-\p{L}+)?$/u;
// Third-person verbs after a year ("2025 marks", "2024 brings"); other words in -s after a four-digit
// numeral are counted nouns ("1500 customers").
const YEAR_VERBS = new Set([
  'was',
  'is',
  'has',
  'does',
  'marks',
  'brings',
  'sees',
  'looks',
  'promises',
  'starts',
]);
const COUNTED = new Set(['people', 'of', 'more', 'new', 'other', 'additional', 'extra', 'staff', 'children']);

/** A year (AP's exception): four digits from 1900 to 2099 not followed by what it counts. */
function isYear(text: string, next: string | undefined): boolean {
  if (!/^(?:19|20)\d\d$/.test(text)) return false;
  if (next === undefined) return true;
  if (COUNTED.has(next)) return false;
  return !(next.endsWith('s') && !next.endsWith('ss') && !YEAR_VERBS.has(next));
}

export const sentenceStartNumber = defineBlockRule({
  id: 'sentence-start-number',
  category: 'Sentence Structure',
  name: 'Sentences starting with a numeral',
  description:
    'Flags sentences that open with a numeral ("12 people joined.", "1,200 people", "3.5 million", "3rd place", "30-day trials"): spell the number out ("Twelve people joined.", offered up to 99) or rephrase. Years ("2024 was a good year", but not "1500 customers"), names ("2FA", "3D"), list items, headings and table cells pass.',
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
      if (!first) continue;
      // "12", "3.5", "1,200" (read as "1" before a comma), "3rd", "30-day": a numeral; "2FA", "3D", "5G",
      // "3-1" are names or scores.
      const numeral = NUMERAL.exec(first.text);
      if (!numeral?.[1]) continue;
      // "153/159", "3:1", "24/7": a ratio, a score or a time, not a number that starts a sentence.
      if (/^[/:]\d/.test(block.text.slice(first.end, first.end + 2))) continue;
      const value = Number(numeral[1]);
      if (isYear(first.text, block.words[sentence.firstWord + 1]?.normal)) continue;
      // "1,200" is read as "1", a comma and "200": take the whole numeral.
      const grouped = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?/.exec(
        block.text.slice(first.start, first.start + 24),
      )?.[0];
      const shown = grouped ?? first.text;
      const end = first.start + shown.length;
      const spelt = /^\d+$/.test(shown) ? spellNumber(value) : undefined;
      // Only before a word ("12 people"), not "3%", "5:30", "1,200" or "2.5".
      const fixable = spelt !== undefined && block.text.charAt(end) === ' ';
      const replacement = spelt === undefined ? undefined : capitalise(spelt);
      matches.push({
        from: first.start,
        to: end,
        message:
          replacement === undefined
            ? `Rephrase so the sentence does not start with the numeral ${quote(shown)}.`
            : `Spell out ${quote(shown)} at the start of a sentence (${quote(replacement)}), or rephrase.`,
        methodName: 'starts-with-numeral',
        suggestions: replacement === undefined ? [] : [replacement],
        ...(fixable && replacement !== undefined ? { fix: { from: first.start, to: end, replacement } } : {}),
      });
    }
    return matches;
  },
});
