import { percent, ruleIn, type Derivation, type DerivationContext } from './derivation.ts';
import { exceptionsOf, representative } from './evidence.ts';

/** The passive share at or below which the samples "rarely" use the passive voice. */
export const PASSIVE_RARE = 0.1;

/**
 * passive-voice when at most 10% of the samples' sentences are passive (the analyzer's passive share,
 * which counts what the rule flags). Evidence: long active sentences; exceptions: the passive ones.
 */
export function derivePassiveVoice(context: DerivationContext): Derivation | null {
  const rule = ruleIn(context, 'passive-voice');
  if (!rule) return null;
  const { passiveShare, passiveSentences, bodySentences } = context.profile;
  const summary = `${passiveSentences.length} of ${bodySentences.length} sample sentences (${percent(passiveShare)}) use the passive voice`;
  if (bodySentences.length === 0 || passiveShare > PASSIVE_RARE) {
    context.skip(
      rule.info.id,
      `${summary}: more than ${percent(PASSIVE_RARE)}, so the passive is part of the style.`,
    );
    return null;
  }
  return {
    kind: 'measured',
    rule: { id: rule.info.id, params: {} },
    evidence: {
      ruleId: rule.info.id,
      reason: `${summary}: the samples rarely use it (at most ${percent(PASSIVE_RARE)}).`,
      sentences: representative(context.profile.samples, passiveSentences),
      exceptions: exceptionsOf(passiveSentences),
    },
  };
}
