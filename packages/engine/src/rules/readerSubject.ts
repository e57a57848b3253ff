import {
  ACTS_ON_READER,
  MODALS,
  NOT_ADVERBS_LY,
  OBJECT_STARTS,
  PLURAL_READER_VERBS,
  READER_CLAUSE_OPENERS,
  READER_COMPOUND_HEADS,
  READER_DISTANT_MODALS,
  READER_DIRECTIONS,
  READER_EASE_ADJECTIVES,
  READER_MODIFIER_STARTS,
  THIRD_PERSON_VERBS,
} from '../data/pronouns.ts';
import type { BlockView, WordView } from '../language/types.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const CLAUSE_BREAK = /[,;:\u2014\u2013(]/;
const ADVERB_LY = /^[a-z]{3,}ly$/;
const THIRD_PERSON_S = /^[a-z]{2,}[^s]s$/;
const PARTICIPLE_ING = /^[a-z]{3,}ing$/;
const PARTICIPLE_ED = /^[a-z]{3,}ed$/;

const wordSet = (list: ReadonlyArray<{ readonly word: string }>): Set<string> =>
  new Set(list.map((entry) => entry.word));
export const modals = wordSet(MODALS);
const thirdPerson = wordSet(THIRD_PERSON_VERBS);
export const plainVerbs = wordSet(PLURAL_READER_VERBS);
const clauseOpeners = wordSet(READER_CLAUSE_OPENERS);
const objectStarts = wordSet(OBJECT_STARTS);
const notAdverbs = wordSet(NOT_ADVERBS_LY);
const compoundHeads = wordSet(READER_COMPOUND_HEADS);
const modifierStarts = wordSet(READER_MODIFIER_STARTS);
const distantModals = wordSet(READER_DISTANT_MODALS);

// How many words a description of the reader noun may take before its modal.
const MAX_DESCRIPTION_WORDS = 6;
// How many words a relative clause or a phrase after the noun may take before the main clause's modal:
// "a user who signs in from a new device must approve" has seven.
const MAX_MODIFIER_WORDS = 8;
// Words that open a clause of their own inside the description: a modal after them is theirs
// ("a user who wonders whether the file can be shared").
const NESTED_CLAUSE_OPENERS = new Set(['that', 'whether', 'if', 'because', 'which', 'so', 'than', 'when']);

// The indefinite articles of a generic reader ("a user who…", "an applicant who…").
const INDEFINITE = new Set(['a', 'an']);

/** A reader noun as a subject: the index of the verb it governs. */
export interface ReaderSubject {
  readonly verb: number;
}

/**
 * The verb of a reader noun (`firstWord`…`lastWord`) when the noun is its subject: "the user can",
 * "the user automatically receives", "the user accesses the report", "a user who forgets it can…";
 * plural nouns only at the start of a clause ("When users click…", not "blind users can…").
 */
export function readerSubject(
  block: BlockView,
  firstWord: number,
  lastWord: number,
  plural: boolean,
): ReaderSubject | undefined {
  const words = block.words;
  const sentence = words[firstWord]?.sentence;
  const at = (index: number): WordView | undefined => {
    const word = words[index];
    return word && word.sentence === sentence ? word : undefined;
  };
  if (plural && !startsClause(block, firstWord)) return undefined;
  let verb = lastWord + 1;
  const next = at(verb);
  if (!next) return undefined;
  if (!next.joined) return afterAside(block, lastWord, plural);
  // "a user who forgets the password can reset it", "users on the free plan can": a generic reader, a
  // description, then the modal of the main clause (no comma between: that would end the description).
  if (opensModifier(next, at(verb + 1)) && (plural || INDEFINITE.has(words[firstWord]?.normal ?? ''))) {
    for (let index = verb + 1; index <= verb + MAX_MODIFIER_WORDS; index++) {
      const word = at(index);
      if (!word?.joined || NESTED_CLAUSE_OPENERS.has(word.normal)) return undefined;
      if (distantModals.has(word.normal)) return { verb: index };
    }
    return undefined;
  }
  // "the user automatically receives": an adverb between the subject and its verb.
  if (ADVERB_LY.test(next.normal) && !notAdverbs.has(next.normal) && at(verb + 1)?.joined) verb += 1;
  const candidate = at(verb);
  if (!candidate) return undefined;
  if (modals.has(candidate.normal)) return { verb };
  if (plural) return plainVerbs.has(candidate.normal) ? { verb } : undefined;
  if (thirdPerson.has(candidate.normal)) return { verb };
  // "the user accesses the report": a verb in "-s" before its object; "the user settings page" is a noun.
  const object = at(verb + 1);
  return THIRD_PERSON_S.test(candidate.normal) &&
    !compoundHeads.has(candidate.normal) &&
    object?.joined === true &&
    objectStarts.has(object.normal)
    ? { verb }
    : undefined;
}

/**
 * Whether a word opens a description of the reader noun: a listed word, a participle in "-ing"
 * ("passengers travelling with pets must…") or a participle in "-ed" with its agent ("customers affected
 * by the outage can…").
 */
function opensModifier(word: WordView, after: WordView | undefined): boolean {
  if (modifierStarts.has(word.normal)) return true;
  if (PARTICIPLE_ING.test(word.normal)) return true;
  return PARTICIPLE_ED.test(word.normal) && after?.joined === true && after.normal === 'by';
}

/**
 * "The user, once signed in, can change the theme": the verb after an aside set off by commas (or
 * dashes) of a few words; only a modal or a listed verb, since "The user, Anna, …" may go on otherwise.
 */
