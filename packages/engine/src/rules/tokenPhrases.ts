import { normalWord } from '../language/normalize.ts';
import type { TermHit } from '../language/termMatcher.ts';
import type { BlockView } from '../language/types.ts';

/**
 * Phrases matched token by token as written, dots included: "e.g.", "etc.", "et al.". The word trie
 * reads a phrase through the parser, which takes the last full stop of "etc." as a sentence end;
 * in running text "etc." is one word. A phrase token without a final dot also matches with one ("etc"
 * and "etc."), since the parser keeps the dot only in mid-sentence.
 */
export interface TokenPhrases<T> {
  readonly byFirst: ReadonlyMap<
    string,
    ReadonlyArray<{ readonly tokens: readonly string[]; readonly entry: T }>
  >;
}

export function compileTokenPhrases<T extends { readonly term: string }>(
  entries: readonly T[],
): TokenPhrases<T> {
  const byFirst = new Map<string, Array<{ tokens: string[]; entry: T }>>();
  for (const entry of entries) {
    const tokens = entry.term.trim().split(/\s+/).map(normalWord);
    const last = tokens.length - 1;
    const spellings = tokens[last]?.endsWith('.')
      ? [tokens]
      : [tokens, tokens.map((t, i) => (i === last ? `${t}.` : t))];
    for (const spelling of spellings) {
      const first = spelling[0];
      if (first === undefined) continue;
      const list = byFirst.get(first) ?? [];
      list.push({ tokens: spelling, entry });
      // Longest first: "et al." before "et".
      list.sort((a, b) => b.tokens.length - a.tokens.length);
      byFirst.set(first, list);
    }
  }
  return { byFirst };
}

/** Occurrences in a block, leftmost and longest, not overlapping. */
export function findTokenPhrases<T>(phrases: TokenPhrases<T>, block: BlockView): Array<TermHit<T>> {
  const hits: Array<TermHit<T>> = [];
  const words = block.words;
  for (let index = 0; index < words.length; index++) {
    const word = words[index];
    const candidates = word && phrases.byFirst.get(word.normal);
    if (!word || !candidates) continue;
    for (const { tokens, entry } of candidates) {
      const lastWord = index + tokens.length - 1;
      if (!tokens.every((token, offset) => matches(block, index + offset, token, offset > 0))) continue;
      hits.push({
        entry,
        firstWord: index,
        lastWord,
        from: word.start,
        to: words[lastWord]?.end ?? word.end,
        inflection: 'base',
        inflected: 'last',
        expected: tokens,
        split: false,
      });
      index = lastWord;
      break;
    }
  }
  return hits;
}

function matches(block: BlockView, index: number, token: string, joined: boolean): boolean {
  const word = block.words[index];
  return word !== undefined && word.normal === token && (!joined || word.joined);
}
