import { MONTH_NAMES, NUMBERED_NOUNS, NUMERAL_UNITS, SERIES_LINKS } from '../data/numbers.ts';
import type { BlockView, WordView } from '../language/types.ts';
import { defineBlockRule } from './defineRule.ts';
import { integerParameter } from './parameters.ts';
import { spellNumber } from './spellNumber.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

const numbered = new Set(NUMBERED_NOUNS.map((entry) => entry.word));
const units = new Set(NUMERAL_UNITS.map((entry) => entry.word));
const seriesLinks = new Set(SERIES_LINKS.map((entry) => entry.word));
const months = new Set(MONTH_NAMES.map((entry) => entry.word));
/** A month or its abbreviation, with or without a full stop ("March", "Mar."). */
const isMonth = (word: string): boolean => months.has(word.endsWith('.') ? word.slice(0, -1) : word);
// Characters right before or after a numeral that make it part of a figure: "$5", "#3", "5%", "3:30", "2-1".
const GLUED_BEFORE = /[$€£#(+\-\u2013/.,:×x]/;
const GLUED_AFTER = /[%:.,\-\u2013/)×x°'\u2019+]/;

export const numberStyle = defineBlockRule({
  id: 'number-style',
  category: 'Sentence Structure',
  name: 'Spell out small numbers',
  description:
    'Flags numerals from 0 to `max` in running text ("3 people") and offers the word ("three people"), as Chicago and AP do. Measures, times, dates, money, percentages, versions, labels ("page 3", "step 2") and sentences that already use larger numerals stay in figures; sentence starts, headings and table cells are left to other rules.',
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
    if (!/^\d{1,2}$/.test(word.text) || word.sentenceStart) continue;
    const value = Number(word.text);
    const spelt = spellNumber(value);
    if (value > max || spelt === undefined || (word.text.length > 1 && word.text.startsWith('0'))) continue;
    if (GLUED_BEFORE.test(text.charAt(word.start - 1)) || GLUED_AFTER.test(text.charAt(word.end))) continue;
    if (isFigureContext(words, index) || hasLargerNumeral(block, word, max)) continue;
    matches.push({
      from: word.start,
      to: word.end,
      message: `Spell out ${quote(word.text)} as ${quote(spelt)}: the guide writes numbers up to ${max} in words.`,
      methodName: 'small-numeral',
      suggestions: [spelt],
      fix: { from: word.start, to: word.end, replacement: spelt },
    });
  }
  return matches;
}

/** A label, a measure, a time or a date: "page 3", "5 GB", "3 pm", "March 3", "3 March". */
function isFigureContext(words: readonly WordView[], index: number): boolean {
  const word = words[index];
  const previous = words[index - 1];
  const next = words[index + 1];
  const before = previous && previous.sentence === word?.sentence ? previous.normal : undefined;
  const after = next && next.sentence === word?.sentence ? next.normal : undefined;
  if (before !== undefined && (numbered.has(before) || isMonth(before))) return true;
  // "3 of 5", "4 out of 5": the second of two linked numerals.
  for (let back = index - 1; back >= index - 3; back--) {
    const link = words[back];
    if (!link || link.sentence !== word?.sentence || !seriesLinks.has(link.normal)) break;
    const numeral = words[back - 1];
    if (numeral?.sentence === word.sentence && /^\d/.test(numeral.text)) return true;
  }
  // "ECMAScript 6", "Windows 11", "Chalk 4": a number after a name is part of the name.
  if (previous && before !== undefined && !previous.sentenceStart && /^\p{Lu}/u.test(previous.text)) {
    return true;
  }
  return after !== undefined && (units.has(after) || isMonth(after) || /^\d/.test(after));
}

/** Chicago: numerals in a series stay alike; a sentence with a larger numeral keeps its small ones. */
function hasLargerNumeral(block: BlockView, word: WordView, max: number): boolean {
  const sentence = block.sentences[word.sentence];
  if (!sentence) return false;
  for (let index = sentence.firstWord; index < sentence.endWord; index++) {
    const other = block.words[index];
    if (
      other &&
      other !== word &&
      /^\d/.test(other.text) &&
      Number.parseFloat(other.text.replace(/,/g, '')) > max
    ) {
      return true;
    }
  }
  return false;
}
