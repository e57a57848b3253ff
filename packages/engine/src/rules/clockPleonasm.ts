import type { BlockView } from '../language/types.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

/**
 * A clock time with "am" or "pm" joined to its number, then the part of the day that "am" or "pm" already
 * names: "10am in the morning", "3pm this afternoon", "9 p.m. at night" are read by the list; "10am" is one
 * word there, so this reads the joined spelling. The fix keeps the time ("10am"); the list's own entries
 * cover the spaced spellings.
 */
const JOINED_CLOCK =
  /\b(\d{1,2}(?:[:.]\d{2})?(?:am|pm|a\.m\.|p\.m\.))\s+(in\s+the\s+(?:morning|afternoon|evening)|at\s+night|this\s+(?:morning|afternoon|evening)|tonight)\b/giu;

// "am" belongs with the morning; "pm" with the afternoon, evening and night.
const MORNING = /morning/iu;

export function clockPleonasms(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const found of block.text.matchAll(JOINED_CLOCK)) {
    const [written, time, part] = found;
    if (time === undefined || part === undefined) continue;
    const morning = /a\.?m\.?$/iu.test(time);
    if (morning !== MORNING.test(part)) continue;
    const from = found.index;
    const to = from + written.length;
    matches.push({
      from,
      to,
      message: `Write ${quote(time)} instead of ${quote(written)}. ${morning ? '“am”' : '“pm”'} already says which part of the day.`,
      methodName: 'clock-and-part-of-day',
      suggestions: [time],
      fix: { from, to, replacement: time },
    });
  }
  return matches;
}
