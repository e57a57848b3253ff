/**
 * Writing a word in capitals shouts it ("this is HUGE"), one of VADER's intensity cues (Hutto & Gilbert
 * 2014: "ALL-CAPS emphasis"). Acronyms are capitals too ("API", "GDPR"), so only capitalised words that
 * are themselves emotional or emphatic count: AFINN words, boosters, negators and enthusiasm words.
 * Chat abbreviations are written in capitals by convention and are not shouting.
 */
export const SHOUTING_SOURCE = 'VADER (Hutto & Gilbert 2014), ALL-CAPS emphasis';
export const SHOUTING_REASON = 'An emotional or emphatic word in capitals: shouting.';

export const CONVENTIONAL_CAPITALS: readonly string[] = [
  'lol',
  'omg',
  'wtf',
  'lmao',
  'rofl',
  'btw',
  'fyi',
  'asap',
  'imo',
  'imho',
  'tbh',
  'ok',
  'no',
];
