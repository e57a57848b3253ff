import type { RuleCategory } from '../categories.ts';

/** A rule's part of the loss: fix the rules with the largest `loss` first. */
export interface RuleLoss {
  readonly id: string;
  readonly type: RuleCategory;
  readonly findings: number;
  /** Points of the overall score this rule costs (the losses add up to `100 - overall`). */
  readonly loss: number;
  /** Fraction 0–1 of the total loss. */
  readonly share: number;
}

/** A sentence's part of the loss. Offsets as in the findings; `blockId` in block-based checking. */
export interface SentenceLoss {
  readonly blockId?: string;
  readonly from: number;
  readonly to: number;
  readonly findings: number;
  readonly loss: number;
  readonly share: number;
}

/** Scores 0–100 (100: nothing to fix), per category and overall; docs/scoring.md gives the formula. */
export interface Score {
  readonly overall: number;
  readonly categories: Readonly<Record<RuleCategory, number>>;
  /** Words of prose the score is normalised by. */
  readonly words: number;
  /** Rules with findings, largest loss first. */
  readonly rules: readonly RuleLoss[];
  /** Sentences with findings, largest loss first. */
  readonly sentences: readonly SentenceLoss[];
}
