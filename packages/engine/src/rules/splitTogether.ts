import type { PhraseEntry } from '../data/phraseEntry.ts';
import { NOUN_DETERMINERS } from '../data/redundantPhrases.ts';
import { wordForms } from '../language/wordForms.ts';
import type { BlockView, WordView } from '../language/types.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

/** The most words an object may have between the verb and "together" ("the flour and sugar"). */
const MAX_GAP = 5;

/**
 * Words that end the verb's object: a new subject, a modal or auxiliary, "to" before another verb, a
 * relative or a conjunction opening a clause ("join us so we can work together", "link the accounts
 * that belong together"). "together" then belongs to the later verb.
 */
const CLAUSE_WORDS = new Set([
  'i',
  'we',
  'you',
  'they',
  'he',
  'she',
  'let',
  "let's",
  'to',
  'who',
  'that',
  'which',
  'where',
  'when',
  'while',
  'so',
  'but',
  'because',
  'if',
  'then',
  'can',
  'could',
  'will',
  'would',
  'shall',
  'should',
  'may',
  'might',
  'must',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'have',
  'has',
  'had',
  'do',
  'does',
  'did',
  'together',
]);

/** After "together": "together with" means "along with"; a subject opens a new clause ("…and together we…"). */
const NOT_AFTER_TOGETHER = new Set(['with', 'i', 'we', 'you', 'they', 'he', 'she']);

/** "join our club and grow together": after "join", "and" brings the next verb, not a second thing joined. */
const ENTER_VERBS = new Set(['join']);
const AND_OR = new Set(['and', 'or']);
const OBJECT_PRONOUNS_AFTER_JOIN = new Set(['us', 'me']);
/** "Connect with friends and family together": the verb takes a preposition, not the things joined. */
const PREPOSITIONS = new Set(['with', 'to', 'for', 'in', 'on', 'at', 'from', 'into', 'by', 'through']);
/** "Attach the files and send them together": a second verb's object ends the words before "together". */
const OBJECT_PRONOUNS = new Set(['it', 'them', 'us', 'me', 'him', 'her', 'you']);
/**
 * Verbs that often follow "and" and take "together" themselves ("Gather your friends and travel
 * together", "Meet other parents and learn together"); the things joined are nouns, which no word list
 * of this size can name.
 */
const SHARED_ACTIVITIES = new Set([
  'work',
  'play',
  'learn',
  'grow',
  'travel',
  'live',
  'build',
  'create',
  'cook',
  'eat',
  'dine',
  'sing',
  'dance',
  'explore',
  'celebrate',
  'laugh',
  'succeed',
  'thrive',
  'shop',
  'save',
  'study',
  'train',
  'talk',
  'chat',
  'write',
  'read',
  'share',
  'watch',
  'go',
  'come',
  'stay',
  'get',
  'relax',
  'run',
  'walk',
  'ride',
  'move',
  'think',
  'plan',
  'pray',
  'hang',
  'sit',
  'stand',
  'win',
  'make',
  'do',
]);

const DETERMINERS = new Set(NOUN_DETERMINERS);

/**
 * The forms of every verb the list pairs with "together" ("combine together", "merge together"),
 * mapped to the verb: the same verbs are redundant with "together" when their object stands between
 * ("combine the flour and sugar together").
 */
export function togetherVerbs(entries: readonly PhraseEntry[]): ReadonlyMap<string, string> {
  const verbs = new Map<string, string>();
  for (const entry of entries) {
    if (entry.forms !== 'verb') continue;
    for (const phrase of entry.phrases) {
      const [verb, particle, ...rest] = phrase.split(' ');
      if (verb === undefined || particle !== 'together' || rest.length > 0) continue;
      for (const { form } of wordForms(verb, 'verb')) verbs.set(form, verb);
    }
  }
  return verbs;
}

/**
 * "Combine the flour and sugar together": a joining verb and "together" with the verb's object between
 * them, in one clause with nothing but spaces between the words. The fix cuts "together".
 */
export function splitTogether(block: BlockView, verbs: ReadonlyMap<string, string>): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const { words } = block;
  for (let index = 0; index < words.length; index++) {
    const together = words[index];
    if (together?.normal !== 'together' || !together.joined) continue;
    const next = words[index + 1];
    if (next && next.sentence === together.sentence && NOT_AFTER_TOGETHER.has(next.normal)) continue;
    const verbIndex = findVerb(words, index, verbs);
    if (verbIndex === undefined) continue;
    const verb = words[verbIndex];
    const beforeTogether = words[index - 1];
    if (!verb || !beforeTogether) continue;
    const written = block.text.slice(verb.start, together.end);
    const kept = block.text.slice(verb.start, beforeTogether.end);
    matches.push({
      from: verb.start,
      to: together.end,
      message: `Write ${quote(kept)} instead of ${quote(written)}. ${quote(verb.text)} already says “together”.`,
      methodName: 'verb-object-together',
      suggestions: [kept],
      fix: { from: beforeTogether.end, to: together.end, replacement: '' },
    });
  }
  return matches;
}

/** The joining verb before "together", at most `MAX_GAP` words back, with one word at least between. */
function findVerb(
  words: readonly WordView[],
  togetherIndex: number,
  verbs: ReadonlyMap<string, string>,
): number | undefined {
  let sawAndOr = false;
  const last = words[togetherIndex - 1];
  const endsInPronoun = last !== undefined && OBJECT_PRONOUNS.has(last.normal);
  for (let gap = 1; gap <= MAX_GAP; gap++) {
    const word = words[togetherIndex - gap];
    const candidate = words[togetherIndex - gap - 1];
    if (!word || !candidate || candidate.sentence !== word.sentence) return undefined;
    if (CLAUSE_WORDS.has(word.normal)) return undefined;
    if (AND_OR.has(word.normal)) {
      // "… and send them together", "… and travel together": a second verb owns "together".
      const following = words[togetherIndex - gap + 1];
      if (endsInPronoun || (following !== undefined && SHARED_ACTIVITIES.has(following.normal))) {
        return undefined;
      }
      sawAndOr = true;
    }
    const verb = verbs.get(candidate.normal);
    if (verb !== undefined) {
      // "Connect and play together": no object, the verb is one of two.
      if (!word.joined || AND_OR.has(word.normal) || PREPOSITIONS.has(word.normal)) return undefined;
      const before = words[togetherIndex - gap - 2];
      if (before && before.sentence === candidate.sentence && DETERMINERS.has(before.normal)) {
        return undefined;
      }
      if (!ENTER_VERBS.has(verb)) return togetherIndex - gap - 1;
      if (sawAndOr || OBJECT_PRONOUNS_AFTER_JOIN.has(word.normal)) return undefined;
      return togetherIndex - gap - 1;
    }
    // Words of the object follow one another with only spaces between: a comma ends the clause.
    if (!word.joined) return undefined;
  }
  return undefined;
}
