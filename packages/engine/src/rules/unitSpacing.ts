import { SPACED_UNITS } from '../data/numbers.ts';
import { defineBlockRule } from './defineRule.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

const units = new Set(SPACED_UNITS.map((entry) => entry.word));
// A number glued to letters: "10GB", "2.5kg", "100Mbps". "4K", "3D", "5G", "2FA" are names, not units.
const GLUED = /^(\d+(?:[.,]\d+)?)(\p{L}+(?:\/\p{L})?)$/u;

export const unitSpacing = defineBlockRule({
  id: 'unit-spacing',
  category: 'Sentence Structure',
  name: 'Space between number and unit',
  description:
    'Flags a number written straight against its unit ("10GB", "5kg", "100Mbps") and offers a space ("10 GB"), as SI and most style guides ask. Names such as "4K", "3D", "5G" and "2FA" pass.',
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
    for (const word of block.words) {
      const parts = GLUED.exec(word.text);
      const number = parts?.[1];
      const unit = parts?.[2];
      if (number === undefined || unit === undefined || !units.has(unit)) continue;
      const replacement = `${number} ${unit}`;
      matches.push({
        from: word.start,
        to: word.end,
        message: `Put a space between the number and the unit: ${quote(replacement)}.`,
        methodName: 'glued-unit',
        suggestions: [replacement],
        fix: { from: word.start, to: word.end, replacement },
      });
    }
    return matches;
  },
});
