import type { PhraseEntry } from '../data/phraseEntry.ts';
import { NOUN_DETERMINERS } from '../data/nounDeterminers.ts';
import { wordForms } from '../language/wordForms.ts';
import type { BlockView, WordView } from '../language/types.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

/** The most words an object may have between the verb and its particle ("the flour and sugar"). */
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
  'until',
  'before',
  'after',
  'once',
  'unless',
  'together',
]);

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

/** A word that already says what a later particle adds, with the verb's object between. */
export interface SplitParticle {
  /** The particle's words: "together", "again", "until later". */
  readonly words: readonly string[];
  /** Every form of the verbs that already say it, mapped to the verb ("combined" → "combine"). */
  readonly verbs: ReadonlyMap<string, string>;
  /** Words after the particle that give it another role ("together with", "…and together we…"). */
  readonly notBefore: ReadonlySet<string>;
  /** Words before the particle that make one phrase with it ("put the pieces back together"). */
  readonly notAfter: ReadonlySet<string>;
  /** A possessive before the particle makes it part of a noun phrase ("the phone's back cover"). */
  readonly notAfterPossessive?: boolean;
  /**
   * "Repeat step 2 and try again": "and"/"or" in the object brings a second verb, which owns the
   * particle. Off for "together", where "and" mostly joins the things put together.
   */
  readonly andEndsObject: boolean;
  /** "return the keys at the back": after a preposition the particle is a noun. */
  readonly prepositionEndsObject: boolean;
  /**
   * Offer the cut only where the clause ends after the particle: "postpone the review until later in
   * the week" would become "postpone the review in the week", which the writer must reword.
   */
  readonly fixAtClauseEndOnly: boolean;
}

/**
 * The forms of every verb the list pairs with the particle ("combine together", "repeat again"),
 * mapped to the verb, keeping only `only` when given: the same verbs say it when their object stands
 * between ("combine the flour and sugar together").
 */
export function particleVerbs(
  entries: readonly PhraseEntry[],
  particle: string,
  only?: readonly string[],
): ReadonlyMap<string, string> {
  const verbs = new Map<string, string>();
  for (const entry of entries) {
    if (entry.forms !== 'verb') continue;
    for (const phrase of entry.phrases) {
      const [verb, ...rest] = phrase.split(' ');
      if (verb === undefined || rest.join(' ') !== particle) continue;
      if (only !== undefined && !only.includes(verb)) continue;
      for (const { form } of wordForms(verb, 'verb')) verbs.set(form, verb);
    }
  }
  return verbs;
}

/** The "… together" verbs of the list. */
export function togetherVerbs(entries: readonly PhraseEntry[]): ReadonlyMap<string, string> {
  return particleVerbs(entries, 'together');
}

/** Capitalised but not shouted, in mid-sentence: a name ("the Together forum"), not the particle. */
function isNameLike(word: WordView): boolean {
  return !word.sentenceStart && /^\p{Lu}\p{Ll}/u.test(word.text);
}

/**
 * "Combine the flour and sugar together", "repeat the survey again": a verb and the particle it
 * already says with the verb's object between them, in one clause with nothing but spaces between the
 * words. The fix cuts the particle.
 */
export function splitPairs(block: BlockView, particles: readonly SplitParticle[]): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const particle of particles) matches.push(...splitParticle(block, particle));
  return matches.sort((a, b) => a.from - b.from);
}

