import { IRREGULAR_VERBS } from '../data/irregularVerbs.ts';
import { NUMBER_WORDS, TENS_WORDS } from '../data/numbers.ts';
import type { BlockView } from '../language/types.ts';

// Simple pasts and participles that differ from their base ("gave", "won", "met", "given"), but for "be",
// whose "were" may open a passive screen ("Recent graduates were invited to apply").
const IRREGULAR_PASTS = new Set(
  IRREGULAR_VERBS.filter(([base]) => base !== 'be').flatMap(([base, past, participle]) =>
    [...past.split('/'), ...participle.split('/')].filter((form) => form !== base),
  ),
);
const PERFECT = new Set(['have', 'has']);
// Pasts of a job ad's welcome, which a headline writes without "are" ("Recent graduates encouraged to
// apply", "Recent graduates preferred"), and participles that describe the graduates wished for ("Recent
// graduates interested in finance…", "…based in Leeds").
const NOT_EVENTS = new Set([
  ...['encouraged', 'welcomed', 'invited', 'preferred', 'wanted', 'needed', 'required', 'considered'],
  ...['sought', 'accepted', 'targeted', 'favoured', 'favored', 'desired', 'prioritised', 'prioritized'],
  ...['shortlisted', 'selected', 'hired', 'recruited', 'interested', 'qualified', 'skilled', 'trained'],
  ...['experienced', 'based', 'located', 'motivated', 'talented', 'dedicated', 'educated', 'aged'],
]);
// Words of a vacancy: with one in the sentence, the graduates are wished for, whatever the verb.
const VACANCY_WORDS = new Set([
  ...['apply', 'applicants', 'applications', 'candidates', 'role', 'position', 'vacancy', 'vacancies'],
  ...['hiring', 'job', 'jobs', 'opening', 'openings', 'recruiting', 'salary'],
]);
// What may stand before the subject: a determiner or a count ("The recent graduates", "Twelve recent
// graduates", "Several recent graduates").
const COUNTS = new Set([
  ...['the', 'these', 'those', 'several', 'many', 'some', 'all', 'both', 'two', 'three', 'four', 'five'],
  ...NUMBER_WORDS,
  ...TENS_WORDS,
]);
// Prepositions of the programme or the place the graduates come from ("Recent graduates of the bootcamp").
const OF_PROGRAMME = new Set(['of', 'from', 'at', 'in']);
// How many words the programme may take ("of the spring data analytics bootcamp").
const MAX_PROGRAMME_WORDS = 7;
const DIGITS = /^\d+$/u;
// Adverbs of the present that make a report of where a programme's graduates are ("Recent graduates of the
// academy now work at Airbus", "…currently lead product teams"): news of alumni, not a wish for a hire.
const PRESENT_ADVERBS = new Set(['now', 'currently', 'already', 'today']);
// After such an adverb, a modal or "be" may still open a job ad's welcome ("Recent graduates can now apply"
// has a vacancy word; "…are now welcome…" a "be").
const NOT_PRESENT_VERBS = new Set([
  'can',
  'could',
  'may',
  'might',
  'should',
  'will',
  'would',
  'must',
  'shall',
  'are',
  'is',
  'be',
  'get',
]);
const PAST_ED = /^[a-z]{2,}ed$/u;

/**
 * "Recent graduates presented their capstone projects to the board", "Twelve recent graduates of the
 * bootcamp received awards": graduates as the subject of a past event, news of a programme's own
 * graduates, not a job ad's screen. The phrase opens its sentence (maybe after a count) or a clause after a
 * comma; a programme may follow it ("of the bootcamp"); then a past verb that is no job ad's welcome
 * ("encouraged", "preferred"), in a sentence with no word of a vacancy.
 */
export function reportsGraduates(block: BlockView, firstWord: number, lastWord: number): boolean {
  const words = block.words;
  const first = words[firstWord];
  if (!first) return false;
  const sentence = first.sentence;
  if (!opensClause(block, firstWord)) return false;
  let index = lastWord + 1;
  if (OF_PROGRAMME.has(words[index]?.normal ?? '')) {
    const end = Math.min(index + MAX_PROGRAMME_WORDS, words.length);
    let verb = -1;
    for (let at = index + 1; at < end && words[at]?.sentence === sentence; at++) {
      const normal = words[at]?.normal ?? '';
      if ((eventPast(normal) || PRESENT_ADVERBS.has(normal)) && words[at]?.joined === true) {
        verb = at;
        break;
      }
    }
    if (verb < 0) return false;
    index = verb;
  }
  if (PRESENT_ADVERBS.has(words[index]?.normal ?? '')) {
    const verb = words[index + 1];
    if (!verb || verb.sentence !== sentence || !verb.joined || NOT_PRESENT_VERBS.has(verb.normal)) {
      return false;
    }
    if (NOT_EVENTS.has(verb.normal)) return false;
    return !vacancyIn(block, sentence);
  }
  // "Recent graduates have presented…": a perfect reports an event too ("have been invited" is a screen).
  if (PERFECT.has(words[index]?.normal ?? '') && words[index + 1]?.normal !== 'been') index++;
  const verb = words[index];
  if (!verb || verb.sentence !== sentence || !verb.joined || !eventPast(verb.normal)) return false;
  return !vacancyIn(block, sentence);
}

/** Whether a sentence names a vacancy ("apply", "role", "position"). */
function vacancyIn(block: BlockView, sentence: number): boolean {
  const { firstWord, endWord } = block.sentences[sentence] ?? { firstWord: 0, endWord: 0 };
  return block.words.slice(firstWord, endWord).some((word) => VACANCY_WORDS.has(word.normal));
}

/** A past of an event: "presented", "celebrated", "won", "given"; not a job ad's "encouraged". */
function eventPast(normal: string): boolean {
  if (NOT_EVENTS.has(normal)) return false;
  return PAST_ED.test(normal) || IRREGULAR_PASTS.has(normal);
}

/** Whether a subject opens its sentence or a clause after a comma, maybe after a determiner or a count. */
function opensClause(block: BlockView, firstWord: number): boolean {
  const sentence = block.words[firstWord]?.sentence;
  let index = firstWord;
  const count = block.words[index - 1];
  const counted = count !== undefined && (COUNTS.has(count.normal) || DIGITS.test(count.normal));
  if (counted && count.sentence === sentence) index--;
  const word = block.words[index];
  const previous = block.words[index - 1];
  if (!word) return false;
  if (word.sentenceStart || !previous || previous.sentence !== sentence) return true;
  return block.text.slice(previous.end, word.start).includes(',');
}
