import type { CheckResult } from '../check/types.ts';
import type { TextFormat } from '../document/types.ts';
import type { CompiledGuide, GlossarySource, Guide } from '../guide/types.ts';
import type { Distribution } from './distribution.ts';
import type { Readability } from './readability.ts';

export interface AnalyzeOptions {
  /** How to read the text; `plain` when omitted. */
  readonly format?: TextFormat;
  /** With a guide, the analysis also holds the match: `checkText`'s findings and score. */
  readonly guide?: Guide | CompiledGuide;
  /** Glossaries the guide's rules refer to by `glossaryId` (when the guide is not compiled). */
  readonly glossaries?: GlossarySource;
  /** How many sentences each measure lists as its drivers; 5 when omitted. */
  readonly maxDrivers?: number;
}

/** A sentence: UTF-16 offsets into the analysed text and its prose (markup removed). */
export interface SentenceRef {
  readonly from: number;
  readonly to: number;
  readonly text: string;
}

/** A sentence that moves a measure: its signed share of the value and the markers found in it. */
export interface Driver extends SentenceRef {
  /** Points of the measure's value this sentence accounts for; the sentences' shares add up to it. */
  readonly contribution: number;
  readonly markers: readonly string[];
}

export interface Counts {
  /** UTF-16 units of prose (markup, code and line breaks between blocks left out). */
  readonly characters: number;
  readonly charactersWithoutSpaces: number;
  /** Letters and digits of words. */
  readonly letters: number;
  readonly words: number;
  readonly uniqueWords: number;
  readonly sentences: number;
  /** Blocks of running prose with words: paragraphs, list items, quotes, table cells. */
  readonly paragraphs: number;
  readonly headings: number;
  readonly syllables: number;
  readonly polysyllabicWords: number;
  readonly complexWords: number;
}

export interface PassiveShare {
  /** Sentences of running prose (headings left out). */
  readonly sentences: number;
  /** Of those, sentences with at least one passive the passive-voice rule flags. */
  readonly passiveSentences: number;
  /** `passiveSentences / sentences`, 0–1, rounded to three decimals. */
  readonly share: number;
  readonly examples: readonly Driver[];
}

export interface Sentiment {
  /** −100 (negative) to 100 (positive): the mean of the sentences' normalised AFINN sums. */
  readonly score: number;
  readonly label: 'negative' | 'neutral' | 'positive';
  /** Sum of the AFINN values of the text, after negation. */
  readonly afinnTotal: number;
  /** `afinnTotal` per word (AFINN's "comparative" score). */
  readonly afinnPerWord: number;
  readonly positiveWords: number;
  readonly negativeWords: number;
  readonly drivers: readonly Driver[];
}

export interface Intensity {
  /** 0 (calm) to 100: intensity markers per 100 words, saturating. */
  readonly score: number;
  /** Weighted count of boosters, exclamation marks, shouted words and strong words. */
  readonly markers: number;
  readonly per100Words: number;
  readonly drivers: readonly Driver[];
}

export interface Emotionality {
  /** 0–100: the mean of the sentiment's strength (|score|) and the intensity. */
  readonly score: number;
  readonly sentiment: Sentiment;
  readonly intensity: Intensity;
}

export type ContractionStyle = 'contracted' | 'expanded' | 'mixed' | 'none';

export interface FormalityFeatures {
  readonly contractionsPer100Words: number;
  readonly personalPronounsPer100Words: number;
  readonly casualMarkersPer100Words: number;
  readonly formalMarkersPer100Words: number;
  /** Share 0–1 of words that are Latinate nouns or adjectives. */
  readonly latinateShare: number;
  readonly meanSentenceLength: number;
}

export interface Formality {
  /** 0 (casual) to 100 (formal); 50 is neutral. Mirrors the formal↔casual tone dimension. */
  readonly score: number;
  readonly label: 'formal' | 'neutral' | 'casual';
  readonly features: FormalityFeatures;
  readonly contractions: {
    readonly contracted: number;
    readonly expanded: number;
    readonly style: ContractionStyle;
  };
  readonly drivers: readonly Driver[];
}

export type ToneDimensionId =
  'formal-casual' | 'serious-funny' | 'respectful-irreverent' | 'enthusiastic-matter-of-fact';

/** One of NN/g's four tone dimensions, from −100 (the left pole) to 100 (the right pole). */
export interface ToneDimension {
  readonly id: ToneDimensionId;
  readonly left: string;
  readonly right: string;
  readonly value: number;
  /** The left pole at −20 or below, the right pole at 20 or above, otherwise `neutral`. */
  readonly label: string;
  readonly drivers: readonly Driver[];
}

export interface ToneDimensions {
  readonly formalCasual: ToneDimension;
  readonly seriousFunny: ToneDimension;
  readonly respectfulIrreverent: ToneDimension;
  readonly enthusiasticMatterOfFact: ToneDimension;
}

/** What `analyzeText` returns; docs/analyzer.md describes every field. */
export interface Analysis {
  readonly format: TextFormat;
  readonly counts: Counts;
  /** Words per sentence of running prose. */
  readonly sentenceLength: Distribution;
  /** Letters and digits per word. */
  readonly wordLength: Distribution;
  readonly readability: Readability;
  readonly passive: PassiveShare;
  readonly emotionality: Emotionality;
  readonly formality: Formality;
  readonly tone: ToneDimensions;
  /** With a guide: the findings and score of `checkText`. */
  readonly match?: CheckResult;
}
