import { distribution, type Distribution } from '../analyzer/distribution.ts';
import { SENTENCE_LENGTH_BUCKETS } from '../analyzer/analyzeText.ts';
import { contractionStyle } from '../analyzer/formality.ts';
import { readability, type Readability } from '../analyzer/readability.ts';
import { label } from '../analyzer/tone/aggregate.ts';
import type {
  ContractionStyle,
  Driver,
  ToneDimension,
  ToneDimensionId,
  ToneDimensions,
} from '../analyzer/types.ts';
import type { Sample, SampleSentence } from './sampleSet.ts';

/** A paragraph of a sample with its sentences. */
export interface SampleParagraph {
  readonly sample: Sample;
  readonly sentences: readonly SampleSentence[];
}

/** A tone dimension over all samples, with the drivers of every sample. */
export interface PooledDimension {
  readonly id: ToneDimensionId;
  readonly left: string;
  readonly right: string;
  readonly value: number;
  readonly label: string;
  readonly drivers: ReadonlyArray<{ readonly sample: Sample; readonly driver: Driver }>;
}

/** The samples measured together: what the derivations read. */
export interface SampleProfile {
  readonly samples: readonly Sample[];
  readonly words: number;
  /** Sentences of running prose (not headings) of all samples. */
  readonly bodySentences: readonly SampleSentence[];
  readonly paragraphs: readonly SampleParagraph[];
  readonly sentenceLength: Distribution;
  readonly paragraphSentences: Distribution;
  readonly readability: Readability;
  readonly passiveShare: number;
  readonly passiveSentences: readonly SampleSentence[];
  readonly contractions: {
    readonly contracted: number;
    readonly expanded: number;
    readonly style: ContractionStyle;
  };
  readonly tone: Readonly<Record<ToneDimensionId, PooledDimension>>;
  readonly formality: number;
  readonly sentiment: number;
  readonly intensity: number;
}

const DIMENSIONS: ReadonlyArray<keyof ToneDimensions> = [
  'formalCasual',
  'seriousFunny',
  'respectfulIrreverent',
  'enthusiasticMatterOfFact',
];

/**
 * Pools the samples: lengths and counts over all of them, tone and emotion as means weighted by each
 * sample's sentences. Sums and sorted lists only, so the order of the samples does not matter.
 */
export function profileOf(samples: readonly Sample[]): SampleProfile {
  const bodySentences: SampleSentence[] = [];
  const paragraphs: SampleParagraph[] = [];
  const passiveSentences: SampleSentence[] = [];
  const basis = { sentences: 0, words: 0, syllables: 0, letters: 0, polysyllabicWords: 0, complexWords: 0 };
  let words = 0;
  let contracted = 0;
  let expanded = 0;
  for (const sample of samples) {
    const byBlock = new Map<number, SampleSentence[]>();
    for (const [at, record] of sample.reading.sentences.entries()) {
      const signal = sample.signals[at];
      if (!signal) continue;
      words += signal.words;
      contracted += signal.contractions.length;
      expanded += signal.expanded.length;
      if (record.heading) continue;
      const sentence = { sample, record, at, words: signal.words };
      bodySentences.push(sentence);
      if (signal.passives.length > 0) passiveSentences.push(sentence);
      const list = byBlock.get(record.block) ?? [];
      list.push(sentence);
      byBlock.set(record.block, list);
      basis.sentences++;
      basis.words += signal.words;
      basis.syllables += signal.syllables;
      basis.letters += signal.letters;
      basis.polysyllabicWords += signal.polysyllabic;
      basis.complexWords += signal.complex;
    }
    for (const [block, sentences] of byBlock) {
      // Table cells are not paragraphs: max-sentence-count leaves them alone too.
      if (sample.reading.blocks[block]?.view.kind !== 'table-cell') paragraphs.push({ sample, sentences });
    }
  }
  const weights = samples.map((sample) => sample.reading.sentences.length);
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  const mean = (of: (sample: Sample) => number): number =>
    weightTotal === 0
      ? 0
      : Math.round(
          samples.reduce((sum, sample, index) => sum + of(sample) * (weights[index] ?? 0), 0) / weightTotal,
        );
  const pooled = (key: keyof ToneDimensions): PooledDimension => {
    const first: ToneDimension | undefined = samples[0]?.analysis.tone[key];
    const value = mean((sample) => sample.analysis.tone[key].value);
    const poles = { left: first?.left ?? '', right: first?.right ?? '' };
    return {
      id: first?.id ?? idOf(key),
      ...poles,
      value,
      label: label(value, poles),
      drivers: samples.flatMap((sample) =>
        sample.analysis.tone[key].drivers.map((driver) => ({ sample, driver })),
      ),
    };
  };
  const tone = Object.fromEntries(DIMENSIONS.map((key) => [idOf(key), pooled(key)])) as Record<
    ToneDimensionId,
    PooledDimension
  >;
  return {
    samples,
    words,
    bodySentences,
    paragraphs,
    sentenceLength: distribution(
      bodySentences.map((sentence) => sentence.words),
      SENTENCE_LENGTH_BUCKETS,
    ),
    paragraphSentences: distribution(
      paragraphs.map((paragraph) => paragraph.sentences.length),
      [1, 2, 3, 4, 5, 6, 8, 11],
    ),
    readability: readability(basis),
    passiveShare:
      bodySentences.length === 0
        ? 0
        : Math.round((passiveSentences.length / bodySentences.length) * 1000) / 1000,
    passiveSentences,
    contractions: { contracted, expanded, style: contractionStyle(contracted, expanded) },
    tone,
    formality: mean((sample) => sample.analysis.formality.score),
    sentiment: mean((sample) => sample.analysis.emotionality.sentiment.score),
    intensity: mean((sample) => sample.analysis.emotionality.intensity.score),
  };
}

function idOf(key: keyof ToneDimensions): ToneDimensionId {
  switch (key) {
    case 'formalCasual':
      return 'formal-casual';
    case 'seriousFunny':
      return 'serious-funny';
    case 'respectfulIrreverent':
      return 'respectful-irreverent';
    case 'enthusiasticMatterOfFact':
      return 'enthusiastic-matter-of-fact';
  }
}
