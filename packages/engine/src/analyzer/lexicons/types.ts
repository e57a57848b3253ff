import type { WordRole } from '../../language/wordForms.ts';

/**
 * An entry of an analyzer lexicon: a word or phrase, why it marks what the lexicon measures, and where
 * that comes from. `forms` says which word forms match (see `compileTerms`); `weight` scales the entry's
 * signal (1 when omitted).
 */
export interface LexiconEntry {
  readonly term: string;
  readonly reason: string;
  readonly source: string;
  readonly forms?: WordRole | 'none';
  readonly weight?: number;
}

/** Entries that share a reason and a source, written as one list. */
export function entries(
  terms: readonly string[],
  shared: { reason: string; source: string; forms?: WordRole | 'none'; weight?: number },
): LexiconEntry[] {
  return terms.map((term) => ({ term, ...shared }));
}
