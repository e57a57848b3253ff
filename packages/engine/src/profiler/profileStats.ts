import { greetingShare } from './deriveGreeting.ts';
import type { DerivationContext } from './derivation.ts';
import type { SampleProfile } from './sampleProfile.ts';
import type { SelfCheck } from './selfCheck.ts';
import type { ProfileStats, SkippedRule } from './types.ts';

/** The measures the derivations read, the self-check and the rules left out, for the builder to show. */
export function statsOf(
  profile: SampleProfile,
  context: DerivationContext,
  check: SelfCheck,
  considered: number,
  skipped: readonly SkippedRule[],
): ProfileStats {
  const tone = Object.fromEntries(
    Object.values(profile.tone).map((dimension) => [
      dimension.id,
      { value: dimension.value, label: dimension.label },
    ]),
  ) as ProfileStats['tone'];
  return {
    samples: profile.samples.length,
    words: profile.words,
    sentences: profile.samples.reduce((sum, sample) => sum + sample.reading.sentences.length, 0),
    paragraphs: profile.paragraphs.length,
    sentenceLength: profile.sentenceLength,
    paragraphSentences: profile.paragraphSentences,
    readability: profile.readability,
    passiveShare: profile.passiveShare,
    greetingShare: greetingShare(context),
    contractions: profile.contractions,
    tone,
    formality: profile.formality,
    sentiment: profile.sentiment,
    intensity: profile.intensity,
    selfCheck: { scores: check.scores, mean: check.mean, min: check.min },
    rulesConsidered: considered,
    skipped,
  };
}
