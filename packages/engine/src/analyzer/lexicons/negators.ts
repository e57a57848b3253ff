/**
 * Negators: a word of this list up to three words before a sentiment word flips (and damps) its
 * valence: "not good" reads negative. The list is VADER's NEGATE list (Hutto & Gilbert 2014,
 * vaderSentiment, MIT licence) in the spellings with apostrophes; any word ending in "n't" negates too.
 */
export const NEGATORS_SOURCE = 'VADER NEGATE list (Hutto & Gilbert 2014), vaderSentiment';
export const NEGATORS_REASON = 'Negates the sentiment word that follows it.';

export const NEGATORS: readonly string[] = [
  'not',
  'no',
  'never',
  'none',
  'nobody',
  'nothing',
  'nowhere',
  'neither',
  'nor',
  'nope',
  'cannot',
  'without',
  'rarely',
  'seldom',
  'hardly',
  'barely',
  'despite',
];
