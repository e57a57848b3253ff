import {
  CLAUSE_OPENERS,
  CLAUSE_VERBS,
  INTRODUCTORY_WORDS,
  OPEN_ENDS,
  PAIR_OPENERS,
  PARTICIPLE_OBJECTS,
} from '../data/listContext.ts';
import type { ValeRuleContext } from './valeContext.ts';
import { BLOCK_START, notOneOf, WORD_END, WORD_GAP, WORD_START, wordsPattern } from './valeLookarounds.ts';
import { WORD_PATTERN as WORD } from './valePatterns.ts';
import type { ValeRuleExport } from './valeTypes.ts';

const list = (entries: ReadonlyArray<{ readonly word: string }>): string[] =>
  entries.map((entry) => entry.word);
const COMMA = '\\s*,\\s+';

// The patterns are built when a guide is first exported, not when the engine loads (their word lists
// cost every start of `wtt check` some milliseconds).
function makeListParts() {
  const OPENERS = list(CLAUSE_OPENERS);
  const INTRODUCTORY = list(INTRODUCTORY_WORDS);
  const ENDS = list(OPEN_ENDS);
  const VERBS = list(CLAUSE_VERBS);
  const PAIRS = list(PAIR_OPENERS);

  // The start of the sentence (scope `sentence`), opening punctuation aside.
  const SENTENCE = `${BLOCK_START}[^\\p{L}\\p{N}]*`;
  // A list item: one to three words, none a clause verb, not opening with a clause opener, an
  // introductory word or a pair opener ("both", "either"), not ending with a preposition, an article or a
  // conjunction, and not an "-ing" word with its object ("treating each word").
  const ITEM_WORD = `${notOneOf(VERBS)}${WORD}`;
  const ITEM_ONE = `${notOneOf([...OPENERS, ...INTRODUCTORY, ...PAIRS, ...ENDS, ...VERBS])}${WORD}`;
  const NOT_VERB_OBJECT = `(?![\\p{L}\\p{N}'\u2019-]*ing\\s+${wordsPattern(list(PARTICIPLE_OBJECTS))}${WORD_END})`;
  const ITEM_MORE = `${notOneOf([...OPENERS, ...INTRODUCTORY, ...PAIRS])}${NOT_VERB_OBJECT}${ITEM_WORD}(?:\\s+${ITEM_WORD})?\\s+${notOneOf(ENDS)}${ITEM_WORD}`;
  const ITEM = `(?:${ITEM_MORE}|${ITEM_ONE})`;
  // The last word before the first list comma: the end of the first item (or of an opening phrase).
  const TAIL = `${WORD_START}${notOneOf([...OPENERS, ...ENDS])}${WORD}`;
  // An opening word that makes the part before the first comma an opening phrase ("After lunch,", "Luckily,").
  const OPENS_LIST = `${notOneOf(INTRODUCTORY)}(?![\\p{L}\\p{N}'\u2019-]*ly${WORD_END})`;
  // The part before the first comma is not itself after a list comma.
  const FIRST_PART = `(?<!${COMMA}(?:${WORD}\\s+)*)`;
  // "the power, direct or indirect, to cause": two words set off by commas, not a list of three.
  const NOT_PAIR = `(?![^\\p{L}\\p{N}]+${WORD}(?:\\s+${WORD}){0,2}${COMMA}[\\p{L}\\p{N}])`;
  return { OPENERS, ITEM_MORE, ITEM_ONE, ITEM, TAIL, OPENS_LIST, FIRST_PART, NOT_PAIR, SENTENCE };
}
let listParts: ReturnType<typeof makeListParts> | undefined;
const parts = (): ReturnType<typeof makeListParts> => (listParts ??= makeListParts());

/** The end of a list from its first comma: items, the last one, the gap before "and"/"or", a word after. */
function listEnd(gap: string, last: string, pairCheck: boolean): string {
  const { ITEM, NOT_PAIR, OPENERS } = parts();
  const after = `(?=${WORD_GAP}${notOneOf(OPENERS)}[\\p{L}\\p{N}])`;
  return `(?:${COMMA}${ITEM})*${COMMA}${last}${gap}(?:and|or)${WORD_END}${after}${pairCheck ? NOT_PAIR : ''}`;
}

/**
 * The lists of a sentence that end in "and"/"or" with `gap` before it, as the rule finds them: one
 * pattern for each shape of the part before the first comma. Of several words, not at the sentence start
 * or opening it with a word that is not introductory; of one word, within the sentence, or opening it
 * before a last item of one word ("Tea, coffee and cake" but not "Overall, prices rose and fell").
 */
function listPatterns(gap: string): string[] {
  const { ITEM, ITEM_MORE, ITEM_ONE, TAIL, OPENS_LIST, FIRST_PART, SENTENCE } = parts();
  const longFirst = `(?:${listEnd(gap, ITEM_MORE, false)}|${listEnd(gap, ITEM_ONE, true)})`;
  return [
    `(?<=${WORD}\\s+)(?<!${SENTENCE}(?:${WORD}\\s+)*)${FIRST_PART}${TAIL}${longFirst}`,
    `(?<=${SENTENCE}${OPENS_LIST}${WORD}(?:\\s+${WORD})*\\s+)${TAIL}${longFirst}`,
    `(?<!${SENTENCE})(?<![\\p{L}\\p{N}]\\s+)(?<!,\\s+)${TAIL}${listEnd(gap, ITEM, false)}`,
    `(?<=${SENTENCE})${OPENS_LIST}${TAIL}${listEnd(gap, ITEM_ONE, false)}`,
  ];
}

/**
 * oxford-comma: an `existence` per sentence of lists of short items ("apples, pears and plums") without
 * the serial comma (`use`) or with it (`avoid`), with the rule's word lists telling lists from clauses.
 */
export function oxfordCommaToVale(context: ValeRuleContext): ValeRuleExport {
  const use = context.params.style !== 'avoid';
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'existence',
          message: use
            ? "Add a comma before the last 'and' or 'or' in '%s': the guide uses the serial (Oxford) comma."
            : "Remove the comma before the last 'and' or 'or' in '%s': the guide does not use the serial (Oxford) comma.",
          level: context.level,
          description: context.info.description,
          scope: 'sentence',
          ignorecase: true,
          nonword: true,
          tokens: listPatterns(use ? '\\s+' : COMMA),
        },
      },
    ],
    differences: [
      'An item that ends in an abbreviation with a full stop ("bread, etc. and") ends the list.',
      "Lists in list items, headings and table cells are not checked: Vale's sentence scope covers paragraphs.",
    ],
  };
}
