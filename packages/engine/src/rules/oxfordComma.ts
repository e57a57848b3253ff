import {
  CLAUSE_OPENERS,
  CLAUSE_VERBS,
  INTRODUCTORY_WORDS,
  OPEN_ENDS,
  PAIR_OPENERS,
  PARTICIPLE_OBJECTS,
} from '../data/listContext.ts';
import type { BlockView, SentenceView, WordView } from '../language/types.ts';
import { withCodeAsWords } from './codeAsWords.ts';
import { defineBlockRule } from './defineRule.ts';
import { choiceParameter } from './parameters.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

const introductory = new Set(INTRODUCTORY_WORDS.map((entry) => entry.word));
const clauseOpeners = new Set(CLAUSE_OPENERS.map((entry) => entry.word));
const openEnds = new Set(OPEN_ENDS.map((entry) => entry.word));
const clauseVerbs = new Set(CLAUSE_VERBS.map((entry) => entry.word));
const pairOpeners = new Set(PAIR_OPENERS.map((entry) => entry.word));
const participleObjects = new Set(PARTICIPLE_OBJECTS.map((entry) => entry.word));
// A list item of more words than this is likely a clause; a leading article or possessive does not count
// ("your billing address", "the new pricing page").
const MAX_ITEM_WORDS = 3;
const DETERMINERS = new Set([
  'the',
  'a',
  'an',
  'your',
  'our',
  'their',
  'my',
  'his',
  'her',
  'its',
  'this',
  'that',
  'these',
  'those',
  'any',
  'all',
  'each',
  'every',
  'some',
  'no',
]);

/** An item's length in words, a leading determiner not counted. */
function itemLength(words: readonly WordView[], item: readonly number[]): number {
  return determinerAt(words, item[0]) ? item.length - 1 : item.length;
}

// Verbs whose particle may end a list item: "Log in, open Settings and click Export".
const PHRASAL_VERBS = new Set([
  'log',
  'sign',
  'check',
  'set',
  'turn',
  'opt',
  'back',
  'pick',
  'fill',
  'plug',
  'scroll',
  'zoom',
  'clean',
  'print',
  'look',
  'sort',
  'start',
  'shut',
]);
const OBJECT_PRONOUNS = new Set(['it', 'them']);
const GREETINGS = new Set(['hi', 'hello', 'hey', 'dear']);
const PREPOSITIONS = new Set(['by', 'in', 'on', 'at', 'for', 'with', 'from', 'to', 'via', 'over', 'through']);
const PARTICLES = new Set(['in', 'on', 'up', 'out', 'off', 'down', 'over', 'back', 'through']);

/** Whether a word ends a phrasal verb ("log in", "sign up"), not a phrase cut off before its noun. */
function endsPhrasalVerb(words: readonly WordView[], index: number): boolean {
  return PARTICLES.has(words[index]?.normal ?? '') && PHRASAL_VERBS.has(words[index - 1]?.normal ?? '');
}

function determinerAt(words: readonly WordView[], index: number | undefined): boolean {
  return DETERMINERS.has(words[index ?? -1]?.normal ?? '');
}

