import { compareSentences, evidenceOf, sentencesOf, type Sample, type SampleSentence } from './sampleSet.ts';
import type { EvidenceSentence } from './types.ts';

/** How many sentences an evidence or exception list shows. */
export const EVIDENCE_SIZE = 3;
export const EXCEPTIONS_SIZE = 5;

export function toEvidence(sentences: readonly SampleSentence[]): EvidenceSentence[] {
  return sentences.map((sentence) => evidenceOf(sentence.sample, sentence.record));
}

/**
 * Sentences that show the samples following a rule: the longest sentences of running prose that the
 * rule does not flag (long sentences give a rule the most chances to fire), independent of sample order.
 */
export function representative(
  samples: readonly Sample[],
  flagged: readonly SampleSentence[] = [],
  size = EVIDENCE_SIZE,
): EvidenceSentence[] {
  const excluded = new Set(flagged.map((sentence) => `${sentence.sample.index}:${sentence.at}`));
  const candidates = sentencesOf(samples).filter(
    (sentence) => !sentence.record.heading && !excluded.has(`${sentence.sample.index}:${sentence.at}`),
  );
  return toEvidence(pick(candidates, (sentence) => sentence.words, size));
}

/** The flagged sentences to show as exceptions, in an order independent of sample order. */
export function exceptionsOf(flagged: readonly SampleSentence[], size = EXCEPTIONS_SIZE): EvidenceSentence[] {
  return toEvidence(pick(flagged, () => 0, size));
}

/** The first `size` sentences by `key` (largest first), then text. */
export function pick(
  sentences: readonly SampleSentence[],
  key: (sentence: SampleSentence) => number,
  size: number,
): SampleSentence[] {
  return [...sentences].sort((a, b) => compareSentences(a, b, key)).slice(0, size);
}
