import type { ContractionStyle, ToneDimensionId } from '../analyzer/types.ts';
import type { Distribution } from '../analyzer/distribution.ts';
import type { Readability } from '../analyzer/readability.ts';
import type { TextFormat } from '../document/types.ts';
import type { GuideRule } from '../guide/types.ts';
import type { GlossaryTerm } from '../rules/parameters.ts';

/** Glossary terms as the builder passes them: texts or `{term, suggestions?, note?}`. */
export type TermList = readonly (string | GlossaryTerm)[];

/**
 * A glossary for the profiler: its terms, and optionally its id. With an id the derived rule refers to
 * the glossary (`{glossaryId}`), so later edits of the glossary apply; without, it holds the terms.
 */
export interface GlossaryInput {
  readonly glossaryId?: string;
  readonly terms: TermList;
}

/** What the guide builder sends (spec section 3), with the glossaries resolved to their terms. */
export interface ProfileInput {
  readonly name: string;
  readonly description?: string;
  readonly texts: readonly string[];
  readonly forbiddenTerms?: TermList | GlossaryInput;
  readonly requiredTerms?: TermList | GlossaryInput;
  readonly exactSpelling?: TermList | GlossaryInput;
}

export type ProfileStage = 'reading-samples' | 'profiling' | 'deriving-rules';

/** Reported before each stage and as each stage advances: a job shows it and may stop here. */
export interface ProfileProgress {
  readonly stage: ProfileStage;
  /** "Reading samples", "Profiling", "Deriving rules". */
  readonly label: string;
  /** Steps of this stage done, of `total`. */
  readonly done: number;
  readonly total: number;
  /** 0–1 over the whole profile. */
  readonly progress: number;
}

export interface ProfileOptions {
  /** How the samples are written; `plain` when omitted. */
  readonly format?: TextFormat;
  /**
   * Share of sample sentences a rule may flag and still be derived (the samples "rarely" do what it
   * flags); 0.05 when omitted. A document rule may fail in this share of samples.
   */
  readonly tolerance?: number;
  /** The samples' mean score under the derived guide must reach this; 90 when omitted. */
  readonly minScore?: number;
  /** Called with each progress report (`profileSamples` only; `profileSteps` yields them). */
  readonly onProgress?: (progress: ProfileProgress) => void;
}

/** A sentence of a sample: `sample` indexes `texts` as given; offsets are UTF-16 units of that text. */
export interface EvidenceSentence {
  readonly sample: number;
  readonly from: number;
  readonly to: number;
  readonly text: string;
}

/** Why a rule is in the guide, with the sample sentences that show it. */
export interface RuleEvidence {
  readonly ruleId: string;
  readonly reason: string;
  /** Sentences that show the samples doing what the rule asks. */
  readonly sentences: readonly EvidenceSentence[];
  /** Sentences of the samples that the derived rule flags (the rare exceptions), if any. */
  readonly exceptions: readonly EvidenceSentence[];
}

/** A catalogue rule the profiler considered and left out, and why. */
export interface SkippedRule {
  readonly id: string;
  readonly reason: string;
}

export interface ProfileStats {
  readonly samples: number;
  readonly words: number;
  readonly sentences: number;
  readonly paragraphs: number;
  /** Words per sentence of running prose, all samples together. */
  readonly sentenceLength: Distribution;
  /** Sentences per paragraph. */
  readonly paragraphSentences: Distribution;
  readonly readability: Readability;
  /** 0–1. */
  readonly passiveShare: number;
  /** Share 0–1 of samples that open with a greeting. */
  readonly greetingShare: number;
  readonly contractions: {
    readonly contracted: number;
    readonly expanded: number;
    readonly style: ContractionStyle;
  };
  /** Each dimension over all samples (sentence-weighted), −100..100, with its label. */
  readonly tone: Readonly<Record<ToneDimensionId, { readonly value: number; readonly label: string }>>;
  readonly formality: number;
  readonly sentiment: number;
  readonly intensity: number;
  /** How the samples score under the derived guide: per sample (input order), mean and lowest. */
  readonly selfCheck: { readonly scores: readonly number[]; readonly mean: number; readonly min: number };
  readonly rulesConsidered: number;
  readonly skipped: readonly SkippedRule[];
}

export interface DerivedGuide {
  readonly name: string;
  readonly description: string;
  readonly rules: readonly GuideRule[];
}

export interface ProfileResult {
  readonly guide: DerivedGuide;
  /** One entry per rule of the guide, in the same order. */
  readonly evidence: readonly RuleEvidence[];
  readonly stats: ProfileStats;
}
