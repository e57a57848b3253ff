import { topDrivers } from './tone/aggregate.ts';
import type { SentenceRecord } from './reading.ts';
import type { SentenceSignals } from './sentenceSignals.ts';
import type { Driver, Emotionality, Intensity, Sentiment } from './types.ts';

/** VADER's normalisation constant: a sentence sum s maps to s / √(s² + 15), in −1..1. */
export const SENTIMENT_ALPHA = 15;
/** Intensity markers per 100 words at which intensity reads 50. */
export const INTENSITY_HALF = 4;
/** |sentiment score| at which the label is positive or negative rather than neutral. */
export const SENTIMENT_LABEL_THRESHOLD = 10;

export function emotionality(
  records: readonly SentenceRecord[],
  signals: readonly SentenceSignals[],
  maxDrivers: number,
): Emotionality {
  const sentimentPart = sentiment(records, signals, maxDrivers);
  const intensityPart = intensity(records, signals, maxDrivers);
  return {
    score: Math.round((Math.abs(sentimentPart.score) + intensityPart.score) / 2),
    sentiment: sentimentPart,
    intensity: intensityPart,
  };
}

function sentiment(
  records: readonly SentenceRecord[],
  signals: readonly SentenceSignals[],
  maxDrivers: number,
): Sentiment {
  const count = signals.length;
  let compoundSum = 0;
  let total = 0;
  let words = 0;
  let positive = 0;
  let negative = 0;
  const drivers: Driver[] = [];
  for (const [index, signal] of signals.entries()) {
    const { sum, terms } = signal.sentiment;
    words += signal.words;
    total += sum;
    for (const term of terms) {
      if (term.value > 0) positive++;
      else if (term.value < 0) negative++;
    }
    const compound = sum / Math.sqrt(sum * sum + SENTIMENT_ALPHA);
    compoundSum += compound;
    const record = records[index];
    if (!record || terms.length === 0 || count === 0) continue;
    drivers.push({
      from: record.from,
      to: record.to,
      text: record.text,
      contribution: round((100 * compound) / count),
      markers: terms.map((term) =>
        term.negatedBy === undefined
          ? `“${term.text}” ${signed(term.value)}`
          : `“${term.text}” ${signed(term.valence)} → ${signed(term.value)} (negated by “${term.negatedBy}”)`,
      ),
    });
  }
  const score = count === 0 ? 0 : Math.round((100 * compoundSum) / count);
  return {
    score,
    label:
      score >= SENTIMENT_LABEL_THRESHOLD
        ? 'positive'
        : score <= -SENTIMENT_LABEL_THRESHOLD
          ? 'negative'
          : 'neutral',
    afinnTotal: round(total),
    afinnPerWord: words === 0 ? 0 : Math.round((total / words) * 1000) / 1000,
    positiveWords: positive,
    negativeWords: negative,
    drivers: topDrivers(
      drivers.filter((driver) => driver.contribution !== 0),
      maxDrivers,
    ),
  };
}

/** Boosters, exclamation marks (three at most per sentence), shouted words, strong words, emoji. */
function intensityMarkers(signal: SentenceSignals): { weight: number; markers: string[] } {
  const markers: string[] = [];
  let weight = 0;
  const add = (amount: number, label: string): void => {
    weight += amount;
    markers.push(label);
  };
  for (const word of signal.boosters) add(1, `booster “${word}”`);
  const exclamations = Math.min(signal.exclamations, 3);
  if (exclamations > 0) {
    add(exclamations, exclamations === 1 ? 'exclamation mark' : `${exclamations} exclamation marks`);
  }
  for (const word of signal.shouted) add(1, `capitals “${word}”`);
  for (const term of signal.sentiment.terms) {
    if (Math.abs(term.value) >= 4) add(1, `strong word “${term.text}”`);
  }
  for (const emoji of [...signal.humourEmoji, ...signal.enthusiasmEmoji, ...signal.otherEmoji]) {
    add(0.5, `emoji ${emoji}`);
  }
  return { weight, markers };
}

function intensity(
  records: readonly SentenceRecord[],
  signals: readonly SentenceSignals[],
  maxDrivers: number,
): Intensity {
  const perSentence = signals.map(intensityMarkers);
  let markers = 0;
  let words = 0;
  for (const [index, entry] of perSentence.entries()) {
    markers += entry.weight;
    words += signals[index]?.words ?? 0;
  }
  const per100Words = words === 0 ? 0 : (markers / words) * 100;
  const score = Math.round((100 * per100Words) / (per100Words + INTENSITY_HALF));
  const drivers: Driver[] = [];
  for (const [index, entry] of perSentence.entries()) {
    const record = records[index];
    if (!record || entry.weight === 0) continue;
    drivers.push({
      from: record.from,
      to: record.to,
      text: record.text,
      contribution: round((score * entry.weight) / markers),
      markers: entry.markers,
    });
  }
  return {
    score,
    markers: round(markers),
    per100Words: round(per100Words),
    drivers: topDrivers(drivers, maxDrivers),
  };
}

function signed(value: number): string {
  return value > 0 ? `+${value}` : `${value}`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