/** What lies between two words: a comma only (a list separator), spaces only, or other punctuation. */
function gapOf(text: string, before: WordView, after: WordView): 'comma' | 'space' | 'other' {
  const gap = text.slice(before.end, after.start);
  // Quotes and brackets around items do not break a list: "Save", "Edit" and "Delete".
  // So do emphasis marks a plain text keeps: *Save*, **Edit** and _Delete_.
  if (/^["'\u201d\u2019)\]%*_]*\s+["'\u201c\u2018([$\u20ac\u00a3#*_]*$/.test(gap)) return 'space';
  return /^["'\u201d\u2019)\]%*_]*\s*,\s+["'\u201c\u2018([$\u20ac\u00a3#*_]*$/.test(gap) ? 'comma' : 'other';
}

interface ListEnd {
  /** Index of "and"/"or". */
  readonly conjunction: number;
  /** Whether a comma stands right before the conjunction. */
  readonly serial: boolean;
}

/**
 * The lists of a sentence that end in "and"/"or", as "A, B and C" or "A, B, and C": the items between
 * commas of one to three words, none of them a clause ("…, we met and talked"), and no opening phrase
 * taken for the first item ("After lunch, we met and talked").
 */
function listEnds(block: BlockView, sentence: SentenceView): ListEnd[] {
  const { words, text } = block;
  const ends: ListEnd[] = [];
  for (let c = sentence.firstWord + 2; c < sentence.endWord; c++) {
    const conjunction = words[c];
    const before = words[c - 1];
    const after = words[c + 1];
    if (!conjunction || !before || (conjunction.normal !== 'and' && conjunction.normal !== 'or')) continue;
    if (!after || after.sentence !== conjunction.sentence) continue;
    const toConjunction = gapOf(text, before, conjunction);
    if (toConjunction === 'other') continue;
    const chunks = chunksBefore(block, sentence, c - 1);
    // chunks[0] is the item right before the conjunction; the list needs a comma before it.
    const [last, ...earlier] = chunks;
    const first = earlier[earlier.length - 1];
    if (!last || !first || !last.bounded) continue;
    if (clauseOpeners.has(after.normal)) continue;
    // "by email, by phone or in person": items that repeat the first item's preposition, when the last
    // item opens with a preposition too ("in Paris, in June, and sales doubled" is no list).
    const lead = PREPOSITIONS.has(after.normal) ? leadingPreposition(words, first.words) : undefined;
    const fits = (item: readonly number[]): boolean =>
      isItem(words, item) || (words[item[0] ?? -1]?.normal === lead && isItem(words, item.slice(1)));
    if (!fits(last.words) || earlier.slice(0, -1).some((chunk) => !fits(chunk.words))) continue;
    if (!firstItemFits(words, sentence, first.words, last.words, closesWithName(block, c))) continue;
    if (isParentheticalPair(block, c, first.words, last.words)) continue;
    ends.push({ conjunction: c, serial: toConjunction === 'comma' });
  }
  return ends;
}

/** The preposition that opens the first item ("reach us by email"), when later items may repeat it. */
function leadingPreposition(words: readonly WordView[], first: readonly number[]): string | undefined {
  for (let back = first.length - 2; back >= Math.max(0, first.length - 1 - MAX_ITEM_WORDS); back--) {
    const word = words[first[back] ?? -1];
    if (word && PREPOSITIONS.has(word.normal)) return word.normal;
  }
  return undefined;
}

/** Runs of words between commas, from word `from` back to the sentence start or other punctuation. */
function chunksBefore(
  block: BlockView,
  sentence: SentenceView,
  from: number,
): Array<{ readonly words: number[]; readonly bounded: boolean }> {
  const { words, text } = block;
  const chunks: Array<{ words: number[]; bounded: boolean }> = [];
  let current: number[] = [];
  for (let k = from; k >= sentence.firstWord; k--) {
    current.unshift(k);
    const word = words[k];
    const previous = words[k - 1];
    const gap = word && previous && k > sentence.firstWord ? gapOf(text, previous, word) : 'other';
    if (gap === 'comma') {
      chunks.push({ words: current, bounded: true });
      current = [];
      if (chunks.length > 4) break;
    } else if (gap === 'other') {
      break;
    }
  }
  if (current.length > 0) chunks.push({ words: current, bounded: false });
  return chunks;
}

/**
 * The words before the first list comma hold the first item at their end ("We sell apples, …"). At the
 * start of a sentence they may instead be an opening phrase: an introductory word ("After lunch,",
 * "However,"), or one word ("Overall,") followed by a longer part that reads as a clause.
 */
function firstItemFits(
  words: readonly WordView[],
  sentence: SentenceView,
  first: readonly number[],
  last: readonly number[],
  namesClose: boolean,
): boolean {
  const opening = words[first[0] ?? -1];
  if (!opening) return false;
  const tail = words[first[first.length - 1] ?? -1];
  const tailIndex = first[first.length - 1] ?? -1;
  // "Review it, fix it and ship it": an object pronoun ends each of parallel items, not a clause.
  const lastTail = words[last[last.length - 1] ?? -1];
  const parallelObject = OBJECT_PRONOUNS.has(tail?.normal ?? '') && lastTail?.normal === tail?.normal;
  if (!tail || (clauseOpeners.has(tail.normal) && !parallelObject)) return false;
  if (openEnds.has(tail.normal) && !endsPhrasalVerb(words, tailIndex)) return false;
  if (first[0] !== sentence.firstWord) return true;
  if (isGreetingOfNames(words, first, last, namesClose)) return true;
  if (introductory.has(opening.normal) || /ly$/.test(opening.normal)) return false;
  return first.length > 1 || last.length === 1;
}

/**
 * "Hi Anna, Ben and Carla", "Dear Ms Lee, Mr Park and Dr Chen", "Thanks to Anna, Ben and Carla": a
 * greeting or a thank-you before names is no opening phrase; the names after it are a list. A greeting's
 * list is the whole greeting (`namesClose`): in "Hi Anna, Ben and I reviewed it" Anna is greeted and
 * "Ben and I" is the subject.
 */
function isGreetingOfNames(
  words: readonly WordView[],
  first: readonly number[],
  last: readonly number[],
  namesClose: boolean,
): boolean {
  let name = 1;
  const opening = words[first[0] ?? -1]?.normal ?? '';
  if (opening === 'thanks' && words[first[1] ?? -1]?.normal === 'to') name = 2;
  else if (!GREETINGS.has(opening) || !namesClose) return false;
  const names = [...first.slice(name), ...last];
  return first.length > name && names.every((index) => /^\p{Lu}/u.test(words[index]?.text ?? ''));
}

/** Whether a name of one to three capitalised words follows the conjunction and closes the clause. */
function closesWithName(block: BlockView, conjunction: number): boolean {
  const { words, text } = block;
  const start = words[conjunction];
  for (let at = conjunction + 1; at <= conjunction + MAX_ITEM_WORDS; at++) {
    const word = words[at];
    if (!word || word.sentence !== start?.sentence || !/^\p{Lu}/u.test(word.text)) return false;
    const next = words[at + 1];
    if (!next || next.sentence !== word.sentence || gapOf(text, word, next) !== 'space') return true;
  }
  return false;
}

/**
 * "the power, direct or indirect, to cause": two words set off by commas after a noun phrase, not a
 * list of three. Taken so when the item before the conjunction is one word, the words before the first
 * comma are several, and a comma closes the part after the conjunction.
 */
function isParentheticalPair(
  block: BlockView,
  conjunction: number,
  first: readonly number[],
  last: readonly number[],
): boolean {
  if (last.length !== 1 || first.length < 2) return false;
  const { words, text } = block;
  const start = words[conjunction];
  for (let at = conjunction + 1; at <= conjunction + MAX_ITEM_WORDS + 1; at++) {
    const word = words[at];
    const next = words[at + 1];
    if (!word || word.sentence !== start?.sentence) return false;
    const gap = next && next.sentence === word.sentence ? gapOf(text, word, next) : 'other';
    if (gap === 'comma') return true;
    if (gap === 'other') return false;
  }
  return false;
}

function isItem(words: readonly WordView[], item: readonly number[]): boolean {
  if (item.length === 0 || itemLength(words, item) > MAX_ITEM_WORDS) return false;
  const first = words[item[0] ?? -1];
  const last = words[item[item.length - 1] ?? -1];
  // "treating each word": a participle with its object is a phrase, not a list item ("existing users" is).
  const second = words[item[1] ?? -1];
  if (first && second && first.normal.endsWith('ing') && participleObjects.has(second.normal)) return false;
  return (
    first !== undefined &&
    last !== undefined &&
    (!openEnds.has(last.normal) || endsPhrasalVerb(words, item[item.length - 1] ?? -1)) &&
    !item.some((index) => clauseVerbs.has(words[index]?.normal ?? '')) &&
    !clauseOpeners.has(first.normal) &&
    !introductory.has(first.normal) &&
    !pairOpeners.has(first.normal)
  );
}

export const oxfordComma = defineBlockRule({
  id: 'oxford-comma',
  category: 'Sentence Structure',
  name: 'Serial (Oxford) comma',
  description:
    'Keeps lists of three or more consistent: `use` asks for a comma before the final "and"/"or" ("red, green, and blue"), `avoid` asks for none ("red, green and blue"). Only lists of short items are checked, so clauses ("After lunch, we met and talked") pass.',
  severity: 'suggestion',
  reach: 'sentence',
  parameters: {
    style: choiceParameter({
      description: 'use (a comma before the last "and"/"or" of a list) or avoid (none).',
      options: ['use', 'avoid'],
      default: 'use',
    }),
  },
  examples: {
    params: { style: 'use' },
    good: [
      'We sell apples, pears, and plums.',
      'After lunch, we met and talked.',
      'If it fails, retry and wait.',
      'Tea and coffee are free.',
    ],
    bad: ['We sell apples, pears and plums.', 'Add your name, email address and phone number.'],
  },
  prepare: (params) => params.style,
  check(written, style) {
    if (!written.text.includes(',')) return [];
    // Items written as inline code (`host`, `port` and `user`) are masked: give each a place as a word.
    const block = withCodeAsWords(written);
    const matches: RuleMatch[] = [];
    for (const sentence of block.sentences) {
      for (const end of listEnds(block, sentence)) {
        const conjunction = block.words[end.conjunction];
        const before = block.words[end.conjunction - 1];
        if (!conjunction || !before || end.serial === (style === 'use')) continue;
        matches.push(
          style === 'use'
            ? {
                from: before.start,
                to: conjunction.end,
                message: `Add a comma before ${quote(conjunction.text)}: the guide uses the serial (Oxford) comma.`,
                methodName: 'missing-serial-comma',
                suggestions: [','],
                fix: { from: before.end, to: before.end, replacement: ',' },
              }
            : {
                from: before.start,
                to: conjunction.end,
                message: `Remove the comma before ${quote(conjunction.text)}: the guide does not use the serial (Oxford) comma.`,
                methodName: 'serial-comma',
                suggestions: [' '],
                fix: { from: before.end, to: conjunction.start, replacement: ' ' },
              },
        );
      }
    }
    return matches;
  },
});
