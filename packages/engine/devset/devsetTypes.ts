import type { TextFormat } from '../src/document/types.ts';

/** A text of the development set; `fixed` is the text after applying every offered fix, when checked. */
export type DevCaseInput = string | { readonly text: string; readonly fixed?: string };

/**
 * A group of the development set, in one of two shapes: one rule with texts it must flag (`positive`)
 * and texts it must pass (`negative`, the hard negatives among them), or a guide of several rules with
 * each text's expected rule ids (`cases`, possibly none).
 */
export type DevGroup =
  | {
      readonly rule: string;
      readonly params?: Readonly<Record<string, unknown>>;
      readonly format?: TextFormat;
      readonly positive: readonly DevCaseInput[];
      readonly negative: readonly DevCaseInput[];
    }
  | {
      readonly guide: ReadonlyArray<{
        readonly id: string;
        readonly params?: Readonly<Record<string, unknown>>;
      }>;
      readonly format?: TextFormat;
      readonly cases: ReadonlyArray<{
        readonly text: string;
        readonly expect: readonly string[];
        readonly fixed?: string;
      }>;
    };

/** A development-set file: what it covers and its groups. */
export interface DevSetFile {
  readonly description: string;
  readonly groups: readonly DevGroup[];
}

/** One labelled text, normalised: the guide it is checked with and the rule ids expected to fire. */
export interface DevCase {
  readonly text: string;
  readonly format: TextFormat;
  readonly guide: ReadonlyArray<{ readonly id: string; readonly params?: Readonly<Record<string, unknown>> }>;
  readonly expect: readonly string[];
  readonly fixed?: string;
}

/** Counts and scores of one rule over the development set. */
export interface RuleQuality {
  readonly id: string;
  readonly truePositives: number;
  readonly falsePositives: number;
  readonly falseNegatives: number;
  readonly trueNegatives: number;
  /** Texts labelled as violations of the rule, and texts checked with it that are not. */
  readonly positives: number;
  readonly negatives: number;
  /** TP / (TP + FP); 1 when the rule flagged nothing. */
  readonly precision: number;
  /** TP / (TP + FN); 1 when nothing was labelled. */
  readonly recall: number;
}

/** A text whose findings differ from its labels, or whose fixes do not give the expected text. */
export interface DevMiss {
  readonly text: string;
  readonly rule: string;
  readonly kind: 'false-positive' | 'false-negative' | 'fix';
  readonly detail: string;
}

export interface DevSetReport {
  readonly cases: number;
  readonly rules: readonly RuleQuality[];
  readonly misses: readonly DevMiss[];
}
