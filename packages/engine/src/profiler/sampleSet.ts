import { analyzeReading } from '../analyzer/analyzeText.ts';
import { readText, type SentenceRecord, type TextReading } from '../analyzer/reading.ts';
import { sentenceSignals, type SentenceSignals } from '../analyzer/sentenceSignals.ts';
import type { Analysis } from '../analyzer/types.ts';
import type { TextFormat } from '../document/types.ts';
import type { EvidenceSentence } from './types.ts';

/** A sample read once: its reading, the signals of its sentences and its analysis. */
export interface Sample {
  /** Position in the input's `texts`. */
  readonly index: number;
  readonly text: string;
  readonly reading: TextReading;
  readonly signals: readonly SentenceSignals[];
  readonly analysis: Analysis;
}

/** Drivers per measure kept for a sample: enough to pick evidence from, not the whole text. */
const DRIVERS_PER_SAMPLE = 5;

export function readSample(text: string, index: number, format: TextFormat): Sample {
  const reading = readText(text, format);
  const signals = sentenceSignals(reading);
  return { index, text, reading, signals, analysis: analyzeReading(reading, signals, DRIVERS_PER_SAMPLE) };
}

/** A sentence of a sample, as evidence. */
export function evidenceOf(sample: Sample, record: SentenceRecord): EvidenceSentence {
  return { sample: sample.index, from: record.from, to: record.to, text: record.text };
}

/** A sentence of a sample with what evidence selection sorts by. */
export interface SampleSentence {
  readonly sample: Sample;
  readonly record: SentenceRecord;
  /** Index of the record in `sample.reading.sentences`. */
  readonly at: number;
  readonly words: number;
}

export function sentencesOf(samples: readonly Sample[]): SampleSentence[] {
  return samples.flatMap((sample) =>
    sample.reading.sentences.map((record, at) => ({ sample, record, at, words: record.words.length })),
  );
}

/**
 * Orders sentences without regard to the order of the samples: by the given key, then by text, then by
 * sample content. Evidence picked in this order is the same whichever way the samples are listed.
 */
export function compareSentences(
  a: SampleSentence,
  b: SampleSentence,
  key: (sentence: SampleSentence) => number,
): number {
  return (
    key(b) - key(a) ||
    compareText(a.record.text, b.record.text) ||
    compareText(a.sample.text, b.sample.text) ||
    a.record.from - b.record.from
  );
}

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
