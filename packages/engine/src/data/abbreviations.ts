import { listed } from './listedWord.ts';
import { SOURCES } from './sources.ts';

/**
 * Abbreviations that end in a full stop ("Acme Inc.", "etc."): a heading that ends in one does not end
 * in punctuation. Initials ("U.S.") are told by their shape.
 */
export const FULL_STOP_ABBREVIATIONS = listed(
  ['inc', 'ltd', 'co', 'corp', 'etc', 'jr', 'sr', 'st', 'vs', 'no', 'dr', 'mr', 'mrs', 'ms'],
  'An abbreviation written with a full stop: the stop belongs to the word, not to the heading.',
  SOURCES.chicago,
);
