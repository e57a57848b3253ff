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

// Numeric dates, each kind in its own group (day and month in either order where the kind allows):
// slashed "03/04/2025", "3/4/25"; dotted or dashed "3.4.2025", "31.12.25", "03-04-25"; year first
// "2025-04-03", "2025/4/3", "2025.04.03"; month and year "04/2025"; day and month without a year after a
// word that introduces a date ("on 3/4", "until 31.12."). Not inside a longer run of digits and dots (a
// version "1.2.3.4", an address "10.0.0.1").
const NUMERIC = new RegExp(
  [
    String.raw`(?<![\d./-])(?:`,
    String.raw`(?<sa>\d{1,2})\/(?<sb>\d{1,2})\/(?<sy>\d{4}|\d{2})`,
    String.raw`|(?<da>\d{1,2})(?<dsep>[.-])(?<db>\d{1,2})\k<dsep>(?<dy>\d{4}|\d{2})`,
    String.raw`|(?<iy>\d{4})(?<isep>[-/.])(?<im>\d{1,2})\k<isep>(?<id>\d{1,2})`,
    String.raw`|(?<mm>\d{1,2})\/(?<my>(?:19|20)\d{2})`,
    String.raw`|(?<=\b(?<pre>[Oo]n|[Uu]ntil|[Tt]ill|[Bb]efore|[Aa]fter|[Ss]ince|[Dd]ue|[Ss]tarting|[Ff]rom|[Ee]nding|[Bb]y|(?:[Mm]on|[Tt]ue|[Ww]ed|[Tt]hu|[Ff]ri|[Ss]at|[Ss]un)(?:day|nesday|sday|urday|rsday)?,?)\s)(?<na>\d{1,2})(?<nsep>[/.])(?<nb>\d{1,2})(?!\s+(?:of|cups?|inch|inches|teaspoons?|tablespoons?)\b)`,
    String.raw`)(?![\d]|[./-]\d)`,
  ].join(''),
  'g',
);
// "version 1.2.25", "v2.10.24", "build 4.5.23": a version, not a date.
const VERSION_BEFORE = /(?:\bversion|\bv|\brelease|\bbuild|\bpatch|\bupdate|\bver\.?)\s*$/i;

interface ParsedDate {
  /** Day and month when the order is certain (ISO, year first, or one part above 12); undefined when ambiguous. */
  readonly day: number | undefined;
  readonly month: number | undefined;
  /** Undefined for a date written without its year ("on 3/4"). */
  readonly year: number | undefined;
  /** Month and year only ("04/2025"). */
  readonly monthOnly: boolean;
  /** Already ISO 8601: "2025-04-03" or "2025-04". */
  readonly iso: boolean;
}

const fullYear = (text: string): number => (text.length === 2 ? 2000 + Number(text) : Number(text));

/** Day and month from two numbers in either order: certain when one of them is above 12. */
function either(a: number, b: number): { day: number | undefined; month: number | undefined } | null {
  if (a < 1 || b < 1 || a > 31 || b > 31 || (a > 12 && b > 12)) return null;
  if (a > 12) return { day: a, month: b };
  if (b > 12) return { day: b, month: a };
  return { day: undefined, month: undefined };
}

function parse(match: RegExpExecArray): ParsedDate | null {
  const g = match.groups ?? {};
  if (g.iy !== undefined && g.im !== undefined && g.id !== undefined) {
    const month = Number(g.im);
    const day = Number(g.id);
    if (month < 1 || month > 12 || day < 1 || day > 31) return null;
    const iso = g.isep === '-' && g.im.length === 2 && g.id.length === 2;
    return { day, month, year: Number(g.iy), monthOnly: false, iso };
  }
  if (g.mm !== undefined && g.my !== undefined) {
    const month = Number(g.mm);
    if (month < 1 || month > 12) return null;
    return { day: undefined, month, year: Number(g.my), monthOnly: true, iso: false };
  }
  const a = g.sa ?? g.da ?? g.na;
  const b = g.sb ?? g.db ?? g.nb;
  if (a === undefined || b === undefined) return null;
  const parts = either(Number(a), Number(b));
  if (!parts) return null;
  // "cut by 1/3": after "by", a proper fraction with a small denominator is a share, not a date.
  if (g.pre?.toLowerCase() === 'by' && g.nsep === '/' && Number(a) < Number(b) && Number(b) <= 8) return null;
  const yearText = g.sy ?? g.dy;
  return {
    ...parts,
    year: yearText === undefined ? undefined : fullYear(yearText),
    monthOnly: false,
    iso: false,
  };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The date written the guide's way, when day and month are certain (or only month and year are given). */
function suggest(date: ParsedDate, style: 'long' | 'iso'): string[] {
  const { day, month, year } = date;
  const monthName = month === undefined ? undefined : MONTHS[month - 1];
  if (month === undefined || monthName === undefined) return [];
  if (date.monthOnly && year !== undefined) {
    return style === 'iso' ? [`${year}-${pad(month)}`] : [`${monthName} ${year}`];
  }
  if (day === undefined) return [];
  if (year === undefined) return style === 'iso' ? [] : [`${day} ${monthName}`, `${monthName} ${day}`];
  return style === 'iso'
    ? [`${year}-${pad(month)}-${pad(day)}`]
    : [`${day} ${monthName} ${year}`, `${monthName} ${day}, ${year}`];
}

export const dateFormat = defineBlockRule({
  id: 'date-format',
  category: 'Sentence Structure',
  name: 'Date format',
  description:
    'With `long`, flags numeric dates ("03/04/2025", "31.12.25", "2025-04-03", "04/2025", "on 3/4"): "03/04" is 3 April to some readers and March 4 to others, so write the month as a word. With `iso`, flags slashed, dotted and unpadded dates and offers ISO 8601 ("2025-04-03") where the order is certain. Versions ("1.2.3", "version 1.2.25") and fractions ("1/2") pass.',
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
      // "version 1.2.25": a two-digit year in dots or dashes reads as a version after such a word.
      if (
        match.groups?.dy?.length === 2 &&
        VERSION_BEFORE.test(block.text.slice(Math.max(0, from - 12), from))
      ) {
        continue;
      }
      const suggestions = suggest(date, style);
      const only = suggestions.length === 1 ? suggestions[0] : undefined;
      const known = suggestions.length > 0;
      matches.push({
        from,
        to,
        message:
          style === 'iso'
            ? known
              ? `Write the date as ${quoteList(suggestions)} (ISO 8601): the guide sets year-month-day.`
              : `Write ${quote(match[0])} as year-month-day (ISO 8601)${date.year === undefined ? ', with its year' : ': as written, day and month could be either way round'}.`
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
