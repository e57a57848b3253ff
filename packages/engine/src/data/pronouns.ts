import { listed } from './listedWord.ts';
import { SOURCES } from './sources.ts';

/**
 * First-person singular words and their plural ("I" → "we"), for company text written in the "we"
 * voice. "I" before "am"/"was" takes the plural verb with it ("I am" → "we are").
 */
export const SINGULAR_TO_PLURAL: ReadonlyArray<{
  readonly singular: string;
  readonly plural: string;
  readonly reason: string;
  readonly source: string;
}> = [
  ['i', 'we'],
  ['me', 'us'],
  ['my', 'our'],
  ['mine', 'ours'],
  ['myself', 'ourselves'],
  ["i'm", "we're"],
  ["i've", "we've"],
  ["i'll", "we'll"],
  ["i'd", "we'd"],
].map(([singular = '', plural = '']) => ({
  singular,
  plural,
  reason: 'Company text speaks for the team: “we”, not “I”.',
  source: SOURCES.mailchimp,
}));

/**
 * Words before a capital "I" that make it a numeral or a letter ("World War I", "Type I", "the letter I").
 */
export const ROMAN_NUMERAL_CONTEXT = listed(
  [
    'war',
    'type',
    'part',
    'phase',
    'stage',
    'chapter',
    'section',
    'volume',
    'act',
    'book',
    'level',
    'class',
    'grade',
    'tier',
    'appendix',
    'annex',
    'article',
    'schedule',
    'series',
    'mark',
    'model',
    'version',
    'team',
    'group',
    'unit',
    'zone',
    'option',
    'plan',
    'figure',
    'table',
    'exhibit',
    'item',
    'letter',
    'key',
    'press',
    'vitamin',
    'henry',
    'elizabeth',
    'charles',
    'james',
    'george',
    'william',
    'edward',
    'richard',
    'louis',
    'title',
    'division',
    'category',
    'gen',
    'generation',
    'stage',
    'round',
    'game',
    'episode',
    'season',
  ],
  'A word that a Roman numeral or a letter follows: the “I” after it is not the pronoun.',
  SOURCES.chicago,
);

/** Nouns for the reader in the third person ("the user can…"), which a guide addressing "you" replaces. */
export const READER_NOUNS = listed(
  [
    'the user',
    'a user',
    'the reader',
    'a reader',
    'the end user',
    'an end user',
    'the end-user',
    'an end-user',
  ],
  'Documentation addressed to its reader says “you”, not “the user”.',
  SOURCES.googleWords,
);

/** Modal verbs after which "the user" can become "you" with no other change ("the user can" → "you can"). */
export const MODALS = listed(
  [
    'can',
    'could',
    'must',
    'should',
    'will',
    'would',
    'may',
    'might',
    'cannot',
    "can't",
    "won't",
    "shouldn't",
    "mustn't",
    "wouldn't",
    "couldn't",
  ],
  'A modal verb: it does not change with the subject.',
  SOURCES.googleWords,
);

/** Third-person verbs after "the user": the sentence addresses the reader, but the verb must change too. */
export const THIRD_PERSON_VERBS = listed(
  [
    'is',
    'has',
    'needs',
    'wants',
    'clicks',
    'selects',
    'enters',
    'opens',
    'sees',
    'gets',
    'receives',
    'chooses',
    'types',
    'signs',
    'logs',
    'creates',
    'adds',
    'uploads',
    'downloads',
    'goes',
    'tries',
    'does',
    "doesn't",
    "isn't",
    "hasn't",
    'was',
  ],
  'A verb in the third person: with “you” it takes another form.',
  SOURCES.googleWords,
);

/** Words after a capital "I" that make it the letter, not the pronoun ("the I key", "the I button"). */
export const LETTER_I_NOUNS = listed(
  ['key', 'keys', 'button', 'shortcut'],
  'A key or a control named by its letter: the “I” before it is the letter, not the pronoun.',
  SOURCES.microsoft,
);

/** The verbs after "I" that change with it: "I am" → "we are", "I was" → "we were". */
export const VERBS_AFTER_I: ReadonlyArray<{
  readonly word: string;
  readonly plural: string;
  readonly reason: string;
  readonly source: string;
}> = [
  ['am', 'are'],
  ['was', 'were'],
].map(([word = '', plural = '']) => ({
  word,
  plural,
  reason: 'A verb that agrees with "I": it takes the plural form along with "we".',
  source: SOURCES.mailchimp,
}));
