import { SPACED_UNITS } from '../data/numbers.ts';
import type { ValeRuleContext } from './valeContext.ts';
import { alternation, escapeRegExp } from './valePatterns.ts';
import type { ValeRuleExport } from './valeTypes.ts';

/** unit-spacing: an `existence` of a number glued to a unit of the rule's list ("10GB", "2.5kg"). */
export function unitSpacingToVale(context: ValeRuleContext): ValeRuleExport {
  const units = alternation(SPACED_UNITS.map((entry) => escapeRegExp(entry.word)));
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'existence',
          message: "Put a space between the number and the unit in '%s'.",
          level: context.level,
          description: context.info.description,
          ignorecase: false,
          tokens: [`\\d+(?:[.,]\\d+)?${units}`],
        },
      },
    ],
    differences: ['Vale does not offer the spaced form ("10 GB").'],
  };
}

// Day and month as one or two digits: a month is 1 to 12, a day 1 to 31.
const MONTH = '(?:0?[1-9]|1[0-2])';
const DAY = '(?:0?[1-9]|[12]\\d|3[01])';
// Day and month in either order, so not both above 12 ("03/04" is 3 April or March 4).
const pair = (separator: string): string => `(?:${MONTH}${separator}${DAY}|${DAY}${separator}${MONTH})`;
const SLASHED = `${pair('/')}/(?:\\d{4}|\\d{2})`;
const DOTTED = `${pair('\\.')}\\.\\d{4}`;
const DASHED = `${pair('-')}-\\d{4}`;
const ISO = '\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])';

/**
 * date-format: an `existence` of numeric dates, as the rule parses them: with `long` every one ("03/04/2025",
 * "31.12.2025", "2025-03-04"), with `iso` all but ISO 8601. Not inside a longer run of digits and dots (a
 * version "1.2.3.4", an address "10.0.0.1").
 */
export function dateFormatToVale(context: ValeRuleContext): ValeRuleExport {
  const iso = context.params.style === 'iso';
  const dates = iso ? [SLASHED, DOTTED, DASHED] : [SLASHED, DOTTED, DASHED, ISO];
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'existence',
          message: iso
            ? "Write '%s' as year-month-day (ISO 8601): the guide sets ISO dates."
            : "Write the month of '%s' as a word: numeric dates are read differently in different countries.",
          level: context.level,
          description: context.info.description,
          nonword: true,
          tokens: [`(?<![\\d./-])(?:${dates.join('|')})(?!\\d|[./-]\\d)`],
        },
      },
    ],
    differences: [
      'Vale does not offer the date rewritten, even where the order of day and month is certain.',
    ],
  };
}

// "3 pm", "3:30 PM", "3 p.m.", "3pm".
const TWELVE_HOUR =
  '(?<![\\d:.])(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s?(?:a\\.m\\.|p\\.m\\.|am|pm|a\\.m|p\\.m)(?![\\p{L}\\d])';
// "15:00", "00:30": 1:00 to 12:59 read either way; not a timestamp with seconds or a ratio ("16:9").
const TWENTY_FOUR_HOUR = '(?<![\\d:.])(?:1[3-9]|2[0-3]|00):[0-5]\\d(?![\\d:]|\\s?(?:a\\.?m|p\\.?m)\\b)';

/** time-format: an `existence` of the other clock's times: 24-hour ones with `12h`, am/pm ones with `24h`. */
export function timeFormatToVale(context: ValeRuleContext): ValeRuleExport {
  const twelve = context.params.style !== '24h';
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'existence',
          message: twelve
            ? 'Write \'%s\' on the 12-hour clock ("3:30 pm"): the guide uses am and pm.'
            : 'Write \'%s\' on the 24-hour clock ("15:30"): the guide does not use am and pm.',
          level: context.level,
          description: context.info.description,
          ignorecase: true,
          nonword: true,
          tokens: [twelve ? TWENTY_FOUR_HOUR : TWELVE_HOUR],
        },
      },
    ],
    differences: ['Vale does not offer the time converted.'],
  };
}