function splitParticle(block: BlockView, particle: SplitParticle): RuleMatch[] {
  const matches: RuleMatch[] = [];
  const { words } = block;
  const size = particle.words.length;
  for (let index = 0; index < words.length; index++) {
    if (!startsParticle(words, index, particle.words)) continue;
    const first = words[index];
    const last = words[index + size - 1];
    if (!first || !last || (block.kind !== 'heading' && isNameLike(first))) continue;
    const next = words[index + size];
    if (next && next.sentence === last.sentence && particle.notBefore.has(next.normal)) continue;
    const previous = words[index - 1];
    if (previous && previous.sentence === first.sentence) {
      if (particle.notAfter.has(previous.normal)) continue;
      if (particle.notAfterPossessive === true && /['\u2019]s$/u.test(previous.normal)) continue;
    }
    const verbIndex = findVerb(words, index, particle);
    if (verbIndex === undefined) continue;
    const verb = words[verbIndex];
    const beforeParticle = words[index - 1];
    if (!verb || !beforeParticle) continue;
    const written = block.text.slice(verb.start, last.end);
    const kept = block.text.slice(verb.start, beforeParticle.end);
    const said = particle.words.join(' ');
    const clauseGoesOn = next !== undefined && next.sentence === last.sentence && next.joined;
    const message = `Write ${quote(kept)} instead of ${quote(written)}. ${quote(verb.text)} already says “${said}”.`;
    matches.push({
      from: verb.start,
      to: last.end,
      message,
      methodName: `verb-object-${particle.words.join('-')}`,
      suggestions: [kept],
      ...(particle.fixAtClauseEndOnly && clauseGoesOn
        ? {}
        : { fix: { from: beforeParticle.end, to: last.end, replacement: '' } }),
    });
  }
  return matches;
}

/** The particle's words start at `index`, each joined to the one before by spaces only. */
function startsParticle(words: readonly WordView[], index: number, particle: readonly string[]): boolean {
  for (let offset = 0; offset < particle.length; offset++) {
    const word = words[index + offset];
    if (word === undefined || word.normal !== particle[offset] || !word.joined) return false;
  }
  return true;
}

/** The verb before the particle, at most `MAX_GAP` words back, with one word at least between. */
function findVerb(
  words: readonly WordView[],
  particleIndex: number,
  particle: SplitParticle,
): number | undefined {
  let sawAndOr = false;
  const last = words[particleIndex - 1];
  const endsInPronoun = last !== undefined && OBJECT_PRONOUNS.has(last.normal);
  for (let gap = 1; gap <= MAX_GAP; gap++) {
    const word = words[particleIndex - gap];
    const candidate = words[particleIndex - gap - 1];
    if (!word || !candidate || candidate.sentence !== word.sentence) return undefined;
    const verb = particle.verbs.get(candidate.normal);
    // "Repeat that again": right after the verb "that" is its object, not a relative.
    const objectThat = verb !== undefined && word.normal === 'that';
    if (CLAUSE_WORDS.has(word.normal) && !objectThat) return undefined;
    if (particle.prepositionEndsObject && PREPOSITIONS.has(word.normal)) return undefined;
    if (AND_OR.has(word.normal)) {
      // "… and send them together", "… and travel together": a second verb owns "together".
      const following = words[particleIndex - gap + 1];
      if (
        particle.andEndsObject ||
        endsInPronoun ||
        (following !== undefined && SHARED_ACTIVITIES.has(following.normal))
      ) {
        return undefined;
      }
      sawAndOr = true;
    }
    if (verb !== undefined) {
      // "Refunds go back to the card", "Returns take a week": first in the sentence only the plain
      // form is a verb (an instruction); an inflected form there is a noun, the subject.
      if (candidate.sentenceStart && candidate.normal !== verb) return undefined;
      // "Connect and play together": no object, the verb is one of two.
      if (!word.joined || AND_OR.has(word.normal) || PREPOSITIONS.has(word.normal)) return undefined;
      const before = words[particleIndex - gap - 2];
      if (before && before.sentence === candidate.sentence && DETERMINERS.has(before.normal)) {
        return undefined;
      }
      if (!ENTER_VERBS.has(verb)) return particleIndex - gap - 1;
      if (sawAndOr || OBJECT_PRONOUNS_AFTER_JOIN.has(word.normal)) return undefined;
      return particleIndex - gap - 1;
    }
    // Words of the object follow one another with only spaces between: a comma ends the clause.
    if (!word.joined) return undefined;
  }
  return undefined;
}
