import {
  MOST_SAMPLES_MISSING,
  percent,
  ruleIn,
  type Derivation,
  type DerivationContext,
} from './derivation.ts';
import { pick, toEvidence } from './evidence.ts';
import type { Sample, SampleSentence } from './sampleSet.ts';

/**
 * greeting-check when the samples open with a greeting: the rule passes on all samples but at most one
 * in five. Evidence: the opening sentences of the samples that greet.
 */
export function deriveGreeting(context: DerivationContext): Derivation | null {
  const rule = ruleIn(context, 'greeting-check');
  if (!rule) return null;
  const samples = context.profile.samples;
  const outcome = context.trials.run(rule, {});
  if (!outcome || samples.length === 0) return null;
  const failing = new Set(outcome.failing);
  const greeting = samples.filter((sample) => !failing.has(sample.index));
  const share = greeting.length / samples.length;
  const summary = `${greeting.length} of ${samples.length} samples open with a greeting`;
  if (share < 1 - MOST_SAMPLES_MISSING) {
    context.skip(rule.info.id, `${summary} (${percent(share)}): too few to ask for one.`);
    return null;
  }
  return {
    kind: 'measured',
    rule: { id: rule.info.id, params: {} },
    evidence: {
      ruleId: rule.info.id,
      reason: `${summary} (${percent(share)}).`,
      sentences: toEvidence(pick(openings(greeting), () => 0, 3)),
      exceptions: toEvidence(pick(outcome.flagged, () => 0, 5)),
    },
  };
}

/** The share of samples that open with a greeting, as the greeting-check rule sees it (0 without it). */
export function greetingShare(context: DerivationContext): number {
  const rule = ruleIn(context, 'greeting-check');
  const outcome = rule && context.trials.run(rule, {});
  const samples = context.profile.samples.length;
  if (!outcome || samples === 0) return 0;
  return Math.round(((samples - outcome.failingSamples) / samples) * 1000) / 1000;
}

function openings(samples: readonly Sample[]): SampleSentence[] {
  return samples.flatMap((sample) => {
    const at = sample.reading.sentences.findIndex((record) => !record.heading);
    const record = sample.reading.sentences[at];
    return record ? [{ sample, record, at, words: record.words.length }] : [];
  });
}
