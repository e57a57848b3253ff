import type { SentenceRecord } from '../reading.ts';
import type { SentenceSignals } from '../sentenceSignals.ts';
import type { ToneDimensions } from '../types.ts';
import { aggregateDimension } from './aggregate.ts';
import {
  enthusiasticMatterOfFactLean,
  formalCasualLean,
  respectfulIrreverentLean,
  seriousFunnyLean,
  type SentenceLean,
} from './leans.ts';

/** The four tone dimensions of NN/g (Moran 2016), each with the sentences that drive it. */
export function toneDimensions(
  records: readonly SentenceRecord[],
  signals: readonly SentenceSignals[],
  maxDrivers: number,
): ToneDimensions {
  const leans = (of: (signals: SentenceSignals, index: number) => SentenceLean): SentenceLean[] =>
    signals.map(of);
  return {
    formalCasual: aggregateDimension(
      { id: 'formal-casual', left: 'formal', right: 'casual' },
      records,
      leans(formalCasualLean),
      maxDrivers,
    ),
    seriousFunny: aggregateDimension(
      { id: 'serious-funny', left: 'serious', right: 'funny' },
      records,
      leans(seriousFunnyLean),
      maxDrivers,
    ),
    respectfulIrreverent: aggregateDimension(
      { id: 'respectful-irreverent', left: 'respectful', right: 'irreverent' },
      records,
      leans(respectfulIrreverentLean),
      maxDrivers,
    ),
    enthusiasticMatterOfFact: aggregateDimension(
      { id: 'enthusiastic-matter-of-fact', left: 'enthusiastic', right: 'matter-of-fact' },
      records,
      leans((signal, index) => enthusiasticMatterOfFactLean(signal, records[index]?.text ?? '')),
      maxDrivers,
    ),
  };
}
