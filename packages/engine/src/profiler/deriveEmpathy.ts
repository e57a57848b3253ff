import { MOST_SAMPLES_MISSING, ruleIn, type Derivation, type DerivationContext } from './derivation.ts';
import { pick, toEvidence } from './evidence.ts';
import { sentencesOf } from './sampleSet.ts';

/** A sentence whose AFINN sum is this negative or lower discusses something that went wrong. */
export const PROBLEM_SENTIMENT = -2;

/**
 * empathy when samples discuss problems and still pass the rule: at least one sample has a clearly
 * negative sentence (the analyzer's sentiment, a stand-in for "discusses a problem") and the rule
 * fails in at most one sample in five. Samples that never discuss a problem pass the
 * rule without showing anything, so they are no evidence. Evidence: the polite sentences (apology,
 * thanks, help) of the samples that discuss problems.
 */
export function deriveEmpathy(context: DerivationContext): Derivation | null {
  const rule = ruleIn(context, 'empathy');
  if (!rule) return null;
  const samples = context.profile.samples;
  const outcome = context.trials.run(rule, {});
  if (!outcome || samples.length === 0) return null;
  const sentences = sentencesOf(samples);
  const troubled = new Set(
    sentences
      .filter((sentence) => (sentence.sample.signals[sentence.at]?.sentiment.sum ?? 0) <= PROBLEM_SENTIMENT)
      .map((sentence) => sentence.sample.index),
  );
  if (troubled.size === 0) {
    context.skip(rule.info.id, 'No sample discusses a problem, so the samples show nothing about empathy.');
    return null;
  }
  if (outcome.failingSamples / samples.length > MOST_SAMPLES_MISSING) {
    context.skip(
      rule.info.id,
      `${outcome.failingSamples} of ${samples.length} samples discuss a problem without acknowledging it.`,
    );
    return null;
  }
  const polite = sentences.filter(
    (sentence) =>
      troubled.has(sentence.sample.index) && (sentence.sample.signals[sentence.at]?.respect.length ?? 0) > 0,
  );
  return {
    kind: 'measured',
    rule: { id: rule.info.id, params: {} },
    evidence: {
      ruleId: rule.info.id,
      reason: `${troubled.size} of ${samples.length} samples discuss a problem, and ${samples.length - outcome.failingSamples} of ${samples.length} acknowledge it, apologise or offer help where they do.`,
      sentences: toEvidence(pick(polite, () => 0, 3)),
      exceptions: toEvidence(pick(outcome.flagged, () => 0, 5)),
    },
  };
}
