import type { SentenceRecord } from '../reading.ts';
import type { Driver, ToneDimension, ToneDimensionId } from '../types.ts';
import type { SentenceLean } from './leans.ts';
import { TONE_WEIGHTS } from './weights.ts';

export interface DimensionPoles {
  readonly id: ToneDimensionId;
  readonly left: string;
  readonly right: string;
}

/**
 * Turns the leans of the sentences into a value from −100 (left pole) to 100 (right pole):
 *
 *   value = 100 · Σ(right − left) / max(Σ(right + left), 2 · sentences)
 *
 * Markers of both poles cancel out; the floor of the denominator keeps a text with few markers near 0.
 * Each sentence's contribution is its own term of the sum, so the contributions add up to the value.
 */
export function aggregateDimension(
  poles: DimensionPoles,
  records: readonly SentenceRecord[],
  leans: readonly SentenceLean[],
  maxDrivers: number,
): ToneDimension {
  let net = 0;
  let total = 0;
  for (const lean of leans) {
    net += lean.right - lean.left;
    total += lean.right + lean.left;
  }
  const denominator = Math.max(total, TONE_WEIGHTS.saturationPerSentence * leans.length);
  const value = denominator === 0 ? 0 : Math.round((100 * net) / denominator);
  const candidates: Driver[] = [];
  for (const [index, lean] of leans.entries()) {
    const record = records[index];
    if (!record || lean.markers.length === 0) continue;
    const contribution = round((100 * (lean.right - lean.left)) / denominator);
    if (contribution === 0) continue;
    candidates.push({
      from: record.from,
      to: record.to,
      text: record.text,
      contribution,
      markers: lean.markers,
    });
  }
  return { ...poles, value, label: label(value, poles), drivers: topDrivers(candidates, maxDrivers) };
}

export function label(value: number, poles: { left: string; right: string }): string {
  if (value <= -TONE_WEIGHTS.labelThreshold) return poles.left;
  if (value >= TONE_WEIGHTS.labelThreshold) return poles.right;
  return 'neutral';
}

/** The drivers with the largest share, largest first; ties in text order. */
export function topDrivers(drivers: readonly Driver[], limit: number): Driver[] {
  return [...drivers]
    .sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution) || a.from - b.from)
    .slice(0, Math.max(0, limit));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
