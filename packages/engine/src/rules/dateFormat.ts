import { defineBlockRule } from './defineRule.ts';
import { choiceParameter } from './parameters.ts';
import type { RuleMatch } from './types.ts';
import { scanSentences } from './scanText.ts';
import { quote, quoteList } from './wording.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// "03/04/2025", "3.4.2025", "03-04-2025" (day and month in either order), and ISO "2025-04-03".
// Not inside a longer run of digits and dots (a version "1.2.3.4", an address "10.0.0.1").
const NUMERIC =
  /(?<![\d./-])(?:(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})|(\d{1,2})([.-])(\d{1,2})\5(\d{4})|(\d{4})-(\d{2})-(\d{2}))(?![\d]|[./-]\d)/g;

interface ParsedDate {
  /** Day and month when the order is certain (ISO, or one part above 12); undefined when ambiguous. */
  readonly day: number | undefined;
  readonly month: number | undefined;
  readonly year: number;
  readonly iso: boolean;
}

function parse(match: RegExpExecArray): ParsedDate | null {
  const [, a1, b1, y1, a2, , b2, y2, y3, m3, d3] = match;
  if (y3 !== undefined && m3 !== undefined && d3 !== undefined) {
    const month = Number(m3);
    const day = Number(d3);
    return month >= 1 && month <= 12 && day >= 1 && day <= 31
      ? { day, month, year: Number(y3), iso: true }
      : null;
  }
  const a = Number(a1 ?? a2);
  const b = Number(b1 ?? b2);
  const yearText = y1 ?? y2 ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (a < 1 || b < 1 || a > 31 || b > 31 || (a > 12 && b > 12)) return null;
  if (a > 12) return { day: a, month: b, year, iso: false };
  if (b > 12) return { day: b, month: a, year, iso: false };
  return { day: undefined, month: undefined, year, iso: false };
}

const pad = (n: number): string => String(n).padStart(2, '0');

export const dateFormat = defineBlockRule({
  id: 'date-format',
  category: 'Sentence Structure',
  name: 'Date format',
  description:
    'With `long`, flags numeric dates ("03/04/2025", "2025-04-03"): "03/04" is 3 April to some readers and March 4 to others, so write the month as a word. With `iso`, flags slashed and dotted dates and offers ISO 8601 ("2025-04-03") where the order is certain. Versions ("1.2.3") and fractions ("1/2") pass.',
  severity: 'warning',
  reach: 'sentence',
  parameters: {
    style: choiceParameter({
      description: 'long (write the month as a word) or iso (YYYY-MM-DD).',
      options: ['long', 'iso'],
      default: 'long',
    }),
  },
  examples: {
    params: { style: 'long' },
    good: ['The offer ends on 4 March 2025.', 'Update to version 1.2.3 today.', 'Add 1/2 cup of sugar.'],
    bad: ['The offer ends on 03/04/2025.', 'The offer ends on 2025-03-04.', 'It ends on 31.12.2025.'],
  },
  prepare: (params) => params.style,
  check(block, style) {
    if (!/\d[./-]\d/.test(block.text)) return [];
    const matches: RuleMatch[] = [];
    for (const match of scanSentences(block, NUMERIC)) {
      const date = parse(match);
      if (!date || (style === 'iso' && date.iso)) continue;
      const from = match.index;
      const to = from + match[0].length;
      const { day, month, year } = date;
      const monthName = month === undefined ? undefined : MONTHS[month - 1];
      const known = day !== undefined && month !== undefined && monthName !== undefined;
      const suggestions = !known
        ? []
        : style === 'iso'
          ? [`${year}-${pad(month)}-${pad(day)}`]
          : [`${day} ${monthName} ${year}`, `${monthName} ${day}, ${year}`];
      const only = suggestions.length === 1 ? suggestions[0] : undefined;
      matches.push({
        from,
        to,
        message:
          style === 'iso'
            ? known
              ? `Write the date as ${quoteList(suggestions)} (ISO 8601): the guide sets year-month-day.`
              : `Write ${quote(match[0])} as year-month-day (ISO 8601): as written, day and month could be either way round.`
            : known
              ? `Write the month as a word, e.g. ${quoteList(suggestions)}: numeric dates are read differently in different countries.`
              : `Write the month as a word: ${quote(match[0])} is one date in the US and another in Europe.`,
        methodName: style === 'iso' ? 'non-iso-date' : 'numeric-date',
        suggestions,
        ...(only === undefined ? {} : { fix: { from, to, replacement: only } }),
      });
    }
    return matches;
  },
});
