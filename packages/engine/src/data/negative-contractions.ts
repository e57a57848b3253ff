/**
 * The "-n't" forms of the auxiliary verbs, each a negation on its own ("isn't", "didn't"). Shared by the
 * double-negatives rule and the sentiment negators so that both read negation alike.
 */
export const NEGATIVE_AUXILIARY_CONTRACTIONS: readonly string[] = [
  "don't",
  "doesn't",
  "didn't",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "can't",
  "couldn't",
  "won't",
  "wouldn't",
  "shouldn't",
  "haven't",
  "hasn't",
  "hadn't",
];
