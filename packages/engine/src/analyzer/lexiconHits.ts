import { compileTerms, findTerms, type TermMatcher } from '../language/termMatcher.ts';
import type { BlockView } from '../language/types.ts';
import type { LexiconEntry } from './lexicons/types.ts';

/** An occurrence of a lexicon entry: the entry's term, the words as written, the entry's weight. */
export interface Hit {
  readonly term: string;
  readonly text: string;
  readonly weight: number;
}

export type LexiconMatcher = TermMatcher<LexiconEntry>;

/** Compiles a lexicon with the engine's term trie (word forms as each entry allows). */
export function compileLexicon(lexicon: readonly LexiconEntry[]): LexiconMatcher {
  return compileTerms(lexicon);
}

/** The lexicon's occurrences in a block, grouped by the index of the sentence they start in. */
export function hitsBySentence(matcher: LexiconMatcher, view: BlockView): Hit[][] {
  const grouped: Hit[][] = view.sentences.map(() => []);
  for (const hit of findTerms(matcher, view)) {
    const sentence = view.words[hit.firstWord]?.sentence;
    if (sentence === undefined) continue;
    grouped[sentence]?.push({
      term: hit.entry.term,
      text: view.text.slice(hit.from, hit.to),
      weight: hit.entry.weight ?? 1,
    });
  }
  return grouped;
}
