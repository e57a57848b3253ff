/**
 * AFINN words whose valence holds in one use only. "Like" is +2 as a verb ("we like it") but is far
 * more often a preposition or a filler ("a tool like this", "it looks like rain"): it counts only after
 * a subject or an auxiliary. Negators carry no valence of their own here ("no" is −1 in AFINN): they
 * flip the word they negate instead.
 */
export const SENTIMENT_CONTEXT_SOURCE =
  'AFINN-165 readme (Nielsen 2011): a word list without part-of-speech; VADER (Hutto & Gilbert 2014) handles "like" the same way';

/** Words before which "like" is the verb. */
export const LIKE_AS_VERB_AFTER: readonly string[] = [
  'i',
  'we',
  'you',
  'they',
  'he',
  'she',
  'would',
  "i'd",
  "we'd",
  "you'd",
  "they'd",
  'really',
  'also',
  'just',
  'do',
  'did',
  'does',
  "don't",
  "didn't",
  "doesn't",
  'not',
  'to',
  'people',
  'users',
  'customers',
];
