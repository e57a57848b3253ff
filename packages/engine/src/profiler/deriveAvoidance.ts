import type { Rule } from '../rules/types.ts';
import {
  failingShare,
  flaggedShare,
  percent,
  type Derivation,
  type DerivationContext,
} from './derivation.ts';
import { genericDerivation } from './genericRule.ts';
import type { ToneFitter } from './toneFit.ts';

/**
 * Any other catalogue rule, with its default parameters, when the samples rarely do what it flags: at
 * most the tolerance of their sentences (a document rule: of their samples). Evidence: the samples'
 * longest sentences it does not flag; exceptions: the ones it does.
 */
export function deriveAvoidance(context: DerivationContext, fit: ToneFitter, rule: Rule): Derivation | null {
  const outcome = context.trials.run(rule, {});
  if (!outcome) {
    context.skip(rule.info.id, 'It needs parameters the samples cannot give.');
    return null;
  }
  const samples = context.profile.samples.length;
  if (outcome.scope === 'document') {
    const share = failingShare(context, outcome.failingSamples);
    const summary = `It fails in ${outcome.failingSamples} of ${samples} samples (${percent(share)})`;
    if (share > context.tolerance) {
      context.skip(rule.info.id, `${summary}.`);
      return null;
    }
    return genericDerivation(context, fit, rule, outcome, {
      reason: `${summary}: the samples do what it asks.`,
      toneParams: {},
      mayVeto: true,
      untested: false,
    });
  }
  const share = flaggedShare(context, outcome.flagged.length);
  const summary = `It flags ${outcome.flagged.length} of ${context.trials.sentences} sample sentences (${percent(share)})`;
  if (share > context.tolerance) {
    context.skip(rule.info.id, `${summary}: the samples do what it flags.`);
    return null;
  }
  return genericDerivation(context, fit, rule, outcome, {
    reason: `${summary}: the samples avoid what it flags.`,
    toneParams: {},
    mayVeto: true,
    untested: outcome.matches === 0,
  });
}
