import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Vague quantities: "a lot of", "tons of", "countless". Give the number when you know it; "many" or
 * "much" when you do not. Everyday quantifiers ("some", "many", "several") are not listed: they are
 * often the precise choice.
 */
const VAGUE = 'It leaves the reader guessing how many: give the number, or write “many” or “much”.';

const entry = (id: string, phrases: string[], extra: Partial<PhraseEntry> = {}): PhraseEntry => ({
  id,
  phrases,
  suggestions: [],
  reason: VAGUE,
  source: SOURCES.plainLanguage,
  ...extra,
});

export const VAGUE_QUANTIFIER_ENTRIES: readonly PhraseEntry[] = [
  entry('a-lot-of', ['a lot of', 'lots of', 'a whole lot of', 'a bunch of', 'a ton of', 'heaps of']),
  // "20 tons of steel", "two loads of laundry": real measures.
  entry('tons-of', ['tons of', 'loads of', 'oodles of', 'gazillions of', 'zillions of'], {
    notAfter: [
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
      'metric',
      'the',
      'of',
      'few',
    ],
  }),
  entry('a-great-deal-of', [
    'a great deal of',
    'a good deal of',
    'a large number of',
    'a significant number of',
    'a huge number of',
    'a vast number of',
    'a great many',
    'quite a few',
    'a substantial number of',
    'a considerable amount of',
    'a significant amount of',
  ]),
  entry('countless', ['countless', 'numerous', 'innumerable', 'untold']),
];
