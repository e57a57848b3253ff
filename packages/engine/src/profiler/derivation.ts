import type { GuideRule } from '../guide/types.ts';
import type { Rule } from '../rules/types.ts';
import type { TrialRunner } from './ruleTrials.ts';
import type { SampleProfile } from './sampleProfile.ts';
import type { RuleEvidence } from './types.ts';

/**
 * How a rule came into the guide. `glossary` rules carry the builder's glossaries and always stay;
 * `measured` rules follow from a measure of the samples (lengths, passive share, greetings); `generic`
 * rules are catalogue rules the samples pass. When the samples would score too low under their own
 * guide, generic rules go first, then measured ones.
 */
export type DerivationKind = 'glossary' | 'measured' | 'generic';

export interface Derivation {
  readonly rule: GuideRule;
  readonly evidence: RuleEvidence;
  readonly kind: DerivationKind;
  /**
   * A generic rule the samples pass without ever meeting what it checks (no sentence flagged, even at
   * its strictest): consistent with the samples, but no evidence that they follow it.
   */
  readonly untested?: boolean;
}

/** What every derivation reads. */
export interface DerivationContext {
  readonly profile: SampleProfile;
  readonly trials: TrialRunner;
  /** The catalogue as it is at run time. */
  readonly catalogue: readonly Rule[];
  readonly tolerance: number;
  /** Records a rule left out, and why. */
  readonly skip: (id: string, reason: string) => void;
}

/** The catalogue rule with this id, if the catalogue has it now. */
export function ruleIn(context: DerivationContext, id: string): Rule | undefined {
  return context.catalogue.find((rule) => rule.info.id === id);
}

/** Share of sample sentences a trial flags. */
export function flaggedShare(context: DerivationContext, flagged: number): number {
  return context.trials.sentences === 0 ? 0 : flagged / context.trials.sentences;
}

/**
 * The share of samples that may miss what greeting-check and empathy ask for: "most samples" greet or
 * acknowledge problems.
 */
export const MOST_SAMPLES_MISSING = 0.2;

/**
 * Share of samples a generic document rule may fail in: the tolerance, as for sentences. A document
 * finding weighs on a whole sample, so with few samples none may fail.
 */
export function failingShare(context: DerivationContext, failing: number): number {
  const samples = context.profile.samples.length;
  return samples === 0 ? 0 : failing / samples;
}

export function percent(share: number): string {
  return `${Math.round(share * 1000) / 10}%`;
}
