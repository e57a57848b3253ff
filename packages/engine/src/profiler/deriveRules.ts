import type { Rule } from '../rules/types.ts';
import { choiceParameter, limitParameter, takesTerms } from './catalogueView.ts';
import type { Derivation, DerivationContext } from './derivation.ts';
import { deriveAvoidance } from './deriveAvoidance.ts';
import { deriveChoice } from './deriveChoices.ts';
import { deriveEmpathy } from './deriveEmpathy.ts';
import { deriveGreeting } from './deriveGreeting.ts';
import { deriveLimit } from './deriveLimits.ts';
import { deriveMaxSentenceCount, deriveMaxSentenceLength } from './deriveLengths.ts';
import { derivePassiveVoice } from './derivePassive.ts';
import type { ToneFitter } from './toneFit.ts';

/** Rules derived from a measure of the samples rather than from a trial of their defaults. */
export const MEASURED_RULES: ReadonlyArray<{
  readonly id: string;
  readonly derive: (context: DerivationContext) => Derivation | null;
}> = [
  { id: 'max-sentence-length', derive: deriveMaxSentenceLength },
  { id: 'max-sentence-count', derive: deriveMaxSentenceCount },
  { id: 'passive-voice', derive: derivePassiveVoice },
  { id: 'greeting-check', derive: deriveGreeting },
  { id: 'empathy', derive: deriveEmpathy },
];

const measuredIds = new Set(MEASURED_RULES.map((entry) => entry.id));

/** The catalogue rules the generic derivations consider: not measured, not fed by glossaries. */
export function genericCandidates(catalogue: readonly Rule[]): Rule[] {
  return catalogue.filter((rule) => !measuredIds.has(rule.info.id) && !takesTerms(rule.info));
}

/**
 * Derives a catalogue rule the samples may follow: a style parameter picks the style the samples use,
 * a `max`/`min` limit is calibrated to the samples, any other rule is taken with its defaults when the
 * samples avoid what it flags.
 */
export function deriveGeneric(context: DerivationContext, fit: ToneFitter, rule: Rule): Derivation | null {
  if (choiceParameter(rule.info)) return deriveChoice(context, fit, rule);
  if (limitParameter(rule.info)) return deriveLimit(context, fit, rule);
  return deriveAvoidance(context, fit, rule);
}
