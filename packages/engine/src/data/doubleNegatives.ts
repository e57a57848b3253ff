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
].map(([negative = '', positive = '']) => ({
  negative,
  positive,
  reason: ROUNDABOUT,
  source: SOURCES.plainLanguage,
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
