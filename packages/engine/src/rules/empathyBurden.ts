import type { BlockView } from '../language/types.ts';
import { wordBefore } from './wordInSentence.ts';

/**
 * Acknowledgement in the writer's own words, without a stock phrase (Zendesk, "Empathy statements": name
 * what the news costs the reader; "I know this comes at a bad time"): the burden named for the readers it
 * falls on ("That means a longer trip for many of you", "The surgery is further away for many of you"),
 * what the readers have built on the thing taken away ("A lot of you have built your week around it"),
 * the writer's reluctance ("It's a change we didn't want to make", "We didn't want to leave you
 * empty-handed"), and thanks for the reader's patience in other words ("Thanks for being patient with us").
 */

// Quantities of the readers a change falls on: "many of you", "a lot of you", "those of you who…".
const SHARE = new Set([
  ...['many', 'some', 'lot', 'lots', 'most', 'all', 'those', 'several', 'plenty', 'few', 'each', 'none'],
]);
// What readers have put into what is taken away: "have built your week around it", "rely on it".
const INVESTED = new Set([
  ...['built', 'rely', 'relied', 'depend', 'depended', 'count', 'counted', 'booked', 'planned', 'arranged'],
  ...['enjoy', 'enjoyed', 'love', 'loved', 'use', 'used', 'value', 'valued', 'travel', 'live', 'come'],
  ...['are', 'were', 'have', "you've", 'had', 'still', 'looked', 'look', 'made', 'chose', 'signed'],
  // What readers do that the change touches: "a lot of you work on laptops", "many of you commute".
  ...['work', 'commute', 'need', 'drive', 'walk', 'shop', 'visit', 'care', 'study', 'run', 'bring'],
]);
// What a change makes worse, named as the reader's: "a longer trip", "further away", "harder".
const WORSE = new Set([
  ...['longer', 'further', 'farther', 'harder', 'tougher', 'trickier', 'costlier', 'slower', 'earlier'],
  ...['difficult', 'inconvenient', 'awkward', 'disruptive', 'unwelcome', 'frustrating'],
]);
// Verbs of will the writer denies having had: "we didn't want to", "we never planned to".
const WILLING = new Set(['want', 'wanted', 'wish', 'wished', 'plan', 'planned', 'mean', 'meant', 'intend']);
// Thanks for a patience not named with the noun: "Thanks for being patient", "…for bearing with…".
const PATIENT = new Set(['patient', 'understanding', 'flexible', 'accommodating']);
const ENDURING = new Set(['bearing', 'sticking', 'staying']);

// Reassurance that the rest stays as it was: "nothing else changes for you" (Zendesk, "Empathy
// statements": tell them what it means for them).
// "You don't need to do anything" is procedure, not reassurance: "…; the fee will be taken automatically".
const REASSURING = /\bnothing (?:else )?(?:changes|will change|is changing) for you\b/iu;

/** Whether the writer names what the news costs the readers, regrets it, or thanks them for bearing it. */
export function burdenNamed(block: BlockView): boolean {
  const { words } = block;
  if (REASSURING.test(block.text.replaceAll('\u2019', "'"))) return true;
  for (let index = 1; index < words.length - 1; index++) {
    const normal = words[index]?.normal ?? '';
    if (normal === 'of' && words[index + 1]?.normal === 'you' && readersShare(block, index)) return true;
    if (groupShare(block, index)) return true;
    if (WILLING.has(normal) && reluctant(block, index)) return true;
    if (normal === 'being' && PATIENT.has(after(block, index)) && thanked(block, index)) return true;
    // "Thanks for bearing with the change", "thank you for putting up with the noise".
    if (ENDURING.has(normal) && words[index + 1]?.normal === 'with' && thanked(block, index)) return true;
    if (normal === 'putting' && words[index + 1]?.normal === 'up' && thanked(block, index)) return true;
  }
  return false;
}

/**
 * "many of you" at `of`, with what the news costs them in the sentence: "a longer trip for many of you",
 * "is further away for many of you", or what they had put in ("A lot of you have built your week around
 * it", "We know some of you are on older phones"). "Many of you asked for dark mode" names nothing lost.
 */
