import { LABEL_NOUNS, MONTH_NAMES, NUMBERED_NOUNS, NUMERAL_UNITS, SERIES_LINKS } from '../data/numbers.ts';
import { numberParam, type ValeRuleContext } from './valeContext.ts';
import { BLOCK_START, WORD_START, wordsPattern } from './valeLookarounds.ts';
import { alternation } from './valePatterns.ts';
import type { ValeRuleExport } from './valeTypes.ts';

const words = (list: ReadonlyArray<{ readonly word: string }>): string =>
  wordsPattern(list.map((entry) => entry.word));

// At the start of the sentence, after opening punctuation at most (scope `sentence`).
const SENTENCE_OPENS = `(?<=${BLOCK_START}[^\\p{L}\\p{N}]*)`;
// A year, as AP excepts it: four digits from 1000 to 2099.
const NOT_YEAR = '(?!(?:1\\d{3}|20\\d{2})(?!\\d))';
// The numeral is the whole word ("12", not "12th" or "2.5"), and not a ratio, a score or a time ("3:1").
const WHOLE_NUMERAL = "(?![\\p{L}\\p{N}]|[.,'\u2019-][\\p{L}\\p{N}]|[/:]\\d)";

/** sentence-start-number: an `existence` per sentence of a numeral that opens it, years aside. */
export function sentenceStartNumberToVale(context: ValeRuleContext): ValeRuleExport {
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'existence',
          message: "Spell out '%s' at the start of a sentence, or rephrase.",
          level: context.level,
          description: context.info.description,
          scope: 'sentence',
          nonword: true,
          tokens: [`${SENTENCE_OPENS}${NOT_YEAR}\\d+${WHOLE_NUMERAL}`],
        },
      },
    ],
    differences: [
      'Vale does not offer the number in words.',
      "Block quotes are not checked: Vale's sentence scope covers paragraphs.",
    ],
  };
}

const numbersUpTo = (from: number, to: number): string[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => String(from + index));

/** A numeral above `max` as the rule reads one: a word that starts with digits worth more ("12", "1,000", "9.5"). */
function largerNumeral(max: number): string {
  const integer = alternation([
    // Three digits or more, commas between them.
    '[1-9](?:,?\\d){2,}',
    ...numbersUpTo(max + 1, 99),
  ]);
  return `(?<![\\p{L}\\p{N}.,])(?:0*${integer}(?!,?\\d)|0*${max}\\.\\d*[1-9])`;
}

/**
 * number-style: an `existence` per sentence of a whole number from 0 to `max` written in figures ("3
 * people"), read as the rule reads it: not the first word of a sentence, not part of a figure ("$5", "5%",
 * "3:30", "2-1"), not a label, a measure or a time ("page 3", "5 GB", "9 am"), not after a name ("Windows
 * 11"), not next to a month ("March 3", "3 March"), not in a series after a numeral ("3 of 5"), and not in a sentence with a larger numeral.
 */
export function numberStyleToVale(context: ValeRuleContext): ValeRuleExport {
  const max = numberParam(context, 'max');
  const small = alternation(numbersUpTo(0, max));
  const gap = '[^\\p{L}\\p{N}]+';
  const larger = largerNumeral(max);
  const before = [
    // Not the first word of the sentence.
    '(?<=[\\p{L}\\p{N}][\\s\\S]*)',
    '(?<![\\p{L}\\p{N}$\u20ac\u00a3#\\(+\\-\u2013/.,:\u00d7x])',
    `(?<!${WORD_START}${words([...NUMBERED_NOUNS, ...LABEL_NOUNS])}${gap})`,
    // Not a date: "March 3", "Mar. 3".
    `(?<!${WORD_START}${words(MONTH_NAMES)}${gap})`,
    `(?<!(?<![\\p{L}\\p{N}])\\d[\\p{L}\\p{N}.,]*${gap}(?:${words(SERIES_LINKS)}${gap}){1,3})`,
    `(?<![\\p{L}\\p{N}]${gap}(?-i:\\p{Lu})[\\p{L}\\p{N}'\u2019-]*${gap})`,
    `(?<!${larger}[\\s\\S]*)`,
  ];
  const after = [
    "(?![\\p{L}\\p{N}%:.,\\-\u2013/\\)\u00d7x\u00b0'\u2019+])",
    `(?!\\s*${words(NUMERAL_UNITS)}(?![\\p{L}\\p{N}]))`,
    // Not an age: "5 years old", "5 years of age" (durations in years are spelled out).
    '(?!\\s*(?:years?|yrs?)(?:\\s+old|\\s+of\\s+age|-old)(?![\\p{L}\\p{N}]))',
    `(?!${gap}\\d)`,
    // Not a date: "3 March", "3 Mar.".
    `(?!${gap}${words(MONTH_NAMES)}(?![\\p{L}\\p{N}]))`,
    `(?![\\s\\S]*${larger})`,
  ];
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'existence',
          message: `Spell out '%s' in words: the guide writes numbers up to ${max} in words.`,
          level: context.level,
          description: context.info.description,
          scope: 'sentence',
          ignorecase: true,
          nonword: true,
          tokens: [`${before.join('')}${small}${after.join('')}`],
        },
      },
    ],
    differences: [
      'Vale does not offer the number in words.',
      "List items and block quotes are not checked: Vale's sentence scope covers paragraphs.",
      'Typed and returned values ("Type 5"), form fields ("Seats: 3"), addresses, scale points, clock readings, symbols set off by a space ("5 %") and subject or title lines are still flagged.',
    ],
  };
}
