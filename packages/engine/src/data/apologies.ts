import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Apologies. One sincere apology builds trust; several in one message read as grovelling and bury the
 * help. "A sorry state" and "no apology needed" are not apologies.
 */
const SORRY = 'An apology: one per message is sincere, more bury the help.';

const entry = (id: string, phrases: string[], extra: Partial<PhraseEntry> = {}): PhraseEntry => ({
  id,
  phrases,
  suggestions: [],
  reason: SORRY,
  source: SOURCES.mailchimp,
  ...extra,
});

export const APOLOGY_ENTRIES: readonly PhraseEntry[] = [
  entry('sorry', ['sorry'], {
    notAfter: ['a', 'the', 'feel', 'feels', 'felt', 'feeling', 'say', 'saying', 'said'],
    // Naming the word or a screen, not apologising: "a sorry state", "the Sorry page".
    notBefore: [
      'state',
      'sight',
      'excuse',
      'tale',
      'lot',
      'page',
      'screen',
      'message',
      'messages',
      'template',
      'emails',
    ],
  }),
  entry('apologize', ['apologize', 'apologise'], {
    forms: 'verb',
    notAfter: ['to', 'no', 'not', 'never', "don't", "didn't", "doesn't", 'when', 'how', 'why', 'or'],
  }),
  entry('apologies', ['apologies', 'apology', 'our apologies', 'my apologies'], {
    // "the apology email", "send an apology", "a formal apology": apologies talked about, not made.
    notAfter: [
      'no',
      'without',
      'an',
      'need',
      'the',
      'this',
      'that',
      'a',
      'formal',
      'public',
      'written',
      'official',
      'their',
      'his',
      'her',
    ],
    notBefore: [
      'needed',
      'necessary',
      'required',
      'email',
      'emails',
      'letter',
      'letters',
      'note',
      'template',
      'templates',
      'banner',
    ],
  }),
  entry('we-regret', ['we regret', 'i regret', 'we deeply regret', 'we sincerely regret']),
  entry('pardon', ['pardon the inconvenience', 'excuse the inconvenience', 'forgive us', 'forgive me']),
];