function afterAside(block: BlockView, lastWord: number, plural: boolean): ReaderSubject | undefined {
  const words = block.words;
  const noun = words[lastWord];
  const first = words[lastWord + 1];
  if (!noun || !first) return undefined;
  const opener = block.text.slice(noun.end, first.start).trim();
  if (opener !== ',' && opener !== '\u2014' && opener !== '\u2013') return undefined;
  for (let index = lastWord + 2; index <= lastWord + 1 + MAX_DESCRIPTION_WORDS; index++) {
    const word = words[index];
    const before = words[index - 1];
    if (!word || !before || word.sentence !== noun.sentence) return undefined;
    if (word.joined) continue;
    if (block.text.slice(before.end, word.start).trim() !== opener) return undefined;
    const verbs = plural ? plainVerbs : thirdPerson;
    return modals.has(word.normal) || verbs.has(word.normal) ? { verb: index } : undefined;
  }
  return undefined;
}

/** Whether a word starts a clause: the sentence's first word, after a comma or a colon, or after "when"/"if"… */
function startsClause(block: BlockView, wordIndex: number): boolean {
  const word = block.words[wordIndex];
  if (!word) return false;
  if (word.sentenceStart) return true;
  const before = block.words[wordIndex - 1];
  if (!before || before.sentence !== word.sentence) return true;
  return CLAUSE_BREAK.test(block.text.slice(before.end, word.start)) || clauseOpeners.has(before.normal);
}

const actsOnReader = new Map(ACTS_ON_READER.map((entry) => [entry.word, entry.then]));
const directions = wordSet(READER_DIRECTIONS);
const easeAdjectives = wordSet(READER_EASE_ADJECTIVES);
// Forms of "make" that need no modal or "to" before them: "makes it easy", "is making it easier". Not "made":
// a past reports what happened to them ("The campaign made it easy for customers to find us").
const MAKE_FINITE = new Set(['makes', 'making']);
// Degree words between "it" and the adjective: "makes it much easier", "makes it so simple".
const DEGREE_WORDS = new Set(['much', 'even', 'so', 'very', 'really', 'far', 'super', 'a', 'lot', 'little']);
// How many degree words may come between "it" and the adjective ("makes it a lot easier").
const MAX_DEGREE_WORDS = 2;

/** Whether a bare verb form is a verb here: after a modal or "to" ("will allow", "to make"), not a command. */
function afterModalOrTo(word: WordView | undefined): boolean {
  return !!word && (modals.has(word.normal) || word.normal === 'to');
}

/**
 * Whether a reader noun is the object of the product's action ("this setting lets the user export",
 * "the app prompts users to sign in", "it takes the reader through setup", "it makes it easy for the user to
 * book"): the index of the product's verb. A bare verb form counts only after a modal or "to" ("will allow
 * users to"): opening a sentence it is a command to the reader, who then acts on someone else ("Ask the user
 * for consent", "Let users decide", "Make it easy for customers to reach you").
 */
export function readerObject(block: BlockView, firstWord: number, lastWord: number): number | undefined {
  const words = block.words;
  const sentence = words[firstWord]?.sentence;
  const at = (index: number): WordView | undefined => {
    const word = words[index];
    return word && word.sentence === sentence ? word : undefined;
  };
  const next = at(lastWord + 1);
  if (!next?.joined) return undefined;
  const verb = at(firstWord - 1);
  if (verb?.normal === 'for' && words[firstWord]?.joined) {
    return next.normal === 'to' ? easedFor(firstWord - 1, at) : undefined;
  }
  const then = verb && words[firstWord]?.joined ? actsOnReader.get(verb.normal) : undefined;
  if (!verb || then === undefined) return undefined;
  if (!verb.normal.endsWith('s') && !afterModalOrTo(at(firstWord - 2))) return undefined;
  // "helps users who get stuck": a description of the users, who are someone else.
  if (then === 'verb') return modifierStarts.has(next.normal) ? undefined : firstWord - 1;
  if (then === 'to') return next.normal === 'to' ? firstWord - 1 : undefined;
  return directions.has(next.normal) ? firstWord - 1 : undefined;
}

/**
 * Whether the verb at `actor` (from `readerObject`) is finite or a participle, not a bare form: "lets",
 * "allows", "makes", "making". A bare form after "to" or a modal may be the reader's own doing ("Tick
 * the box to let members edit"), so a role after it is someone the reader manages.
 */
export function finiteActor(block: BlockView, actor: number): boolean {
  const normal = block.words[actor]?.normal ?? '';
  return normal.endsWith('s') || MAKE_FINITE.has(normal);
}

/**
 * "makes it easy for the user to book", "will make it much easier for customers to pay": the index of "make"
 * before "it", an adjective of ease and the "for" at `forIndex`.
 */
function easedFor(forIndex: number, at: (index: number) => WordView | undefined): number | undefined {
  const adjective = at(forIndex - 1);
  if (!adjective?.joined || !easeAdjectives.has(adjective.normal)) return undefined;
  let index = forIndex - 2;
  while (index >= forIndex - 1 - MAX_DEGREE_WORDS && DEGREE_WORDS.has(at(index)?.normal ?? '')) index--;
  const make = at(index - 1);
  if (at(index)?.normal !== 'it' || !make) return undefined;
  if (MAKE_FINITE.has(make.normal)) return index - 1;
  return make.normal === 'make' && afterModalOrTo(at(index - 2)) ? index - 1 : undefined;
}
