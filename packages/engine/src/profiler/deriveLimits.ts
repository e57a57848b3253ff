import type { ParameterInfo, Rule } from '../rules/types.ts';
import { clampTo, limitParameter } from './catalogueView.ts';
import {
  failingShare,
  flaggedShare,
  percent,
  type Derivation,
  type DerivationContext,
} from './derivation.ts';
import { pick, toEvidence } from './evidence.ts';
import { genericDerivation } from './genericRule.ts';
import type { TrialOutcome } from './ruleTrials.ts';
import type { ToneFitter } from './toneFit.ts';

/** Headroom added to what the samples reach: a tenth of the value, at least 1. */
export const HEADROOM = 0.1;

/** Bounds for a limit without its own (a search range must be finite). */
const DEFAULT_LOW = 0;
const DEFAULT_HIGH = 1000;

/**
 * A rule with a whole-number limit (`max`, or `min`): the strictest value the samples pass within the
 * tolerance, found by binary search (a larger `max` or a smaller `min` never flags more), plus a tenth
 * (at least 1) of headroom. Evidence: the sentences a one step stricter limit would flag, the ones at the limit.
 */
export function deriveLimit(context: DerivationContext, fit: ToneFitter, rule: Rule): Derivation | null {
  const parameter = limitParameter(rule.info);
  if (!parameter) return null;
  const isMax = parameter.name === 'max';
  const low = parameter.min ?? DEFAULT_LOW;
  const high = parameter.max ?? DEFAULT_HIGH;
  const trial = (value: number): TrialOutcome | null => context.trials.run(rule, { [parameter.name]: value });
  const passes = (value: number): boolean => {
    const outcome = trial(value);
    return outcome !== null && withinTolerance(context, outcome);
  };
  // The loosest setting: if the samples fail even that, the rule does not fit them.
  const loosest = isMax ? high : low;
  if (!passes(loosest)) {
    context.skip(rule.info.id, `The samples break it even with ${parameter.name} ${loosest}.`);
    return null;
  }
  // Smallest passing max (passes: false…false true…true) or largest passing min (true…true false…false).
  let from = low;
  let to = high;
  while (from < to) {
    if (isMax) {
      const middle = Math.floor((from + to) / 2);
      if (passes(middle)) to = middle;
      else from = middle + 1;
    } else {
      const middle = Math.ceil((from + to) / 2);
      if (passes(middle)) from = middle;
      else to = middle - 1;
    }
  }
  const value = from;
  const strictest = isMax ? low : high;
  const reached = trial(value);
  if (!reached) return null;
  if (value === strictest && reached.matches === 0) {
    return untestedLimit(context, fit, rule, parameter, value);
  }
  // Headroom past what the samples reach, as max-sentence-length rounds up: the samples are a few
  // texts, the guide is for many.
  const headroom = Math.max(1, Math.ceil(Math.abs(value) * HEADROOM));
  const limit = clampTo(parameter, isMax ? value + headroom : value - headroom);
  const outcome = trial(limit);
  if (!outcome) return null;
  const stricter = isMax ? value - 1 : value + 1;
  const atLimit = stricter >= low && stricter <= high ? (trial(stricter)?.flagged ?? []) : [];
  return genericDerivation(context, fit, rule, outcome, {
    reason: `The samples keep ${parameter.name} ${value} (${
      reached.scope === 'document'
        ? `${reached.failingSamples} of ${context.profile.samples.length} samples fail at that value`
        : `${reached.flagged.length} of ${context.trials.sentences} sentences flagged at that value`
    }, at most ${percent(context.tolerance)}); with headroom the guide allows ${parameter.name} ${limit}.`,
    ...(atLimit.length > 0 ? { sentences: toEvidence(pick(atLimit, (sentence) => sentence.words, 3)) } : {}),
    // Placed on the tone dimensions at its usual setting: a very strict limit flags the probes by chance.
    toneParams: {},
    mayVeto: true,
    untested: false,
  });
}

/**
 * The samples never come near the limit, not even at its strictest: they say nothing about it, so the
 * catalogue's default stays (they pass it, as they pass every looser value).
 */
function untestedLimit(
  context: DerivationContext,
  fit: ToneFitter,
  rule: Rule,
  parameter: ParameterInfo,
  strictest: number,
): Derivation | null {
  const fallback = typeof parameter.default === 'number' ? parameter.default : strictest;
  const outcome = context.trials.run(rule, { [parameter.name]: fallback });
  if (!outcome) return null;
  return genericDerivation(context, fit, rule, outcome, {
    reason: `No sample comes near the limit, not even at ${parameter.name} ${strictest}: the default ${parameter.name} ${fallback} stays.`,
    toneParams: {},
    mayVeto: true,
    untested: true,
  });
}

function withinTolerance(context: DerivationContext, outcome: TrialOutcome): boolean {
  if (outcome.scope === 'document') {
    return failingShare(context, outcome.failingSamples) <= context.tolerance;
  }
  return flaggedShare(context, outcome.flagged.length) <= context.tolerance;
}
