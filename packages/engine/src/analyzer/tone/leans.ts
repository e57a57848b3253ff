import type { Hit } from '../lexiconHits.ts';
import type { SentenceSignals } from '../sentenceSignals.ts';
import { TONE_WEIGHTS } from './weights.ts';

/** How far one sentence leans to each pole of a dimension, and the markers that make it lean. */
export interface SentenceLean {
  readonly left: number;
  readonly right: number;
  /** Markers found (baseline weight is not a marker). */
  readonly markers: readonly string[];
}

/** Collects marker points for one pole and labels for the drivers. */
class Pole {
  points = 0;
  private readonly labels: string[];
  constructor(labels: string[]) {
    this.labels = labels;
  }
  add(weight: number, label: string): void {
    if (weight <= 0) return;
    this.points += weight;
    this.labels.push(label);
  }
  hits(hits: readonly Hit[], factor: number, kind: string): void {
    for (const hit of hits) this.add(hit.weight * factor, `${kind} “${hit.text}”`);
  }
  each(items: readonly string[], weight: number, kind: string, cap = Infinity): void {
    let total = 0;
    for (const item of items) {
      const add = Math.min(weight, cap - total);
      if (add <= 0) break;
      total += add;
      this.add(add, `${kind} “${item}”`);
    }
  }
}

function lean(build: (left: Pole, right: Pole) => void): SentenceLean {
  const markers: string[] = [];
  const left = new Pole(markers);
  const right = new Pole(markers);
  build(left, right);
  return { left: round(left.points), right: round(right.points), markers };
}

export function formalCasualLean(s: SentenceSignals): SentenceLean {
  const w = TONE_WEIGHTS.formalCasual;
  return lean((formal, casual) => {
    casual.each(s.contractions, w.contraction, 'contraction');
    casual.hits(s.casual, w.casualMarker, 'casual');
    casual.each(s.pronouns, w.pronoun, 'pronoun', w.pronounCap);
    if (s.exclamations > 0) casual.add(w.exclamation, 'exclamation mark');
    casual.each(
      [...s.humourEmoji, ...s.enthusiasmEmoji, ...s.otherEmoji, ...s.humourEmoticons],
      w.emoji,
      'emoji',
    );
    casual.each(s.shouted, w.shouted, 'capitals');
    formal.hits(s.formal, w.formalMarker, 'formal');
    formal.each(s.expanded, w.expanded, 'full form');
    formal.each(s.latinate, w.latinate, 'Latinate', w.latinateCap);
    if (s.words > w.longSentence) formal.add(w.longSentenceWeight, `long sentence (${s.words} words)`);
    formal.each(s.passives, w.passive, 'passive');
  });
}

export function seriousFunnyLean(s: SentenceSignals): SentenceLean {
  const w = TONE_WEIGHTS.seriousFunny;
  const built = lean((serious, funny) => {
    funny.hits(s.humour, w.humourMarker, 'humour');
    funny.each([...s.humourEmoji, ...s.humourEmoticons], w.humourEmoji, 'playful emoji');
    serious.hits(s.serious, w.seriousMarker, 'serious');
    if (s.sentiment.sum <= w.negativeSum) {
      serious.add(w.negativeWeight, `negative sentiment (${s.sentiment.sum})`);
    }
  });
  return built.right > 0 ? built : { ...built, left: round(built.left + w.baseline) };
}

export function respectfulIrreverentLean(s: SentenceSignals): SentenceLean {
  const w = TONE_WEIGHTS.respectfulIrreverent;
  const built = lean((respectful, irreverent) => {
    irreverent.each(s.profanities, w.profanity, 'profanity');
    irreverent.hits(s.irreverent, w.irreverentMarker, 'irreverent');
    irreverent.each(s.shouted, w.shouted, 'capitals');
    respectful.hits(s.respect, w.respectMarker, 'polite');
  });
  return built.right > 0 ? built : { ...built, left: round(built.left + w.baseline) };
}

export function enthusiasticMatterOfFactLean(s: SentenceSignals, text: string): SentenceLean {
  const w = TONE_WEIGHTS.enthusiasticMatterOfFact;
  const built = lean((enthusiastic, factual) => {
    enthusiastic.hits(s.enthusiasm, w.enthusiasmMarker, 'enthusiastic');
    enthusiastic.each(
      Array.from({ length: s.exclamations }, () => '!'),
      w.exclamation,
      'exclamation',
      w.exclamationCap * w.exclamation,
    );
    enthusiastic.each(s.boosters, w.booster, 'booster');
    enthusiastic.each(s.enthusiasmEmoji, w.emoji, 'emoji');
    enthusiastic.each(s.shouted, w.shouted, 'capitals');
    if (s.sentiment.sum >= w.positiveSum) {
      enthusiastic.add(w.positiveWeight, `positive sentiment (+${s.sentiment.sum})`);
    }
    factual.add(Math.min(s.numbers * w.figure, w.figureCap), `figures (${s.numbers})`);
  });
  const plain = built.left === 0 && /\.\s*$/.test(text);
  return plain ? { ...built, right: round(built.right + w.baseline) } : built;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
