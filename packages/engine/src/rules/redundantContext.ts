import { IRREGULAR_VERBS } from '../data/irregularVerbs.ts';
import type { PhraseEntry } from '../data/phraseEntry.ts';
import type { BlockView } from '../language/types.ts';

/**
 * Context the redundant-phrase list cannot hold in its entry fields: whether a listed abbreviation is
 * written as one, and whether "individual" after "each" is an adjective.
 */

/**
 * The words of an entry's phrase that are abbreviations, read from its suggestion, where they stand in
 * capitals: "pin number" → "PIN" makes "pin" one; "sms messages" → "SMS messages" makes "sms" one.
 * Index by position in the phrase.
 */
function abbreviationPositions(entry: PhraseEntry): readonly number[] {
  const capitals = new Set(
    (entry.suggestions[0] ?? '')
      .split(/\s+/u)
      .filter((word) => /^[A-Z]{2,}s?$/u.test(word))
      .map((word) => word.replace(/s$/u, '').toLowerCase()),
  );
  const phrase = entry.phrases[0]?.split(' ') ?? [];
  return phrase.flatMap((word, index) => (capitals.has(word) ? [index] : []));
}

const positions = new WeakMap<PhraseEntry, readonly number[]>();

/**
 * Whether every abbreviation of a listed pair is written in capitals. "PIN number" repeats the N of
 * Personal Identification Number; "pin number 4" on a circuit board is a pin, and "atm" in chat is "at the
 * moment": only the capitals make the abbreviation (Wikipedia, "RAS syndrome").
 */
export function abbreviationsInCapitals(entry: PhraseEntry, block: BlockView, firstWord: number): boolean {
  let known = positions.get(entry);
  if (known === undefined) {
    known = abbreviationPositions(entry);
    positions.set(entry, known);
  }
  return known.every((offset) => /^\p{Lu}[\p{Lu}\d]*s?$/u.test(block.words[firstWord + offset]?.text ?? ''));
}

// After "each individual", words that make "individual" the noun (a person): a relative, a modal or
// auxiliary, a preposition or a conjunction ("each individual who applies", "each individual must sign").
const NOT_NOUNS = new Set([
  ...['who', 'whom', 'whose', 'that', 'which', 'must', 'can', 'could', 'will', 'would', 'should', 'may'],
  ...['might', 'shall', 'is', 'was', 'has', 'had', 'does', 'did', 'and', 'or', 'as', 'in', 'on', 'at'],
  ...['of', 'for', 'to', 'with', 'from', 'by', 'within', 'under', 'gets', 'needs', 'wants', 'deserves'],
  ...['also', 'then', 'now', 'still', 'always', 'never', 'only', 'just'],
]);
const PAST_FORMS = new Set(IRREGULAR_VERBS.flatMap(([, past]) => past.split('/')));

/**
 * Whether "individual" at `index` qualifies the noun after it ("each individual item" → "each item"), not
 * a person ("each individual who applies", "each individual receives a pack", "each individual signed").
 * A singular verb after a singular subject ends in -s or is a past form.
 */
export function individualQualifies(block: BlockView, index: number): boolean {
  const word = block.words[index];
  const next = block.words[index + 1];
  if (!word || !next || next.sentence !== word.sentence || !next.joined) return false;
  if (!/^\p{Ll}/u.test(next.text) || NOT_NOUNS.has(next.normal) || PAST_FORMS.has(next.normal)) return false;
  if (/ed$/u.test(next.normal)) return false;
  return !/[^su]s$/u.test(next.normal) || /(?:ss|us|is)$/u.test(next.normal);
}
