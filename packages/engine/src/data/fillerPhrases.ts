import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Filler phrases: words that announce what comes next instead of saying it. Each can be cut; the
 * sentence keeps its meaning ("It is important to note that the API changed." → "The API changed.").
 */
const FILLER = 'It adds words, not meaning.';

const entry = (id: string, phrases: string[], extra: Partial<PhraseEntry> = {}): PhraseEntry => ({
  id,
  phrases,
  suggestions: [],
  cut: true,
  reason: FILLER,
  source: SOURCES.strunk,
  ...extra,
});

export const FILLER_ENTRIES: readonly PhraseEntry[] = [
  entry('needless-to-say', ['needless to say', 'it goes without saying that', 'it goes without saying']),
  entry('as-a-matter-of-fact', [
    'as a matter of fact',
    'in actual fact',
    'the fact of the matter is that',
    'the fact of the matter is',
    'the fact is that',
    'in point of fact',
  ]),
  entry(
    'to-be-honest',
    ['to be honest', 'to tell the truth', 'to be fair', 'honestly speaking', 'frankly speaking'],
    {
      // "We want to be honest with you": the plain verb phrase.
      notBefore: ['with', 'about', 'and', 'in', 'when'],
      notAfter: [
        'want',
        'wants',
        'wanted',
        'need',
        'try',
        'tried',
        'trying',
        'always',
        'must',
        'should',
        'will',
        'is',
        'are',
        'was',
        'were',
        'be',
        'and',
      ],
    },
  ),
  entry('for-what-its-worth', [
    "for what it's worth",
    'for what it is worth',
    'for all intents and purposes',
    'all things considered',
  ]),
  entry('important-to-note', [
    'it is important to note that',
    "it's important to note that",
    'it is worth noting that',
    "it's worth noting that",
    'it should be noted that',
    'it is worth mentioning that',
    "it's worth mentioning that",
    'it bears mentioning that',
    'please note that',
    'kindly note that',
  ]),
  entry('writing-to-inform', [
    'i am writing to inform you that',
    "i'm writing to inform you that",
    'we are writing to inform you that',
    "we're writing to inform you that",
    'we are writing to let you know that',
    "we're writing to let you know that",
    'i am writing to let you know that',
    'this is to inform you that',
    'this email is to inform you that',
    'this is to let you know that',
  ]),
  entry('just-wanted-to', [
    'i just wanted to let you know that',
    'i just wanted to let you know',
    'just wanted to let you know that',
    'just a quick note to let you know that',
    'we just wanted to let you know that',
    'i wanted to let you know that',
  ]),
  entry('take-this-opportunity', [
    'i would like to take this opportunity to',
    'we would like to take this opportunity to',
    "i'd like to take this opportunity to",
    "we'd like to take this opportunity to",
  ]),
];
