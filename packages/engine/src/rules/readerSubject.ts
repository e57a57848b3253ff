import {
  MODALS,
  NOT_ADVERBS_LY,
  OBJECT_STARTS,
  PLURAL_READER_VERBS,
  READER_CLAUSE_OPENERS,
  THIRD_PERSON_VERBS,
} from '../data/pronouns.ts';
import type { BlockView, WordView } from '../language/types.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const CLAUSE_BREAK = /[,;:\u2014\u2013(]/;
const ADVERB_LY = /^[a-z]{3,}ly$/;
const THIRD_PERSON_S = /^[a-z]{3,}[^s]s$/;

const wordSet = (list: ReadonlyArray<{ readonly word: string }>): Set<string> =>
  new Set(list.map((entry) => entry.word));
export const modals = wordSet(MODALS);
const thirdPerson = wordSet(THIRD_PERSON_VERBS);
export const plainVerbs = wordSet(PLURAL_READER_VERBS);
const clauseOpeners = wordSet(READER_CLAUSE_OPENERS);
const objectStarts = wordSet(OBJECT_STARTS);
const notAdverbs = wordSet(NOT_ADVERBS_LY);

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
  if (!next?.joined) return undefined;
  // "a user who forgets the password can reset it": a generic reader and the modal of the main clause.
  if (next.normal === 'who' && (plural || words[firstWord]?.normal === 'a')) {
    const modal = words.findIndex(
      (word, index) => index > verb && word.sentence === sentence && modals.has(word.normal),
    );
    return modal > verb ? { verb: modal } : undefined;
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
  return THIRD_PERSON_S.test(candidate.normal) && object?.joined === true && objectStarts.has(object.normal)
    ? { verb }
    : undefined;
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
