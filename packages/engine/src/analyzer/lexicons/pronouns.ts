/**
 * First- and second-person pronouns. Heylighen and Dewaele's formality measure counts pronouns (deictic,
 * context-dependent words) against formality, and Biber's Dimension 1 counts first and second person
 * pronouns as markers of involved, conversational writing.
 */
export const PRONOUNS_SOURCE =
  'Heylighen & Dewaele (2002), "Variation in the contextuality of language: an empirical measure", Foundations of Science 7; Biber (1988), Dimension 1';
export const PRONOUNS_REASON = 'A first- or second-person pronoun: addresses or involves the people talking.';

export const PERSONAL_PRONOUNS: readonly string[] = [
  'i',
  'me',
  'my',
  'mine',
  'myself',
  'we',
  'us',
  'our',
  'ours',
  'ourselves',
  'you',
  'your',
  'yours',
  'yourself',
  'yourselves',
  "i'm",
  "i've",
  "i'll",
  "i'd",
  "we're",
  "we've",
  "we'll",
  "we'd",
  "you're",
  "you've",
  "you'll",
  "you'd",
];
