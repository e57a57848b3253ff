/**
 * The "-n't" forms of the auxiliary verbs, each a negation on its own ("isn't", "didn't"), that the
 * double-negatives rule reads as a first negative. (The sentiment negators take every "-n't" form.)
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
