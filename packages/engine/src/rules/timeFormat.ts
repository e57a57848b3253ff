import { defineBlockRule } from './defineRule.ts';
import { choiceParameter } from './parameters.ts';
import type { RuleMatch } from './types.ts';
import { scanSentences } from './scanText.ts';
import { quote } from './wording.ts';

// "3 pm", "3:30 PM", "3 p.m.", "3pm".
const TWELVE_HOUR =
  /(?<![\d:.])(1[0-2]|0?[1-9])(?::([0-5]\d))?\s?(a\.m\.|p\.m\.|am|pm|a\.m|p\.m)(?![\p{L}\d])/giu;
// "15:00", "00:30": a 24-hour time that a 12-hour clock writes otherwise; 1:00 to 12:59 read both ways.
// Not a duration or timestamp with seconds ("14:32:10"), not "16:9" (one digit after the colon).
const TWENTY_FOUR_HOUR = /(?<![\d:.])(1[3-9]|2[0-3]|00):([0-5]\d)(?![\d:]|\s?(?:a\.?m|p\.?m)\b)/giu;

const pad = (n: number): string => String(n).padStart(2, '0');

export const timeFormat = defineBlockRule({
  id: 'time-format',
  category: 'Sentence Structure',
  name: 'Time format',
  description:
    'Keeps times on one clock: `12h` flags 24-hour times ("15:30") and offers "3:30 pm"; `24h` flags am/pm times ("3:30 pm") and offers "15:30". Times from 1:00 to 12:59 without am/pm read either way and pass, and so do ratios ("16:9") and timestamps with seconds.',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {
    style: choiceParameter({
      description: '12h ("3:30 pm") or 24h ("15:30").',
      options: ['12h', '24h'],
      default: '12h',
    }),
  },
  examples: {
    params: { style: '12h' },
    good: ['The call starts at 3:30 pm.', 'Use a 16:9 screen.', 'It starts at 10:30.'],
    bad: ['The call starts at 15:30.', 'We close at 18:00 on Fridays.'],
  },
  prepare: (params) => params.style,
  check(block, style) {
    if (!/\d/.test(block.text)) return [];
    const matches: RuleMatch[] = [];
    const pattern = style === '12h' ? TWENTY_FOUR_HOUR : TWELVE_HOUR;
    for (const match of scanSentences(block, pattern)) {
      const from = match.index;
      const to = from + match[0].length;
      const replacement = style === '12h' ? toTwelveHour(match) : toTwentyFourHour(match);
      matches.push({
        from,
        to,
        message: `Write ${quote(replacement)} instead of ${quote(match[0])}: the guide uses the ${style === '12h' ? '12-hour' : '24-hour'} clock.`,
        methodName: style === '12h' ? 'twenty-four-hour-time' : 'twelve-hour-time',
        suggestions: [replacement],
        fix: { from, to, replacement },
      });
    }
    return matches;
  },
});

function toTwelveHour(match: RegExpExecArray): string {
  const hour = Number(match[1]);
  const minutes = match[2] ?? '00';
  const half = hour >= 12 ? 'pm' : 'am';
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  return minutes === '00' ? `${shown} ${half}` : `${shown}:${minutes} ${half}`;
}

function toTwentyFourHour(match: RegExpExecArray): string {
  const hour = Number(match[1]);
  const minutes = match[2] ?? '00';
  const pm = (match[3] ?? '').toLowerCase().startsWith('p');
  const value = pm ? (hour % 12) + 12 : hour % 12;
  return `${pad(value)}:${minutes}`;
}
