import type { Rule } from '../rules/types.ts';
import type { Derivation, DerivationContext } from './derivation.ts';
import { exceptionsOf, representative, EVIDENCE_SIZE } from './evidence.ts';
import type { TrialOutcome } from './ruleTrials.ts';
import type { ToneFitter } from './toneFit.ts';
import type { EvidenceSentence } from './types.ts';

/** How a generic rule was derived, for its evidence and its tone check. */
export interface GenericHow {
  readonly reason: string;
  /** The rule's own evidence; the samples' longest unflagged sentences when omitted. */
  readonly sentences?: readonly EvidenceSentence[];
  /** The parameters to place the rule on the tone dimensions with (its usual setting). */
  readonly toneParams: Readonly<Record<string, unknown>>;
  /**
   * Whether working against the samples' tone leaves the rule out. A style the samples clearly chose
   * is evidence enough; a rule they merely pass is not.
   */
  readonly mayVeto: boolean;
  readonly untested: boolean;
}

/**
 * A catalogue rule the samples pass, checked against their tone: left out (and recorded) when it works
 * against the tone the samples lean to; otherwise derived, with the tone reasons added and the
 * sentences that show the tone added to the evidence.
 */
export function genericDerivation(
  context: DerivationContext,
  fit: ToneFitter,
  rule: Rule,
  outcome: TrialOutcome,
  how: GenericHow,
): Derivation | null {
  const { reason, sentences } = how;
  const tone = fit(rule, how.toneParams);
  if (tone.veto !== undefined && how.mayVeto) {
    context.skip(rule.info.id, tone.veto);
    return null;
  }
  const toneSentences = tone.supports.flatMap((support) => support.sentences);
  // The rule's own evidence comes first; a rule that only has the samples' longest sentences to show
  // lets the sentences that carry the tone go first.
  const ordered = sentences
    ? [...sentences, ...toneSentences]
    : [...toneSentences, ...representative(context.profile.samples, outcome.flagged)];
  const seen = new Set<string>();
  const evidence = ordered.filter((sentence) => {
    const key = `${sentence.sample}:${sentence.from}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    kind: 'generic',
    untested: how.untested,
    rule: { id: rule.info.id, params: { ...outcome.params } },
    evidence: {
      ruleId: rule.info.id,
      reason: [reason, ...tone.supports.map((support) => support.reason)].join(' '),
      sentences: evidence.slice(0, EVIDENCE_SIZE + toneSentences.length),
      exceptions: exceptionsOf(outcome.flagged),
    },
  };
}
