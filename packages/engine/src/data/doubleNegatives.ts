import { listed } from './listedWord.ts';
import { SOURCES } from './sources.ts';
import { NEGATIVE_AUXILIARY_CONTRACTIONS } from './negativeContractions.ts';

/**
 * Double negatives. `LITOTES`: "not" before a negative adjective ("not uncommon") says the positive
 * the long way round. `SECOND_NEGATIVES`: a second negative in the same clause ("don't have no") cancels
 * the first for readers who parse it, and reads as an error; the positive word fixes it ("any").
 */
export interface Litotes {
  readonly negative: string;
  readonly positive: string;
  readonly reason: string;
  readonly source: string;
  /** The positive needs other words changed ("not without risk" → "with some risk"): suggest only. */
  readonly noFix?: boolean;
}

const ROUNDABOUT = 'Two negatives make the reader work out the positive: say it directly.';

export const LITOTES: readonly Litotes[] = [
  ['uncommon', 'common'],
  ['uncommonly', 'commonly'],
  ['unusual', 'usual'],
  ['impossible', 'possible'],
  ['unlikely', 'likely'],
  ['unreasonable', 'reasonable'],
  ['insignificant', 'significant'],
  ['unimportant', 'important'],
  ['irrelevant', 'relevant'],
  ['infrequent', 'frequent'],
  ['infrequently', 'frequently'],
  ['dissimilar', 'similar'],
  ['unaware', 'aware'],
  ['unhelpful', 'helpful'],
  ['incorrect', 'correct'],
  ['inconsiderable', 'considerable'],
  ['unhappy', 'happy'],
  ['unfamiliar', 'familiar'],
  ['unwelcome', 'welcome'],
  ['inaccurate', 'accurate'],
  ['invalid', 'valid'],
  ['unable', 'able'],
  ['unsuccessful', 'successful'],
  ['illegal', 'legal'],
  ['uncertain', 'certain'],
  ['unclear', 'clear'],
  ['untrue', 'true'],
  ['unnecessary', 'necessary'],
  ['unattractive', 'attractive'],
  ['unkind', 'kind'],
  // More negative adjectives of the Plain Language guidelines' "Avoid double negatives" and of the
  // Merriam-Webster usage note on litotes.
  ['unlike', 'like'],
  ['unexpected', 'expected'],
  ['unfair', 'fair'],
  ['unwilling', 'willing'],
  ['unknown', 'known'],
  ['uninteresting', 'interesting'],
  ['unpleasant', 'pleasant'],
  ['unpopular', 'popular'],
  ['ineffective', 'effective'],
  ['inexpensive', 'expensive'],
  ['insubstantial', 'substantial'],
  ['unreliable', 'reliable'],
  ['unsafe', 'safe'],
  ['incapable', 'capable'],
  ['inconsistent', 'consistent'],
  ['illogical', 'logical'],
  ['impractical', 'practical'],
  ['improbable', 'probable'],
  ['inappropriate', 'appropriate'],
  ['unimpressive', 'impressive'],
  ['unrealistic', 'realistic'],
  ['unjustified', 'justified'],
  ['unwarranted', 'warranted'],
  ['unrelated', 'related'],
  ['unconnected', 'connected'],
  ['unsympathetic', 'sympathetic'],
  ['unwise', 'wise'],
  ['undesirable', 'desirable'],
  ['unappealing', 'appealing'],
  ['unnoticed', 'noticed'],
  ['unheard', 'known'],
  ['unlikely', 'likely'],
  ['uncommonly', 'commonly'],
  ['unsurprising', 'expected'],
  ['unreasonably', 'reasonably'],
  ['unusually', 'usually'],
  ['insufficient', 'sufficient'],
  ['inadequate', 'adequate'],
  ['incomplete', 'complete'],
  ['unavailable', 'available'],
  ['unsupported', 'supported'],
  ['disagree', 'agree'],
  ['dislike', 'like'],
  ['without', 'with'],
]
  .filter(([negative], index, all) => all.findIndex(([other]) => other === negative) === index)
  .map(([negative = '', positive = '']) => ({
    negative,
    positive,
    reason: ROUNDABOUT,
    source: SOURCES.plainLanguage,
    ...(negative === 'without' ? { noFix: true } : {}),
  }));

/** Negative words that, after a first negative, make a double negative; with their positive. */
export const SECOND_NEGATIVES: ReadonlyArray<{
  readonly word: string;
  readonly positive: string;
  readonly reason: string;
  readonly source: string;
}> = [
  ['no', 'any'],
  ['nothing', 'anything'],
  ['nobody', 'anybody'],
  ['nowhere', 'anywhere'],
  ['none', 'any'],
  ['never', 'ever'],
  ['neither', 'either'],
  ['nor', 'or'],
].map(([word = '', positive = '']) => ({
  word,
  positive,
  reason: 'A second negative cancels the first, or reads as an error.',
  source:
    "Merriam-Webster, \"Is 'I Can't Get No Satisfaction' a Double Negative?\" (usage note, double negative)",
}));

/** Words that open a new clause: a negative after one belongs to that clause ("not apply if no one…"). */
export const CLAUSE_BREAKS = listed(
  [
    'if',
    'when',
    'because',
    'that',
    'which',
    'who',
    'unless',
    'while',
    'although',
    'though',
    'whether',
    'where',
    'so',
    'but',
    'since',
    'until',
    'and',
    'or',
  ],
  'Opens a new clause: a negative after it is not a second negative of the clause before.',
  SOURCES.chicago,
);

/** Words that open a negation: "not", "never" and the "-n't" contractions. */
export const FIRST_NEGATIVES = listed(
  ['not', 'never', 'cannot', ...NEGATIVE_AUXILIARY_CONTRACTIONS, "ain't"],
  'Negates its clause.',
  SOURCES.chicago,
);

/**
 * Words before "no" that make it a word spoken, not a negation ("don't say no", "won't take no for an
 * answer").
 */
export const NO_AS_WORD_AFTER = listed(
  ['say', 'said', 'says', 'saying', 'take', 'takes', 'took', 'taking', 'answer', 'answered', 'a', 'the'],
  'Makes "no" after it a word spoken or a noun ("say no", "a no"): not a second negative.',
  SOURCES.chicago,
);

/** Adverbs that may stand between "not" and the negative adjective: "not entirely unexpected". */
export const LITOTES_ADVERBS = listed(
  [
    'entirely',
    'completely',
    'totally',
    'altogether',
    'wholly',
    'exactly',
    'particularly',
    'necessarily',
    'so',
    'that',
    'very',
    'all',
    'too',
  ],
  'A degree adverb inside a "not un-" construction.',
  SOURCES.plainLanguage,
);

/**
 * Words that are already negative in meaning ("hardly", "barely", "scarcely"): after a negative they
 * make a double negative ("can't hardly wait" → "can hardly wait").
 */
export const NEAR_NEGATIVES = listed(
  ['hardly', 'barely', 'scarcely'],
  'Already negative: after "not" it makes a double negative.',
  SOURCES.plainLanguage,
);
