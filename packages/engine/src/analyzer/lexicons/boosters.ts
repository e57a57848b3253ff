/**
 * Boosters: adverbs that raise the intensity of what follows ("extremely", "totally"). The list is
 * VADER's booster dictionary (Hutto & Gilbert 2014, "VADER: A Parsimonious Rule-based Model for
 * Sentiment Analysis of Social Media Text", ICWSM; vaderSentiment, MIT licence) without the entries that
 * are mostly something else in running text ("so", "more", "most", "major", "total", "quite") and
 * without the profane ones (the profanity rule sees those).
 */
export const BOOSTERS_SOURCE = 'VADER booster dictionary (Hutto & Gilbert 2014), vaderSentiment';
export const BOOSTERS_REASON = 'Raises the intensity of the word it modifies.';

export const BOOSTERS: readonly string[] = [
  'absolutely',
  'amazingly',
  'awfully',
  'completely',
  'considerably',
  'decidedly',
  'deeply',
  'enormously',
  'entirely',
  'especially',
  'exceptionally',
  'extremely',
  'fabulously',
  'greatly',
  'hella',
  'highly',
  'hugely',
  'incredibly',
  'intensely',
  'majorly',
  'particularly',
  'purely',
  'really',
  'remarkably',
  'substantially',
  'thoroughly',
  'totally',
  'tremendously',
  'uber',
  'unbelievably',
  'unusually',
  'utterly',
  'very',
];
