import { label } from './tone/aggregate.ts';
import type { SentenceSignals } from './sentenceSignals.ts';
import type { ContractionStyle, Formality, ToneDimension } from './types.ts';

/** Share of one kind (of contracted plus full forms) at which the style is that kind, not mixed. */
export const CONTRACTED_SHARE = 0.8;

/**
 * Formality on a 0–100 scale: the formal↔casual dimension turned around, `(100 − value) / 2`, so 100 is
 * the most formal, 0 the most casual and 50 neutral. The features behind it are reported as rates, and
 * the drivers are the dimension's, their contributions in formality points (positive: more formal).
 */
export function formality(signals: readonly SentenceSignals[], formalCasual: ToneDimension): Formality {
  let words = 0;
  let contracted = 0;
  let expanded = 0;
  let pronouns = 0;
  let casual = 0;
  let formal = 0;
  let latinate = 0;
  for (const signal of signals) {
    words += signal.words;
    contracted += signal.contractions.length;
    expanded += signal.expanded.length;
    pronouns += signal.pronouns.length;
    casual += signal.casual.length;
    formal += signal.formal.length;
    latinate += signal.latinate.length;
  }
  const per100 = (count: number): number => (words === 0 ? 0 : round((count / words) * 100));
  const score = Math.round((100 - formalCasual.value) / 2);
  const named = label(formalCasual.value, { left: 'formal', right: 'casual' });
  return {
    score,
    label: named === 'formal' || named === 'casual' ? named : 'neutral',
    features: {
      contractionsPer100Words: per100(contracted),
      personalPronounsPer100Words: per100(pronouns),
      casualMarkersPer100Words: per100(casual),
      formalMarkersPer100Words: per100(formal),
      latinateShare: words === 0 ? 0 : Math.round((latinate / words) * 1000) / 1000,
      meanSentenceLength: signals.length === 0 ? 0 : round(words / signals.length),
    },
    contractions: { contracted, expanded, style: contractionStyle(contracted, expanded) },
    drivers: formalCasual.drivers.map((driver) => ({
      ...driver,
      contribution: round(-driver.contribution / 2),
    })),
  };
}

export function contractionStyle(contracted: number, expanded: number): ContractionStyle {
  const total = contracted + expanded;
  if (total === 0) return 'none';
  if (contracted / total >= CONTRACTED_SHARE) return 'contracted';
  if (expanded / total >= CONTRACTED_SHARE) return 'expanded';
  return 'mixed';
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
