import type { PhraseEntry } from '../data/phraseEntry.ts';
import type { BlockView } from '../language/types.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
const CAPITAL_START = /^\p{Lu}/u;
/** A comma, colon, semicolon or dash right after the words. */
const SET_OFF_AFTER = /^\s*(?:[,:;\u2014\u2013]|-\s)/u;
/** A comma, semicolon, colon, dash or opening bracket right before the words. */
const CLAUSE_BEFORE = /(?:[,;:(\u2014\u2013]|\s-)\s*$/u;
const CLAUSE_CONJUNCTIONS = new Set(['and', 'but', 'so', 'or', 'yet', 'because']);

/** A phrase entry's context, compiled to sets once. */
export interface PhraseContext {
  readonly near: ReadonlySet<string> | undefined;
  readonly notNear: ReadonlySet<string> | undefined;
  readonly notBefore: ReadonlySet<string> | undefined;
  readonly notAfter: ReadonlySet<string> | undefined;
  readonly onlyBefore: ReadonlySet<string> | undefined;
  readonly onlyAfter: ReadonlySet<string> | undefined;
  readonly sentenceStart: boolean;
  readonly followed: boolean;
  readonly setOff: boolean;
  readonly clauseStart: boolean;
  readonly skipProperNames: boolean;
}

const setOf = (words: readonly string[] | undefined): ReadonlySet<string> | undefined =>
  words && words.length > 0 ? new Set(words) : undefined;

export function compileContext(entry: PhraseEntry, skipProperNames = false): PhraseContext {
  return {
    near: setOf(entry.near),
    notNear: setOf(entry.notNear),
    notBefore: setOf(entry.notBefore),
    notAfter: setOf(entry.notAfter),
    onlyBefore: setOf(entry.onlyBefore),
    onlyAfter: setOf(entry.onlyAfter),
    sentenceStart: entry.sentenceStart === true,
    followed: entry.followed === true,
    setOff: entry.setOff === true,
    clauseStart: entry.clauseStart === true,
    skipProperNames: entry.skipProperNames ?? skipProperNames,
  };
}

const WINDOW = 2;

/** Whether the words around `[firstWord, lastWord]` make the phrase the sense its entry is about. */
export function inContext(
  context: PhraseContext,
  block: BlockView,
  firstWord: number,
  lastWord: number,
): boolean {
  const words = block.words;
  const first = words[firstWord];
  if (!first) return false;
  const sentence = first.sentence;
  const sameSentence = (index: number): string | undefined => {
    const word = words[index];
    return word && word.sentence === sentence ? word.normal : undefined;
  };
  if (context.sentenceStart && !first.sentenceStart) return false;
  if (context.clauseStart && !startsClause(block, firstWord)) return false;
  if (context.setOff && !SET_OFF_AFTER.test(block.text.slice(words[lastWord]?.end ?? 0))) return false;
  if (context.skipProperNames && block.kind !== 'heading') {
    for (let index = firstWord; index <= lastWord; index++) {
      const word = words[index];
      if (word && !word.sentenceStart && isProperNameLike(word.text)) return false;
    }
  }
  const next = sameSentence(lastWord + 1);
  const previous = sameSentence(firstWord - 1);
  if (context.followed && (next === undefined || words[lastWord + 1]?.joined !== true)) return false;
  if (context.notBefore && next !== undefined && context.notBefore.has(next)) return false;
  if (context.notAfter && previous !== undefined && context.notAfter.has(previous)) return false;
  if (context.onlyBefore && (next === undefined || !context.onlyBefore.has(next))) return false;
  if (context.onlyAfter && (previous === undefined || !context.onlyAfter.has(previous))) return false;
  if (context.notNear && inSentence(context.notNear, block, sentence)) return false;
  return !context.near || isNear(context.near, sameSentence, firstWord, lastWord);
}

function isNear(
  set: ReadonlySet<string>,
  sameSentence: (index: number) => string | undefined,
  firstWord: number,
  lastWord: number,
): boolean {
  for (let offset = 1; offset <= WINDOW; offset++) {
    const before = sameSentence(firstWord - offset);
    const after = sameSentence(lastWord + offset);
    if ((before !== undefined && set.has(before)) || (after !== undefined && set.has(after))) return true;
  }
  return false;
}

/** Whether the sentence holds one of the words anywhere. */
function inSentence(set: ReadonlySet<string>, block: BlockView, sentence: number): boolean {
  const view = block.sentences[sentence];
  if (!view) return false;
  for (let index = view.firstWord; index < view.endWord; index++) {
    const word = block.words[index];
    if (word && set.has(word.normal)) return true;
  }
  return false;
}

/** Whether a sentence or clause starts at the word: first, after a pause, or after a conjunction after one. */
function startsClause(block: BlockView, index: number): boolean {
  const word = block.words[index];
  const previous = block.words[index - 1];
  if (!word || word.sentenceStart || !previous || previous.sentence !== word.sentence) return true;
  if (CLAUSE_BEFORE.test(block.text.slice(previous.end, word.start))) return true;
  if (!CLAUSE_CONJUNCTIONS.has(previous.normal)) return false;
  // "…, and to be honest, …": the conjunction itself opens the sentence or follows a pause.
  const before = block.words[index - 2];
  if (previous.sentenceStart || !before || before.sentence !== previous.sentence) return true;
  return CLAUSE_BEFORE.test(block.text.slice(before.end, previous.start));
}

/** Capitalised but not shouted: "Center" names something, "CENTER" is emphasis. */
function isProperNameLike(text: string): boolean {
  return CAPITAL_START.test(text) && !(text.length > 1 && text === text.toUpperCase());
}
