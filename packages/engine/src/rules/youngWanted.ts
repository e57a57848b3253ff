import { AGE_ENTRIES, JOB_AD_REASON } from '../data/age.ts';
import { SEEKING_WORDS, TRAIT_ADJECTIVES, YOUNG_WANTED_PEOPLE } from '../data/ageScreens.ts';
import type { BlockView } from '../language/types.ts';
import { hiringSentence } from './ageScreens.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

// Adjectives that, after "young,", make a job ad's wish for a young hire wherever they stand.
export const JOB_AD_ADJECTIVES: ReadonlySet<string> = new Set([
  ...['dynamic', 'energetic', 'vibrant', 'hungry', 'fun', 'fresh', 'ambitious', 'enthusiastic'],
  'motivated',
]);
const traits = new Set(TRAIT_ADJECTIVES.map((entry) => entry.word));
const seekingWords = new Set(SEEKING_WORDS.map((entry) => entry.word));
const wantedPeople = new Set(YOUNG_WANTED_PEOPLE.map((entry) => entry.word));
// The pairs the phrase list spells ("young and dynamic"): the list reports them already.
const listedPairs = new Set(
  AGE_ENTRIES.filter((entry) => entry.id === 'young-and-dynamic').flatMap((entry) => entry.phrases),
);
// A noun for someone by what they do or did ("graduate", "engineer", "receptionist", "assistant",
// "barista"): the agent and status suffixes of English, which a job ad wants young only where its sentence
// is about a job.
const OCCUPATION = /^[a-z]{3,}(?:er|or|ist|ista|ant|ent|ate|ee|ian)s?$/u;
// How far before "young" the wish may come: "We're looking for a young…", "We need a dynamic young…".
const WISH_REACH = 4;
// "We're after young people", not "after young people leave school": "after" wants only after "be".
const BE_BEFORE_AFTER = new Set(["we're", "i'm", 'are', 'am', 'is', "they're"]);
// The word set off by a comma after "young" in a list of requirements ("young, presentable").
const LIST_MARKS = /^[,:;]$/u;
const POSSESSIVE_AFTER = /^['\u2019]/u;
// The reader asked to be young, with "be": "Are you young and outgoing?", "If you're young, lively and…", "you
// are young and driven"; "makes you feel young and lively" describes a product.
const YOU_ARE = new Set(["you're", 'you\u2019re']);
// The heads of a group a job ad wants besides the people of `YOUNG_WANTED_PEOPLE`: "young and friendly staff".
const GROUP_HEADS = new Set(['staff', 'crew', 'team']);

/**
 * "young" wished for in a job ad, which the phrase list cannot enumerate: a word of wanting a few words
 * before it ("We need a young go-getter", "We're after tech-savvy young people") and a person after it,
 * or an item of a list of requirements ("Requirements: young, presentable"). The "young, dynamic" pair's own
 * adjectives are left to `youngPairs`.
 */
export function wantedYoung(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const words = block.words;
  words.forEach((young, index) => {
    if (young.normal !== 'young') return;
    if (!wishedBefore(block, index)) return;
    const next = words[index + 1];
    const sameSentence = next !== undefined && next.sentence === young.sentence;
    // "prefer young girls' dresses": a possessive names what is wanted, not the person.
    const person =
      sameSentence &&
      next.joined &&
      !POSSESSIVE_AFTER.test(block.text.slice(next.end, next.end + 1)) &&
      (wantedPeople.has(next.normal) || wantedInJob(block, index));
    const gapBefore = block.text.slice(words[index - 1]?.end ?? 0, young.start).trim();
    const listed =
      sameSentence &&
      !JOB_AD_ADJECTIVES.has(next.normal) &&
      LIST_MARKS.test(gapBefore) &&
      block.text.slice(young.end, next.start).trim() === ',';
    if (!person && !listed) return;
    matches.push(youngMatch(block, young.start, person ? next.end : young.end));
  });
  return matches;
}

/**
 * "young" coordinated with an adjective of manner, the job ad's "young and dynamic" pair: with one of the
 * pair's own adjectives after a comma anywhere ("Join our young, dynamic team"); with another trait
 * ("young, lively", "young and outgoing") where a person is wished for ("we want young, lively faces", "We need
 * a young, lively barista"), the reader is asked ("Are you young and outgoing?") or the pair is all of its
 * line ("| Young and outgoing |"). The pairs the phrase list spells ("young and energetic") are its own.
 */
export function youngPairs(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const words = block.words;
  words.forEach((young, index) => {
    if (young.normal !== 'young' && young.normal !== 'youthful') return;
    const end = traitsAfter(block, index);
    if (end === index) return;
    const first = words[index + 1];
    const comma = block.text.slice(young.end, first?.start ?? young.end).trim() === ',';
    const adjective = words[comma ? index + 1 : index + 2];
    if (!adjective) return;
    const pair = `${young.normal} and ${adjective.normal}`;
    if (!comma && listedPairs.has(pair)) return;
    const fixed = comma && JOB_AD_ADJECTIVES.has(adjective.normal);
    if (
      fixed ||
      wishedPerson(block, index, end) ||
      askedOfReader(block, index) ||
      wholeLine(block, index, end)
    ) {
      matches.push(youngMatch(block, young.start, adjective.end));
    }
  });
  return matches;
}

/** The index of the last trait coordinated after "young" ("young, lively and outgoing"), or `youngIndex`. */
function traitsAfter(block: BlockView, youngIndex: number): number {
  const words = block.words;
  const sentence = words[youngIndex]?.sentence;
  let last = youngIndex;
  for (let index = youngIndex + 1; index < words.length; index++) {
    const word = words[index];
    if (!word || word.sentence !== sentence) break;
    const gap = block.text.slice(words[index - 1]?.end ?? 0, word.start).trim();
    if (word.normal === 'and' && gap === '') continue;
    const linked = gap === ',' || (gap === '' && words[index - 1]?.normal === 'and');
    if (!linked || !traits.has(word.normal)) break;
    last = index;
  }
  return last;
}

/** A wish a few words before "young" and a person right after its traits: "a young, lively barista". */
function wishedPerson(block: BlockView, youngIndex: number, end: number): boolean {
  const head = block.words[end + 1];
  if (!head || head.sentence !== block.words[youngIndex]?.sentence || !head.joined) return false;
  return (
    wishedBefore(block, youngIndex) &&
    (wantedPeople.has(head.normal) || GROUP_HEADS.has(head.normal) || OCCUPATION.test(head.normal))
  );
}

/** "Are you young and outgoing?", "you're young", "you are young": the reader asked to be young. */
function askedOfReader(block: BlockView, youngIndex: number): boolean {
  const sentence = block.words[youngIndex]?.sentence;
  const at = (index: number): string => {
    const word = block.words[index];
    return word && word.sentence === sentence ? word.normal : '';
  };
  const before = at(youngIndex - 1);
  const earlier = at(youngIndex - 2);
  return (
    YOU_ARE.has(before) || (before === 'you' && earlier === 'are') || (before === 'are' && earlier === 'you')
  );
}

/** Whether "young" and its traits are all of their sentence: a line of requirements ("Young and outgoing"). */
function wholeLine(block: BlockView, youngIndex: number, end: number): boolean {
  const young = block.words[youngIndex];
  const sentence = block.sentences[young?.sentence ?? -1];
  return !!sentence && sentence.firstWord === youngIndex && sentence.endWord === end + 1;
}

function youngMatch(block: BlockView, from: number, to: number): RuleMatch {
  return {
    from,
    to,
    message: `Rephrase without ${quote(block.text.slice(from, to))}. ${JOB_AD_REASON}`,
    methodName: 'young-and-dynamic',
    suggestions: [],
  };
}

/**
 * "We want a young graduate", "we need young engineers": a noun of occupation right after "young", which
 * the wish governs directly (an article or the wish just before "young", so "want to reach young
 * consumers" is marketing, not hiring) in a sentence about a job.
 */
function wantedInJob(block: BlockView, youngIndex: number): boolean {
  const before = block.words[youngIndex - 1]?.normal ?? '';
  const noun = block.words[youngIndex + 1]?.normal ?? '';
  return (
    OCCUPATION.test(noun) &&
    (before === 'a' || before === 'an' || seekingWords.has(before)) &&
    hiringSentence(block, youngIndex)
  );
}

/** Whether a word of wanting someone comes a few words before "young", in its sentence. */
function wishedBefore(block: BlockView, youngIndex: number): boolean {
  const sentence = block.words[youngIndex]?.sentence;
  for (let index = youngIndex - 1; index >= Math.max(0, youngIndex - WISH_REACH); index--) {
    const word = block.words[index];
    if (!word || word.sentence !== sentence) return false;
    if (!seekingWords.has(word.normal)) continue;
    if (word.normal !== 'after') return true;
    return BE_BEFORE_AFTER.has(block.words[index - 1]?.normal ?? '');
  }
  return false;
}
