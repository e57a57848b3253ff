import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Weasel words: claims attributed to nobody in particular ("studies show", "experts agree", "it is
 * widely believed"). Name the source, or make the claim as your own. "Our research shows" names one.
 */
const UNSOURCED = 'It claims support without naming it; cite the source or make the claim yourself.';

// A determiner or name before "research shows" says whose research it is.
const OWNED = [
  'our',
  'my',
  'this',
  'that',
  'these',
  'those',
  'the',
  'their',
  'his',
  'her',
  'its',
  'your',
  'new',
  'recent',
  'internal',
  'independent',
];

const entry = (id: string, phrases: string[], extra: Partial<PhraseEntry> = {}): PhraseEntry => ({
  id,
  phrases,
  suggestions: [],
  reason: UNSOURCED,
  source: SOURCES.wikipediaWeasel,
  ...extra,
});

export const WEASEL_ENTRIES: readonly PhraseEntry[] = [
  entry('some-people-say', [
    'some people say',
    'some people think',
    'some people believe',
    'some say',
    'some would say',
    'some would argue',
    'many people say',
    'many people think',
    'many people believe',
    'many say',
    'many believe',
  ]),
  entry('it-is-said', [
    'it is said',
    'it is believed',
    'it is thought',
    'it is widely believed',
    'it is widely known',
    'it is widely accepted',
    'it is widely thought',
    'it is generally accepted',
    'it is generally believed',
    'it is often said',
    'it has been said',
    'it has been suggested',
    'it has been claimed',
    'it could be argued',
    'it can be argued',
    'it is commonly known',
  ]),
  entry(
    'studies-show',
    [
      'studies show',
      'studies have shown',
      'studies suggest',
      'studies prove',
      'research shows',
      'research has shown',
      'research suggests',
      'research proves',
    ],
    {
      notAfter: OWNED,
      skipProperNames: false,
    },
  ),
  entry(
    'experts-say',
    [
      'experts say',
      'experts agree',
      'experts believe',
      'experts recommend',
      'scientists say',
      'scientists agree',
      'critics say',
      'doctors recommend',
      'analysts say',
    ],
    {
      notAfter: OWNED,
    },
  ),
  entry('everyone-knows', [
    'everyone knows',
    'everybody knows',
    "it's common knowledge",
    'it is common knowledge',
    'as we all know',
  ]),
  entry('arguably', ['arguably']),
];
