import { listed } from './listed-word.ts';
import { NEGATIVE_AUXILIARY_CONTRACTIONS } from './negative-contractions.ts';

/**
 * Words that negate what follows: "no problem", "never lost", "isn't bad". A sentiment word within
 * three words after one of them does not count. Source: the negation list of VADER (Hutto & Gilbert,
 * 2014, "VADER: A Parsimonious Rule-based Model for Sentiment Analysis of Social Media Text").
 */
export const NEGATORS = listed(
  [
    'not',
    'no',
    'never',
    'none',
    'nobody',
    'nothing',
    'neither',
    'nor',
    'nowhere',
    'without',
    'cannot',
    'hardly',
    'barely',
    'rarely',
    'seldom',
    ...NEGATIVE_AUXILIARY_CONTRACTIONS,
    "mustn't",
    "needn't",
    "ain't",
    'zero',
    'less',
  ],
  'Negates the words after it.',
  'VADER negation list (Hutto & Gilbert, ICWSM 2014; https://github.com/cjhutto/vaderSentiment)',
);
