import { percentile } from '../analyzer/distribution.ts';
import { clampTo, parameterOf } from './catalogueView.ts';
import { ruleIn, type Derivation, type DerivationContext } from './derivation.ts';
import { exceptionsOf, pick, toEvidence } from './evidence.ts';
import { compareText, evidenceOf } from './sampleSet.ts';
import type { EvidenceSentence } from './types.ts';

/** The share of sample sentences (and paragraphs) the length limits leave within the limit. */
export const LENGTH_PERCENTILE = 95;
/** Sentence-length limits are rounded up to a multiple of this. */
export const SENTENCE_LENGTH_STEP = 5;

/**
 * max-sentence-length: the 95th percentile of the samples' sentence lengths, rounded up to a multiple
 * of 5 and kept within the parameter's bounds. Evidence: the longest sentences within the limit.
 */
export function deriveMaxSentenceLength(context: DerivationContext): Derivation | null {
  const rule = ruleIn(context, 'max-sentence-length');
  const parameter = rule && parameterOf(rule.info, 'max', 'integer');
  if (!rule || !parameter) return null;
  const sentences = context.profile.bodySentences;
  if (sentences.length === 0) {
    context.skip(rule.info.id, 'The samples have no sentences to measure.');
    return null;
  }
  const lengths = sentences.map((sentence) => sentence.words).sort((a, b) => a - b);
  const high = percentile(lengths, LENGTH_PERCENTILE);
  const max = clampTo(parameter, Math.ceil(high / SENTENCE_LENGTH_STEP) * SENTENCE_LENGTH_STEP);
  const longest = lengths[lengths.length - 1] ?? 0;
  const within = sentences.filter((sentence) => sentence.words <= max);
  const outcome = context.trials.run(rule, { max });
  return {
    kind: 'measured',
    rule: { id: rule.info.id, params: { max } },
    evidence: {
      ruleId: rule.info.id,
      reason: `${LENGTH_PERCENTILE}% of the ${lengths.length} sample sentences have at most ${high} words (median ${context.profile.sentenceLength.median}, longest ${longest}); the limit is ${max}, rounded up to a multiple of ${SENTENCE_LENGTH_STEP}.`,
      sentences: toEvidence(pick(within, (sentence) => sentence.words, 3)),
      exceptions: exceptionsOf(outcome?.flagged ?? []),
    },
  };
}

/**
 * max-sentence-count: the 95th percentile of sentences per paragraph, within the parameter's bounds.
 * Evidence: the longest paragraphs within the limit.
 */
export function deriveMaxSentenceCount(context: DerivationContext): Derivation | null {
  const rule = ruleIn(context, 'max-sentence-count');
  const parameter = rule && parameterOf(rule.info, 'max', 'integer');
  if (!rule || !parameter) return null;
  const paragraphs = context.profile.paragraphs;
  if (paragraphs.length === 0) {
    context.skip(rule.info.id, 'The samples have no paragraphs to measure.');
    return null;
  }
  const counts = paragraphs.map((paragraph) => paragraph.sentences.length).sort((a, b) => a - b);
  const high = percentile(counts, LENGTH_PERCENTILE);
  const max = clampTo(parameter, high);
  const outcome = context.trials.run(rule, { max });
  const evidence: Array<{ count: number; sentence: EvidenceSentence; sampleText: string }> = [];
  for (const paragraph of paragraphs) {
    const first = paragraph.sentences[0];
    const last = paragraph.sentences[paragraph.sentences.length - 1];
    if (!first || !last || paragraph.sentences.length > max) continue;
    const whole = evidenceOf(paragraph.sample, first.record);
    const view = first.record.view;
    evidence.push({
      count: paragraph.sentences.length,
      sentence: {
        ...whole,
        to: last.record.to,
        text: view.text.slice(first.record.sentence.start, last.record.sentence.end),
      },
      sampleText: paragraph.sample.text,
    });
  }
  evidence.sort(
    (a, b) =>
      b.count - a.count ||
      compareText(a.sentence.text, b.sentence.text) ||
      compareText(a.sampleText, b.sampleText) ||
      a.sentence.from - b.sentence.from,
  );
  return {
    kind: 'measured',
    rule: { id: rule.info.id, params: { max } },
    evidence: {
      ruleId: rule.info.id,
      reason: `${LENGTH_PERCENTILE}% of the ${counts.length} sample paragraphs have at most ${high} sentences (median ${context.profile.paragraphSentences.median}, most ${counts[counts.length - 1] ?? 0}); the limit is ${max}.`,
      sentences: evidence.slice(0, 3).map((entry) => entry.sentence),
      exceptions: exceptionsOf(outcome?.flagged ?? []),
    },
  };
}
