import { entries, type LexiconEntry } from './types.ts';

/**
 * Words and phrases that show enthusiasm: high-arousal positive words, celebrations and interjections
 * of delight. Exclamation marks, boosters and celebratory emoji are counted apart.
 */
const AFINN = 'AFINN-165 (Nielsen 2011), positive valence of +3 or more';
const NNG =
  'NN/g, Moran (2016), "The Four Dimensions of Tone of Voice": enthusiastic copy is excited, energetic, full of superlatives';
const DELIGHT =
  'Merriam-Webster, interjections "used to express joy, approval or triumph" ("yay", "hooray", "woohoo")';

export const ENTHUSIASM_MARKERS: readonly LexiconEntry[] = [
  ...entries(
    [
      'amazing',
      'awesome',
      'fantastic',
      'brilliant',
      'wonderful',
      'superb',
      'outstanding',
      'stunning',
      'terrific',
      'fabulous',
      'breathtaking',
      'ecstatic',
      'thrilled',
      'excited',
      'exciting',
      'delighted',
      'woohoo',
      'wow',
    ],
    { reason: 'A high-arousal positive word.', source: AFINN, forms: 'none' },
  ),
  ...entries(['love', 'adore'], {
    reason: 'Declares strong affection for a thing, a staple of enthusiastic copy.',
    source: AFINN,
    forms: 'verb',
  }),
  ...entries(['yay', 'hooray', 'hurray', 'woo-hoo', 'yippee'], {
    reason: 'An interjection of delight.',
    source: DELIGHT,
    forms: 'none',
    weight: 1.5,
  }),
  ...entries(
    [
      "can't wait",
      'cannot wait',
      'incredible',
      'incredibly',
      'spectacular',
      'phenomenal',
      'epic',
      'game-changer',
      'game-changing',
      'stoked',
      'great news',
      'good news',
      'big news',
      'congratulations',
      'congrats',
      'proud to',
      'happy to announce',
      'best ever',
      'like never before',
    ],
    { reason: 'Superlative or celebratory wording.', source: NNG, forms: 'none' },
  ),
];
