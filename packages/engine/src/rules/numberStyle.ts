import { MONTH_NAMES, NUMBERED_NOUNS, NUMERAL_UNITS, SERIES_LINKS } from '../data/numbers.ts';
import type { BlockView, WordView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import {
  countsNoun,
  followsLabel,
  hasSpacedSymbol,
  isClockReading,
  isFieldValue,
  isHeaderOrTitle,
  isAge,
  isHouseNumber,
  isInputValue,
  isMenuOption,
  isQuotedLiteral,
  isScalePoint,
  labelGap,
  recipientBeforeCount,
} from './numeralContexts.ts';
import { integerParameter } from './parameters.ts';
import { spellNumber } from './spellNumber.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

const numbered = new Set(NUMBERED_NOUNS.map((entry) => entry.word));
const units = new Set(NUMERAL_UNITS.map((entry) => entry.word));
const seriesLinks = new Set(SERIES_LINKS.map((entry) => entry.word));
const months = new Set(MONTH_NAMES.map((entry) => entry.word));
/** A month or its abbreviation, with or without a full stop ("March", "Mar."). */
/** A unit, also a rate or ratio of units written with a slash ("km/h", "m/s", "mg/kg"). */
const isUnit = (word: string): boolean => {
  const slash = word.indexOf('/');
  return units.has(word) || (slash > 0 && units.has(word.slice(0, slash)));
};
const isMonth = (word: string): boolean => months.has(word.endsWith('.') ? word.slice(0, -1) : word);
// Characters right before or after a numeral that make it part of a figure: "$5", "#3", "5%", "3:30", "2-1".
const GLUED_BEFORE = /[$€£#(+\-\u2013/.,:×x]/;
const GLUED_AFTER = /[%:.,\-\u2013/)×x°'\u2019+]/;

// Labels that are also prepositions of time: "after 3" is a clock time, "after 3 failed attempts" a count.
const TIME_PREPOSITIONS = new Set([
  'after',
  'before',
  'until',
  'till',
  'since',
  'at',
  'from',
  'between',
  'under',
  'over',
]);
// A duration compound ("a 2-week notice period", "a 3-day workshop"): a count of time, spelled out like
// "two weeks". An age ("a 5-year-old") stays in figures.
const DURATION_COMPOUND =
  /^(\d{1,2})-(?:second|minute|hour|day|night|week|weekend|fortnight|month|year|decade)s?$/u;

const TIME_FOLLOWERS = new Set(['today', 'tomorrow', 'tonight', 'on', 'this', 'sharp', 'latest']);
// Words before a time of day that the list of labels cannot hold: "by 5 today", "around 4 tomorrow".
const TIME_LEADERS = new Set(['by', 'around']);
const NUMERALS = /(?<![\p{L}\d])\d[\d,]*(?:\.\d+)?/gu;
// Words after the second numeral of a score or ratio: "7 to 3 at half time", "3 to 1 in our favour".
const RATIO_FOLLOWERS = new Set([
  'at',
  'in',
  'for',
  'against',
  'with',
  'after',
  'on',
  'and',
  'but',
  'so',
  'win',
  'victory',
  'loss',
  'lead',
  'ratio',
]);
// Verbs of documentation that set a value: "Set retries to 3", "Increase the limit to 5".
const SETTING_VERBS = new Set([
  'set',
  'sets',
  'setting',
  'change',
  'changes',
  'increase',
  'decrease',
  'reduce',
  'raise',
  'lower',
  'adjust',
  'configure',
  'default',
  'defaults',
  'limit',
  'limits',
  'update',
  'bump',
  'cap',
  'caps',
]);

export const numberStyle = defineBlockRule({
  id: 'number-style',
  category: 'Sentence Structure',
  name: 'Spell out small numbers',
  description:
    'Flags numerals from 0 to `max` in running text ("3 people", "2 minutes", "for 9 years", "after 3 failed attempts", "It took the team 4 tries") and offers the word ("three people"), also in a duration compound ("a 2-week notice period" → "a two-week notice period"), as Chicago and AP do. Measures and money in any unit ("5 GB", "€ 5"), times of day ("after 3", "at 5 on Friday"), dates, percentages, ages ("5 years old", "a 5-year-old", "children under 5 years"), versions, labels ("page 3", "step 2", "exit code 1", "Team 4"), ordinals ("2nd floor"), ratings and scores ("4.5 out of 5", "won 3-1"), values to type, set or choose ("Type 5", "Set retries to 3", "Press 1 for billing or 2 for support"), form fields ("Seats: 3"), addresses and sentences that already use larger numerals stay in figures; counts and durations are spelled out, in UI strings and bold text too. Sentence starts (the first word of a list item too), headings, subject lines and table cells are left to other rules.',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {
    max: integerParameter({
      description: 'Spell out whole numbers up to this one.',
      default: 9,
      min: 1,
      max: 99,
    }),
  },
  examples: {
    good: [
      'We hired three people.',
      'The file is 5 GB and costs $4.',
      'Read page 3 before step 2.',
      'We hired 3 designers and 12 engineers.',
      'Call us at 9 am on March 3.',
    ],
    bad: ['We hired 3 people.', 'It takes 2 minutes to set up.'],
  },
  prepare: (params) => params.max,
  check: (block, max) => smallNumerals(block, max),
});

function smallNumerals(block: BlockView, max: number): RuleMatch[] {
  if (block.kind === 'heading' || block.kind === 'table-cell' || !/\d/.test(block.text)) return [];
  const matches: RuleMatch[] = [];
  const { words, text } = block;
  for (const [index, word] of words.entries()) {
    if (word.sentenceStart) continue;
    const compound = DURATION_COMPOUND.exec(word.text)?.[1];
    const numeral = compound ?? word.text;
    if (!/^\d{1,2}$/.test(numeral)) continue;
    const value = Number(numeral);
    const spelt = spellNumber(value);
    if (value > max || spelt === undefined || (numeral.length > 1 && numeral.startsWith('0'))) continue;
    const end = word.start + numeral.length;
    if (GLUED_BEFORE.test(text.charAt(word.start - 1)) || hasLargerNumeral(block, word, max)) continue;
    if (compound === undefined ? staysFigure(block, index) : compoundStays(block, index)) continue;
    matches.push({
      from: word.start,
      to: end,
      message: `Spell out ${quote(numeral)} as ${quote(spelt)}: the guide writes numbers up to ${max} in words.`,
      methodName: 'small-numeral',
      suggestions: [spelt],
      fix: { from: word.start, to: end, replacement: spelt },
    });
  }
  return matches;
}

/** A numeral standing alone that the guide keeps in figures: part of a figure, a label, a value, a ratio. */
function staysFigure(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const word = words[index];
  if (!word || GLUED_AFTER.test(text.charAt(word.end)) || isFigureContext(block, index)) return true;
  return isScoreOrRatio(words, index) || isSettingValue(words, index) || isLabelOrValue(block, index);
}

/** A duration compound ("a 2-week course") in a subject or title line, or quoted as shown. */
function compoundStays(block: BlockView, index: number): boolean {
  const word = block.words[index];
  return !word || isHeaderOrTitle(block, index) || isQuotedLiteral(block.text, word);
}

/** A label, an address, a typed value, a field's value, a point on a scale or a clock reading. */
function isLabelOrValue(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const word = words[index];
  if (!word) return false;
  return (
    hasSpacedSymbol(text, word) ||
    isQuotedLiteral(text, word) ||
    isHeaderOrTitle(block, index) ||
    followsLabel(block, index) ||
    isInputValue(block, index) ||
    isMenuOption(block, index) ||
    isFieldValue(block, index) ||
    isHouseNumber(words, index) ||
    isScalePoint(words, index) ||
    isClockReading(words, index)
  );
}

/** A label, a measure, a time or a date: "page 3", "5 GB", "3 pm", "March 3", "3 March". */
function isFigureContext(block: BlockView, index: number): boolean {
  const { words, text } = block;
  const word = words[index];
  const previous = words[index - 1];
  const next = words[index + 1];
  const before = previous && previous.sentence === word?.sentence ? previous.normal : undefined;
  const after = next && next.sentence === word?.sentence ? next.normal : undefined;
  if (before !== undefined && isMonth(before)) return true;
  if (isAge(block, index)) return true;
  // A label holds its number only with nothing but a space or an abbreviation's dot between ("page 3",
  // "No. 3"); "Note: 3 users are affected" is a note about a count, and so are "after 3 failed attempts"
  // and "It took the team 4 tries".
  if (
    before !== undefined &&
    numbered.has(before) &&
    labelTouches(text, previous, word) &&
    !(TIME_PREPOSITIONS.has(before) && countsNoun(words, index)) &&
    !recipientBeforeCount(words, index)
  ) {
    return true;
  }
  // "3 of 5", "4 out of 5": the second of two linked numerals.
  for (let back = index - 1; back >= index - 3; back--) {
    const link = words[back];
    if (!link || link.sentence !== word?.sentence || !seriesLinks.has(link.normal)) break;
    const numeral = words[back - 1];
    if (numeral?.sentence === word.sentence && /^\d/.test(numeral.text)) return true;
  }
  // "ECMAScript 6", "Windows 11", "Chalk 4": a number after a name is part of the name.
  // "macOS 9", "watchOS 9": a capital inside the word marks a name too.
  // At a sentence start only a capital inside the word says so: "Wi-Fi 6", "iOS 9", "PlayStation 5".
  const named = previous && (previous.sentenceStart ? /.\p{Lu}/u : /\p{Lu}/u).test(previous.text);
  if (previous && before !== undefined && named) {
    return true;
  }
  if (after !== undefined && (isUnit(after) || isMonth(after) || /^\d/.test(after))) return true;
  // "Reply by 5 today": a time of day.
  if (before !== undefined && TIME_LEADERS.has(before) && after !== undefined && TIME_FOLLOWERS.has(after)) {
    return true;
  }
  // "2 or 3 GB", "between 2 and 4 pm", "3 and 4 June": the first numeral of a range of measures or dates.
  const linked = words[index + 2];
  const measure = words[index + 3];
  return (
    after !== undefined &&
    seriesLinks.has(after) &&
    linked?.sentence === word?.sentence &&
    /^\d/.test(linked?.text ?? '') &&
    measure?.sentence === word?.sentence &&
    (units.has(measure?.normal ?? '') || isMonth(measure?.normal ?? ''))
  );
}

/** Whether only a space (after an abbreviation's dot) stands between a label and its number. */
function labelTouches(text: string, label: WordView | undefined, word: WordView | undefined): boolean {
  return label !== undefined && word !== undefined && labelGap(text.slice(label.end, word.start));
}

/** Chicago: numerals in a series stay alike; a sentence with a larger numeral keeps its small ones. */
function hasLargerNumeral(block: BlockView, word: WordView, max: number): boolean {
  const sentence = block.sentences[word.sentence];
  if (!sentence) return false;
  // Read the sentence's figures from its text: "2,000" is three tokens for the parser.
  NUMERALS.lastIndex = sentence.start;
  for (
    let match = NUMERALS.exec(block.text);
    match && match.index < sentence.end;
    match = NUMERALS.exec(block.text)
  ) {
    if (match.index === word.start) continue;
    if (Number.parseFloat(match[0].replace(/,/g, '')) > max) return true;
  }
  return false;
}

/**
 * A score, a ratio or a dimension, in figures in AP and Chicago alike: "won 7 to 3", "a ratio of 3 to 1",
 * "a 2 by 4 board". Two numerals
 * linked by "to" with nothing counted after the second; "from 3 to 5" and "3 to 5 days" are ranges.
 */
function isScoreOrRatio(words: readonly WordView[], index: number): boolean {
  const word = words[index];
  const link = words[index + 1];
  const other = words[index + 2];
  const after = words[index + 3];
  const before = words[index - 1];
  if (!word || !link || !other || !/^\d+\.?$/.test(other.text)) return false;
  // "a 2 by 4 board", "3 x 4 metres": dimensions.
  if ((link.normal === 'by' || link.normal === 'x') && link.sentence === word.sentence) return true;
  if (link.normal !== 'to') return false;
  if (link.sentence !== word.sentence || other.sentence !== word.sentence) return false;
  if (before?.sentence === word.sentence && (before.normal === 'from' || before.normal === 'between')) {
    return false;
  }
  return !after || after.sentence !== word.sentence || RATIO_FOLLOWERS.has(after.normal);
}

/** A value to set or type, which documentation gives in figures: "Set retries to 3", "change the limit to 5". */
function isSettingValue(words: readonly WordView[], index: number): boolean {
  const word = words[index];
  const before = words[index - 1];
  if (!word || before?.normal !== 'to' || before.sentence !== word.sentence) return false;
  for (let back = index - 2; back >= 0 && back >= index - 8; back--) {
    const verb = words[back];
    if (!verb || verb.sentence !== word.sentence) return false;
    if (SETTING_VERBS.has(verb.normal)) return true;
  }
  return false;
}
