import { round2 } from './distribution.ts';

/** What the readability formulas read, counted over the sentences of running prose. */
export interface ReadabilityBasis {
  readonly sentences: number;
  readonly words: number;
  readonly syllables: number;
  /** Letters and digits. */
  readonly letters: number;
  /** Words of three or more syllables (SMOG). */
  readonly polysyllabicWords: number;
  /** Gunning's complex words (see `isComplex`). */
  readonly complexWords: number;
}

/** The six published grades, rounded to two decimals; null when there is no sentence to grade. */
export interface Readability {
  readonly fleschReadingEase: number | null;
  readonly fleschKincaidGrade: number | null;
  readonly gunningFog: number | null;
  readonly smog: number | null;
  readonly colemanLiau: number | null;
  readonly automatedReadabilityIndex: number | null;
  readonly basis: ReadabilityBasis;
}

/** Flesch (1948): 206.835 − 1.015 · words/sentences − 84.6 · syllables/words. */
export function fleschReadingEase(basis: ReadabilityBasis): number {
  return 206.835 - 1.015 * (basis.words / basis.sentences) - 84.6 * (basis.syllables / basis.words);
}

/** Kincaid et al. (1975): 0.39 · words/sentences + 11.8 · syllables/words − 15.59. */
export function fleschKincaidGrade(basis: ReadabilityBasis): number {
  return 0.39 * (basis.words / basis.sentences) + 11.8 * (basis.syllables / basis.words) - 15.59;
}

/** Gunning (1952): 0.4 · (words/sentences + 100 · complex words/words). */
export function gunningFog(basis: ReadabilityBasis): number {
  return 0.4 * (basis.words / basis.sentences + 100 * (basis.complexWords / basis.words));
}

/** McLaughlin (1969): 1.0430 · √(polysyllables · 30/sentences) + 3.1291. */
export function smog(basis: ReadabilityBasis): number {
  return 1.043 * Math.sqrt(basis.polysyllabicWords * (30 / basis.sentences)) + 3.1291;
}

/** Coleman & Liau (1975): 0.0588 · L − 0.296 · S − 15.8, L letters and S sentences per 100 words. */
export function colemanLiau(basis: ReadabilityBasis): number {
  const lettersPer100 = (basis.letters / basis.words) * 100;
  const sentencesPer100 = (basis.sentences / basis.words) * 100;
  return 0.0588 * lettersPer100 - 0.296 * sentencesPer100 - 15.8;
}

/** Smith & Senter (1967): 4.71 · characters/words + 0.5 · words/sentences − 21.43. */
export function automatedReadabilityIndex(basis: ReadabilityBasis): number {
  return 4.71 * (basis.letters / basis.words) + 0.5 * (basis.words / basis.sentences) - 21.43;
}

export function readability(basis: ReadabilityBasis): Readability {
  const grade = (formula: (basis: ReadabilityBasis) => number): number | null =>
    basis.sentences === 0 || basis.words === 0 ? null : round2(formula(basis));
  return {
    fleschReadingEase: grade(fleschReadingEase),
    fleschKincaidGrade: grade(fleschKincaidGrade),
    gunningFog: grade(gunningFog),
    smog: grade(smog),
    colemanLiau: grade(colemanLiau),
    automatedReadabilityIndex: grade(automatedReadabilityIndex),
    basis,
  };
}