function readersShare(block: BlockView, of: number): boolean {
  const { words } = block;
  if (!SHARE.has(words[of - 1]?.normal ?? '')) return false;
  const sentence = block.sentences[words[of]?.sentence ?? -1];
  if (!sentence) return false;
  // "We know a lot of you…", "we realise many of you…": the writer knowing whom it touches.
  for (let at = of - 2; at >= Math.max(sentence.firstWord, of - 5); at--) {
    if (
      /^(?:know|understand|realise|realize|appreciate|recognise|recognize)$/u.test(words[at]?.normal ?? '')
    ) {
      return /^(?:we|i)$/u.test(words[at - 1]?.normal ?? '');
    }
  }
  for (let at = sentence.firstWord; at < sentence.endWord; at++) {
    if (WORSE.has(words[at]?.normal ?? '')) return true;
  }
  // "A lot of you have built…", "some of you are on older phones", "those of you who rely on it": the
  // readers as the subject of what they put in.
  const start = words[of + 2]?.normal === 'who' ? of + 3 : of + 2;
  const verb = words[start]?.normal ?? '';
  if (!INVESTED.has(verb) || words[start]?.sentence !== words[of]?.sentence) return false;
  const next = words[start + 1]?.normal ?? '';
  // "Many of you asked for…", "some of you were charged twice", "have been affected": the news itself.
  if (/^(?:asked|requested|wrote|told|said|emailed|voted|been)$/u.test(next)) return false;
  return !(/^(?:are|were)$/u.test(verb) && /(?:ed|ing)$/u.test(next));
}

// The readers named as a group of the service's users: "for some riders", "many families".
const READER_GROUPS = new Set([
  ...['riders', 'passengers', 'commuters', 'travellers', 'travelers', 'residents', 'households'],
  ...['customers', 'members', 'families', 'parents', 'patients', 'students', 'users', 'visitors'],
  ...['readers', 'drivers', 'swimmers', 'shoppers', 'tenants', 'subscribers', 'people', 'pupils'],
]);

/**
 * A share of the readers named by their group, with what the news makes worse for them in the sentence:
 * "This will make weekend trips harder for some riders", "a longer walk for many residents". Like "many
 * of you" (see `readersShare`), the third person names whom the burden falls on.
 */
function groupShare(block: BlockView, index: number): boolean {
  const { words } = block;
  if (!SHARE.has(words[index]?.normal ?? '') || !READER_GROUPS.has(words[index + 1]?.normal ?? '')) {
    return false;
  }
  const sentence = block.sentences[words[index]?.sentence ?? -1];
  if (!sentence) return false;
  for (let at = sentence.firstWord; at < sentence.endWord; at++) {
    if (WORSE.has(words[at]?.normal ?? '')) return true;
  }
  return false;
}

/**
 * A will the writer denies, told in the past: "a change we didn't want to make", "We didn't want to leave
 * you empty-handed", "we never planned to close it". The present ("we don't want you to miss out") sells.
 */
function reluctant(block: BlockView, index: number): boolean {
  const { words } = block;
  const previous = words[index - 1]?.normal ?? '';
  // "It's not a change we wanted to make", "It wasn't a step we planned": the negation before the noun.
  // "It's not what any of us wanted": the writer among "us".
  if (
    /^(?:we|i|us)$/u.test(previous) &&
    /^(?:wanted|wished|planned|meant|intended)$/u.test(words[index]?.normal ?? '')
  ) {
    for (let at = index - 2; at >= Math.max(0, index - 5); at--) {
      if (words[at]?.sentence !== words[index]?.sentence) break;
      if (/^(?:not|never)$|n['\u2019]t$/u.test(words[at]?.normal ?? '')) return true;
    }
  }
  const denied =
    previous === "didn't" ||
    previous === 'never' ||
    (previous === 'not' && words[index - 2]?.normal === 'did');
  if (!denied) return false;
  const subject = words[index - (previous === 'not' ? 3 : 2)]?.normal ?? '';
  return /^(?:we|i|we'd|i'd|really)$/u.test(subject) && words[index + 1]?.normal === 'to';
}

/** Whether "thanks" or "thank you" stands within four words before `index` in its sentence. */
function thanked(block: BlockView, index: number): boolean {
  return wordBefore(block.words, index, 4, (normal) => normal === 'thanks' || normal === 'thank');
}

/** The word after `index` past "so" or "very": "being so patient". */
function after(block: BlockView, index: number): string {
  const next = block.words[index + 1]?.normal ?? '';
  return next === 'so' || next === 'very' ? (block.words[index + 2]?.normal ?? '') : next;
}
