import type { BlockView } from '../language/types.ts';

// What ends a clause between words: a comma, a semicolon, a colon, a dash or a bracket.
const CLAUSE_BREAK = /[,;:\u2013\u2014()]|\s-\s/u;
// Words that make the clause an instruction to the reader, or put the phrase in a clause of its own: "you",
// "please", an infinitive ("to learn more"), a modal ("can contact us"), a subordinator.
const ASKING = new Set([
  ...['you', 'please', 'kindly', 'to', 'can', 'could', 'may', 'might', 'should', 'must', 'will', 'would'],
  ...['if', 'when', 'whenever', 'once', 'before', 'after', 'for', 'and', 'or', 'then', 'so', 'just'],
]);
// Determiners and quantifiers that may open a subject before its noun: "The teams that…", "Most nurses…".
const SUBJECT_DETERMINERS = new Set([
  ...['the', 'our', 'their', 'his', 'her', 'its', 'these', 'those', 'most', 'many', 'some', 'all', 'new'],
  'both',
]);
// Words in "-s" that are no plural noun heading a subject: "Questions, contact us" has its comma; these are
// the verbs, adverbs and pronouns a clause may open with.
const NOT_PLURAL_NOUNS = new Set([
  'always',
  'sometimes',
  'perhaps',
  'thanks',
  'this',
  'is',
  'has',
  'was',
  'does',
  'yes',
]);
// Words that may go on a subject after its head: a relative pronoun, a preposition or a participle ("Teams that
// adopt…", "Nurses on the night shift…", "Students taking the evening course…").
const POSTMODIFIERS = new Set([
  ...['who', 'that', 'which', 'whose', 'with', 'on', 'in', 'at', 'from', 'of', 'using', 'without', 'across'],
  ...['under', 'over', 'near', 'inside', 'outside'],
]);
const PLURAL = /^[a-z]{3,}[^s']s$/u;
const PARTICIPLE = /^[a-z]{3,}(?:ing|ed)$/u;
// How many words a subject may take before its verb ("Nurses who shadow a senior colleague for a month").
const MAX_SUBJECT_WORDS = 14;
// "learn more quickly", "find out more about triage than…": "more" of a comparison, not of information.
const COMPARATIVE_REACH = 6;
const ADVERB_LY = /^[a-z]{3,}ly$/u;

/**
 * Whether a call-to-action phrase (`first`…`last`) states what others do rather than asking the reader: its
 * subject is a third party's noun phrase, however long ("Teams that adopt pair programming learn more…",
 * "Nurses on the night shift contact us…"), or its "more" is a comparison ("learn more quickly than…").
 */
export function statedOfOthers(block: BlockView, first: number, last: number): boolean {
  return comparesMore(block, last) || nounPhraseSubject(block, first);
}

/**
 * "learn more quickly", "find out more about triage than those who…": "more" before an adverb in "-ly" or
 * with a "than" in its clause compares how much someone learns; the call to action "learn more" ends there.
 */
function comparesMore(block: BlockView, last: number): boolean {
  const { words, text } = block;
  const more = words[last];
  if (more?.normal !== 'more') return false;
  for (let index = last + 1; index <= last + COMPARATIVE_REACH; index++) {
    const word = words[index];
    const previous = words[index - 1];
    if (!word || !previous || word.sentence !== more.sentence) return false;
    if (CLAUSE_BREAK.test(text.slice(previous.end, word.start))) return false;
    if (word.normal === 'than') return true;
    if (index === last + 1 && ADVERB_LY.test(word.normal) && word.normal !== 'only') return true;
  }
  return false;
}

/**
 * Whether the phrase at `first` follows its subject: a plural noun (maybe after a determiner) that opens the
 * clause, perhaps followed by a relative clause, a prepositional phrase or a participle, with no word of
 * asking ("you", "please", "to", a modal) between it and the phrase.
 */
function nounPhraseSubject(block: BlockView, first: number): boolean {
  const { words, text } = block;
  const phrase = words[first];
  if (!phrase) return false;
  let start = first;
  for (let index = first - 1; index >= 0 && first - index <= MAX_SUBJECT_WORDS; index--) {
    const word = words[index];
    const next = words[index + 1];
    if (!word || !next || word.sentence !== phrase.sentence) break;
    if (CLAUSE_BREAK.test(text.slice(word.end, next.start))) break;
    if (ASKING.has(word.normal)) return false;
    start = index;
  }
  if (start === first) return false;
  const opening = words[start];
  if (!opening) return false;
  const head = SUBJECT_DETERMINERS.has(opening.normal) ? start + 1 : start;
  const noun = words[head];
  if (!noun || head >= first || !PLURAL.test(noun.normal) || NOT_PLURAL_NOUNS.has(noun.normal)) return false;
  if (head + 1 === first) return true;
  const after = words[head + 1]?.normal ?? '';
  return POSTMODIFIERS.has(after) || PARTICIPLE.test(after);
}
