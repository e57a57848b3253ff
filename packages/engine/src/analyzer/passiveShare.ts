import type { SentenceRecord } from './reading.ts';
import type { SentenceSignals } from './sentenceSignals.ts';
import type { Driver, PassiveShare } from './types.ts';

/** The share of sentences of running prose with a passive the passive-voice rule flags. */
export function passiveShare(
  records: readonly SentenceRecord[],
  signals: readonly SentenceSignals[],
  maxDrivers: number,
): PassiveShare {
  let sentences = 0;
  const passive: Array<{ record: SentenceRecord; signal: SentenceSignals }> = [];
  for (const [index, record] of records.entries()) {
    const signal = signals[index];
    if (!signal || record.heading) continue;
    sentences++;
    if (signal.passives.length > 0) passive.push({ record, signal });
  }
  const examples: Driver[] = passive.slice(0, Math.max(0, maxDrivers)).map(({ record, signal }) => ({
    from: record.from,
    to: record.to,
    text: record.text,
    // Each passive sentence adds 1/sentences to the share, in percentage points.
    contribution: Math.round(10000 / sentences) / 100,
    markers: signal.passives.map((phrase) => `passive “${phrase}”`),
  }));
  return {
    sentences,
    passiveSentences: passive.length,
    share: sentences === 0 ? 0 : Math.round((passive.length / sentences) * 1000) / 1000,
    examples,
  };
}
