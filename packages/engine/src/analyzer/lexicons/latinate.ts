/**
 * Suffixes of Latinate nouns and adjectives ("information", "requirement", "availability",
 * "significant"). Nominalisations and Latinate vocabulary raise formality: nouns and adjectives count
 * towards Heylighen and Dewaele's F-score, nominalisations are a feature of informational, formal
 * prose in Biber's Dimension 1, and style guides (Williams, "Style: Lessons in Clarity and Grace",
 * lesson 3) name them as the mark of formal, abstract writing. A word counts when it has at least
 * `LATINATE_MIN_LENGTH` letters, so short words with the same ending ("nation", "ment") do not.
 */
export const LATINATE_SOURCE =
  'Heylighen & Dewaele (2002); Biber (1988), Dimension 1 (nominalisations); Williams, "Style: Lessons in Clarity and Grace", lesson 3';
export const LATINATE_REASON = 'A Latinate noun or adjective (nominalisation): formal, abstract register.';
export const LATINATE_MIN_LENGTH = 8;

export const LATINATE_SUFFIXES: readonly string[] = [
  'tion',
  'tions',
  'sion',
  'sions',
  'ment',
  'ments',
  'ance',
  'ances',
  'ence',
  'ences',
  'ity',
  'ities',
  'ency',
  'ancy',
  'ive',
  'ous',
  'ional',
  'ual',
  'ible',
  'able',
];
