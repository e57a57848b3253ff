import { CONTRACTIONS as CONTRACTION_ENTRIES } from '../../data/contractions.ts';

/**
 * Contractions and the full forms they stand for. Writers who contract sound conversational; writers
 * who spell out "do not" sound formal (Biber 1988, contractions as a feature of involved production;
 * Pavlick & Tetreault 2016, contractions as an informality cue). Only full forms that can always be
 * contracted are listed as "expanded", so the count compares like with like.
 */
export const CONTRACTIONS_SOURCE =
  'Cambridge Dictionary, "Contractions" (https://dictionary.cambridge.org/grammar/british-grammar/contractions)';
export const CONTRACTIONS_REASON = 'A contracted form: conversational register.';
export const EXPANDED_REASON = 'A full form that is usually contracted in conversation: formal register.';

/**
 * Contracted forms with their expansion, from the same list the `contractions` rule uses, so the analyzer's
 * formality signal and the rule agree on what counts. "'s" and "'d" are listed per word, as "'s" is also
 * possessive; for an ambiguous form the first reading is the one counted.
 */
export const CONTRACTIONS: ReadonlyArray<readonly [contracted: string, expanded: string]> =
  CONTRACTION_ENTRIES.map((entry) => [entry.short, entry.full.toLowerCase()] as const);
