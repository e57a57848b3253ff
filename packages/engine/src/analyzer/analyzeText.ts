import { checkText } from '../check/checkText.ts';
import { countText } from './counts.ts';
import { distribution } from './distribution.ts';
import { emotionality } from './emotionality.ts';
import { formality } from './formality.ts';
import { passiveShare } from './passiveShare.ts';
import { readability } from './readability.ts';
import { readText, type TextReading } from './reading.ts';
import { sentenceSignals, type SentenceSignals } from './sentenceSignals.ts';
import { toneDimensions } from './tone/toneDimensions.ts';
import type { Analysis, AnalyzeOptions } from './types.ts';

/** Lower bounds of the sentence-length buckets, in words (the last bucket is open). */
export const SENTENCE_LENGTH_BUCKETS: readonly number[] = [1, 6, 11, 16, 21, 26, 31, 41];
/** Lower bounds of the word-length buckets, in letters. */
export const WORD_LENGTH_BUCKETS: readonly number[] = [1, 3, 5, 7, 9, 11, 13];

/**
 * Measures a text: counts, sentence and word lengths, readability grades, passive share, emotionality,
 * formality and the four tone dimensions, each with the sentences that drive it; with a guide, also
 * the match. Reads the text once with the engine's document model and language layer. Deterministic.
 */
export function analyzeText(text: string, options: AnalyzeOptions = {}): Analysis {
  const format = options.format ?? 'plain';
  const reading = readText(text, format);
  const analysis = analyzeReading(reading, sentenceSignals(reading), options.maxDrivers ?? 5);
  if (!options.guide) return analysis;
  const glossaries = options.glossaries;
  return {
    ...analysis,
    match: checkText(text, options.guide, { format, ...(glossaries ? { glossaries } : {}) }),
  };
}

/** The analysis of a text already read (the profiler reads each sample once for every use). */
export function analyzeReading(
  reading: TextReading,
  signals: readonly SentenceSignals[],
  maxDrivers: number,
): Analysis {
  const records = reading.sentences;
  const sentenceLengths: number[] = [];
  const wordLengths: number[] = [];
  const basis = { sentences: 0, words: 0, syllables: 0, letters: 0, polysyllabicWords: 0, complexWords: 0 };
  for (const [index, record] of records.entries()) {
    const signal = signals[index];
    if (signal) wordLengths.push(...signal.wordLengths);
    // Headings are titles, not sentences: they would make the text look simpler than it reads.
    if (!signal || record.heading) continue;
    sentenceLengths.push(signal.words);
    basis.sentences++;
    basis.words += signal.words;
    basis.syllables += signal.syllables;
    basis.letters += signal.letters;
    basis.polysyllabicWords += signal.polysyllabic;
    basis.complexWords += signal.complex;
  }
  const tone = toneDimensions(records, signals, maxDrivers);
  return {
    format: reading.format,
    counts: countText(reading, signals),
    sentenceLength: distribution(sentenceLengths, SENTENCE_LENGTH_BUCKETS),
    wordLength: distribution(wordLengths, WORD_LENGTH_BUCKETS),
    readability: readability(basis),
    passive: passiveShare(records, signals, maxDrivers),
    emotionality: emotionality(records, signals, maxDrivers),
    formality: formality(signals, tone.formalCasual),
    tone,
  };
}
