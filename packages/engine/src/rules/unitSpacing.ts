import { SPACED_LETTER_UNITS, SPACED_UNITS } from '../data/numbers.ts';
import { defineBlockRule } from './defineRule.ts';
import { scanSentences } from './scanText.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

const escape = (unit: string): string => unit.replace(/[/.]/g, '\\$&');
const letterUnits = new Set(SPACED_LETTER_UNITS.map((entry) => entry.word));
// Longest first, so "mAh" wins over "mA" and "MB/s" over "MB".
const UNITS = [...SPACED_UNITS, ...SPACED_LETTER_UNITS]
  .map((entry) => entry.word)
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|');
// A number glued to a unit: "10GB", "2.5kg", "1,000mAh", "10-20GB", "500MB/s". Not part of a longer
// token: "4K", "3D", "5G", "2FA", "H2O", "x86", "1080p" are names, not measures.
const GLUED = new RegExp(
  `(?<![\\p{L}\\p{N}_.,\\-\\u2013])((?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?(?:[-\\u2013]\\d+(?:\\.\\d+)?)?)(${UNITS})(?![\\p{L}\\p{N}_/])`,
  'gu',
);
const CURRENCY = /[$€£¥]\s?$/u;
// "5m users", "3m downloads": m for million before a counted noun.
const COUNTED = /^\s+\p{L}+s\b/u;

/** Whether a one-letter unit is a unit here: "$10m" is money, "5m users" a count of millions. */
function isLetterUnit(text: string, from: number, unit: string, end: number): boolean {
  if (!letterUnits.has(unit)) return true;
  if (CURRENCY.test(text.slice(Math.max(0, from - 2), from))) return false;
  return unit !== 'm' || !COUNTED.test(text.slice(end, end + 30));
}

export const unitSpacing = defineBlockRule({
  id: 'unit-spacing',
  category: 'Sentence Structure',
  name: 'Space between number and unit',
  description:
    'Flags a number written straight against its unit ("10GB", "5kg", "100Mbps", "500g", "60W", "5000mAh", "10-20GB") and offers a space ("10 GB"), as SI and most style guides ask. Names such as "4K", "3D", "5G" and "2FA", money ("$10m") and counts ("5m users") pass.',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {},
  examples: {
    good: ['The file is 10 GB.', 'Stream in 4K over 5G.', 'Turn on 2FA today.'],
    bad: ['The file is 10GB.', 'It weighs 2.5kg.', 'Plans start at 100Mbps.'],
  },
  prepare: () => null,
  check(block) {
    if (!/\d\p{L}/u.test(block.text)) return [];
    const matches: RuleMatch[] = [];
    for (const match of scanSentences(block, GLUED)) {
      const number = match[1];
      const unit = match[2];
      if (number === undefined || unit === undefined) continue;
      const from = match.index;
      const to = from + match[0].length;
      if (!isLetterUnit(block.text, from, unit, to)) continue;
      const replacement = `${number} ${unit}`;
      matches.push({
        from,
        to,
        message: `Put a space between the number and the unit: ${quote(replacement)}.`,
        methodName: 'glued-unit',
        suggestions: [replacement],
        fix: { from, to, replacement },
      });
    }
    return matches;
  },
});
