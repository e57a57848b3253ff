import type { Rule } from '../rules/types.ts';
import { choiceParameter } from './catalogueView.ts';
import { flaggedShare, percent, type Derivation, type DerivationContext } from './derivation.ts';
import { pick, toEvidence } from './evidence.ts';
import { genericDerivation } from './genericRule.ts';
import type { TrialOutcome } from './ruleTrials.ts';
import type { ToneFitter } from './toneFit.ts';

/**
 * The fewest sentences the other styles must flag before the samples count as having chosen a style:
 * samples that never meet the choice (no contractions and no full forms) show no preference.
 */
export const CHOICE_OPPORTUNITY = 2;

/**
 * A rule with a style parameter (`{style: 'use' | 'avoid'}`, contraction style and the like): each
 * option runs on the samples; the option the samples pass is derived when they pass it within the
 * tolerance and another option flags them clearly (at least twice, and three times as often).
 * Evidence: the sentences the other option flags, which show the samples' style.
 */
export function deriveChoice(context: DerivationContext, fit: ToneFitter, rule: Rule): Derivation | null {
  const parameter = choiceParameter(rule.info);
  if (!parameter?.options) return null;
  const outcomes = parameter.options
    .map((option) => context.trials.run(rule, { [parameter.name]: option }))
    .filter((outcome): outcome is TrialOutcome => outcome !== null);
  const sorted = [...outcomes].sort((a, b) => a.flagged.length - b.flagged.length);
  const best = sorted[0];
  const other = sorted[sorted.length - 1];
  if (!best || !other || best === other) return null;
  const chosen = String(best.params[parameter.name]);
  const rejected = String(other.params[parameter.name]);
  const counts = `“${chosen}” flags ${best.flagged.length} sample sentences, “${rejected}” flags ${other.flagged.length}`;
  if (other.flagged.length < CHOICE_OPPORTUNITY || other.flagged.length < 3 * best.flagged.length) {
    context.skip(rule.info.id, `The samples show no clear ${parameter.name}: ${counts}.`);
    return null;
  }
  if (flaggedShare(context, best.flagged.length) > context.tolerance) {
    context.skip(rule.info.id, `${counts}: more than ${percent(context.tolerance)} either way.`);
    return null;
  }
  return genericDerivation(context, fit, rule, best, {
    reason: `The samples follow ${parameter.name} “${chosen}”: ${counts}.`,
    sentences: toEvidence(pick(other.flagged, (sentence) => sentence.words, 3)),
    toneParams: best.params,
    mayVeto: false,
    untested: false,
  });
}
