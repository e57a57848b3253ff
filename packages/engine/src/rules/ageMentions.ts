import type { BlockView } from '../language/types.ts';

// Made once: a literal in a function makes a new object at every call.
const OPENING_MARKS = /["\u201c\u2018'`]/u;
const CLOSING_MARKS = /["\u201d\u2019'`]/u;
// "Boomer, our office dog", "Boomer: our office spaniel", "Boomer – the café's cat": a capitalised word, a
// comma, a colon or a dash, and a description of who (or what) it names.
const APPOSITIVE = /^\s*(?:,|:|\u2013|\u2014|-)\s+(?:our|my|his|her|their|your|the|a|an)\s/u;

/**
 * Whether an age word as found is not used of people: quoted as a word ("Write "older adults" instead of
 * "the elderly"", "phrases like "recent graduates""), or a capitalised name that a description follows
 * ("Boomer, our office dog, has a badge"); a plural is a group and counts.
 */
export function namedOrMentioned(block: BlockView, from: number, to: number): boolean {
  const text = block.text;
  if (OPENING_MARKS.test(text.charAt(from - 1)) && CLOSING_MARKS.test(text.charAt(to))) return true;
  // A plural is a group, not a name: "Seniors, the fastest-growing group, …" lumps them together.
  const singular = !text.slice(from, to).endsWith('s');
  return singular && /^\p{Lu}/u.test(text.charAt(from)) && APPOSITIVE.test(text.slice(to));
}

// A capital that may name something: not a word all in capitals ("OAPs" is a label, "NHS" an acronym).
const CAPITAL_START = /^\p{Lu}/u;
const AFTER_COLON = /:\s*$/u;

/**
 * Whether a phrase as found is written like a name ("Digital Natives Ltd", "the Senior Open"): a capital
 * inside a sentence. The first word of a sentence and the first word after a colon ("Job ad: Digital
 * natives…", "Requirements: Young, presentable") are capitalised as sentences are, not as names; a
 * heading capitalises every word.
 */
export function writtenAsName(block: BlockView, firstWord: number, lastWord: number): boolean {
  if (block.kind === 'heading') return false;
  for (let index = firstWord; index <= lastWord; index++) {
    const word = block.words[index];
    if (!word || word.sentenceStart || !CAPITAL_START.test(word.text)) continue;
    if (word.text.length > 1 && word.text === word.text.toUpperCase()) continue;
    const before = block.words[index - 1];
    if (index === firstWord && AFTER_COLON.test(block.text.slice(before?.end ?? 0, word.start))) continue;
    return true;
  }
  return false;
}

// "elderly greyhound, Pixel,", "elderly office cat, Mittens.": one or two words, a comma and a name, closed by
// a comma, a bracket or the end of the sentence.
const NAMED_AFTER =
  /^\s+(?:[\p{Ll}-]+\s+)?([\p{Ll}-]+),\s+\p{Lu}[\p{Ll}'\u2019-]+(?:\s+\p{Lu}[\p{Ll}'\u2019-]+)?\s*(?:[,)]|[.!?]?\s*$)/u;
const PLURAL = /[^s]s$/u;

/**
 * Whether the noun after an age word names one being by name ("our elderly greyhound, Pixel, still comes
 * in"): one known individual described, as "my elderly neighbour" is, not a group lumped together. A plural
 * ("elderly residents, Mary and John,") stays a group.
 */
export function namedAfter(block: BlockView, to: number): boolean {
  // Up to the end of the sentence: a rule of sentence reach finds the same in a sentence read alone.
  const sentence = block.sentences.find((each) => each.start <= to && to <= each.end);
  const noun = NAMED_AFTER.exec(block.text.slice(to, sentence?.end ?? block.text.length))?.[1];
  return noun !== undefined && !PLURAL.test(noun);
}

// Words that make a capitalised singular a common noun again: "a Boomer", "such a Boomer".
const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'every',
  'any',
  'each',
  'some',
  'this',
  'that',
  'such',
  'no',
  'one',
]);

/**
 * Whether a one-word label is a capitalised singular with no determiner, inside its sentence ("Meet Boomer",
 * "Ask Boomer at reception"): a name, in a heading too, where `writtenAsName` cannot tell a name from the
 * capitals of a title. A plural ("Meet the Boomers") stays a group.
 */
export function bareName(block: BlockView, firstWord: number, lastWord: number): boolean {
  const word = block.words[firstWord];
  if (!word || firstWord !== lastWord || word.sentenceStart || word.text.endsWith('s')) return false;
  if (!CAPITAL_START.test(word.text) || word.text === word.text.toUpperCase()) return false;
  const before = block.words[firstWord - 1];
  return !before || before.sentence !== word.sentence || !DETERMINERS.has(before.normal);
}

// Words of a part of a group or of a count: "most boomers in the panel", "58% of boomers", "some boomers".
const PARTS = new Set(['most', 'many', 'some', 'few', 'half', 'several', 'of']);

/** Whether a part or a count of the group comes right before it: a survey's finding, not a label of all. */
export function partBefore(block: BlockView, firstWord: number): boolean {
  const word = block.words[firstWord];
  const before = block.words[firstWord - 1];
  return !!word && !!before && before.sentence === word.sentence && PARTS.has(before.normal);
}
