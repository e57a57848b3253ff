import { listed } from './listedWord.ts';
import { SOURCES } from './sources.ts';

/**
 * Contractions and their full forms. A guide either asks for contractions (a warmer, spoken voice) or
 * avoids them (a formal voice). `ambiguous` full forms depend on the next word: "it's been" is "it has
 * been", "I'd go" is "I would go", "I'd gone" is "I had gone".
 */
export interface Contraction {
  /** As written with a plain apostrophe, lower case. */
  readonly short: string;
  readonly full: string;
  /** Another reading of the contraction ("it's" = "it has" before "been"). */
  readonly alternative?: string;
  readonly reason: string;
  readonly source: string;
}

const REASON = 'The guide sets whether to contract; one choice throughout keeps the voice steady.';

const pairs: ReadonlyArray<readonly [short: string, full: string, alternative?: string]> = [
  ["don't", 'do not'],
  ["doesn't", 'does not'],
  ["didn't", 'did not'],
  ["isn't", 'is not'],
  ["aren't", 'are not'],
  ["wasn't", 'was not'],
  ["weren't", 'were not'],
  ["can't", 'cannot'],
  ["couldn't", 'could not'],
  ["won't", 'will not'],
  ["wouldn't", 'would not'],
  ["shouldn't", 'should not'],
  ["haven't", 'have not'],
  ["hasn't", 'has not'],
  ["hadn't", 'had not'],
  ["mustn't", 'must not'],
  ["needn't", 'need not'],
  ["i'm", 'I am'],
  ["you're", 'you are'],
  ["we're", 'we are'],
  ["they're", 'they are'],
  ["i've", 'I have'],
  ["you've", 'you have'],
  ["we've", 'we have'],
  ["they've", 'they have'],
  ["i'll", 'I will'],
  ["you'll", 'you will'],
  ["we'll", 'we will'],
  ["they'll", 'they will'],
  ["it'll", 'it will'],
  ["that'll", 'that will'],
  ["he'll", 'he will'],
  ["she'll", 'she will'],
  ["let's", 'let us'],
  ["it's", 'it is', 'it has'],
  ["that's", 'that is', 'that has'],
  ["there's", 'there is', 'there has'],
  ["here's", 'here is'],
  ["what's", 'what is', 'what has'],
  ["who's", 'who is', 'who has'],
  ["he's", 'he is', 'he has'],
  ["she's", 'she is', 'she has'],
  ["i'd", 'I would', 'I had'],
  ["you'd", 'you would', 'you had'],
  ["we'd", 'we would', 'we had'],
  ["they'd", 'they would', 'they had'],
  ["he'd", 'he would', 'he had'],
  ["she'd", 'she would', 'she had'],
  ["it'd", 'it would', 'it had'],
  ["that'd", 'that would', 'that had'],
  ["there'll", 'there will'],
  ["there'd", 'there would', 'there had'],
  ["who'll", 'who will'],
  ["who'd", 'who would', 'who had'],
  ["what'll", 'what will'],
  ["where's", 'where is', 'where has'],
  ["how's", 'how is', 'how has'],
  ["when's", 'when is', 'when has'],
  ["why's", 'why is', 'why has'],
  ["could've", 'could have'],
  ["would've", 'would have'],
  ["should've", 'should have'],
  ["might've", 'might have'],
  ["must've", 'must have'],
  ["y'all", 'you all'],
  ["ain't", 'is not'],
  ["shan't", 'shall not'],
  ["mightn't", 'might not'],
  // Question words and indefinite pronouns the first list lacked ("Where'd it go?", "Everything's ready").
  ["where'd", 'where did', 'where would'],
  ["how'd", 'how did', 'how would'],
  ["what'd", 'what did', 'what would'],
  ["why'd", 'why did', 'why would'],
  ["who've", 'who have'],
  ["who're", 'who are'],
  ["what're", 'what are'],
  ["what've", 'what have'],
  ["there're", 'there are'],
  ["everything's", 'everything is', 'everything has'],
  ["nothing's", 'nothing is', 'nothing has'],
  ["something's", 'something is', 'something has'],
  ["anything's", 'anything is', 'anything has'],
  // Three-word contractions, which Google's guide names as ones never to write.
  ["wouldn't've", 'would not have'],
  ["couldn't've", 'could not have'],
  ["shouldn't've", 'should not have'],
  ["mightn't've", 'might not have'],
  ["mustn't've", 'must not have'],
  ["i'd've", 'I would have'],
  ["you'd've", 'you would have'],
  ["we'd've", 'we would have'],
  ["they'd've", 'they would have'],
  ["he'd've", 'he would have'],
  ["she'd've", 'she would have'],
  ["it'd've", 'it would have'],
];

export const CONTRACTIONS: readonly Contraction[] = pairs.map(([short, full, alternative]) => ({
  short,
  full,
  ...(alternative === undefined ? {} : { alternative }),
  reason: REASON,
  source: SOURCES.microsoft,
}));

/**
 * Full forms that a guide asking for contractions flags (`full`), with their contraction (`short`). Only forms that always
 * contract well when a word follows: "we are" but not "we have" (possession: "we have two offices"),
 * "let us" not at all ("let us know" is not "let's know").
 */
const contractible: ReadonlyArray<readonly [full: string, short: string]> = [
  ['do not', "don't"],
  ['does not', "doesn't"],
  ['did not', "didn't"],
  ['is not', "isn't"],
  ['are not', "aren't"],
  ['was not', "wasn't"],
  ['were not', "weren't"],
  ['cannot', "can't"],
  ['could not', "couldn't"],
  ['will not', "won't"],
  ['would not', "wouldn't"],
  ['should not', "shouldn't"],
  ['have not', "haven't"],
  ['has not', "hasn't"],
  ['had not', "hadn't"],
  ['i am', "I'm"],
  ['you are', "you're"],
  ['we are', "we're"],
  ['they are', "they're"],
  ['it is', "it's"],
  ['that is', "that's"],
  ['there is', "there's"],
  ['here is', "here's"],
  ['i will', "I'll"],
  ['you will', "you'll"],
  ['we will', "we'll"],
  ['they will', "they'll"],
  ['he is', "he's"],
  ['she is', "she's"],
  ['he will', "he'll"],
  ['she will', "she'll"],
  ['i would', "I'd"],
  ['you would', "you'd"],
  ['we would', "we'd"],
  ['they would', "they'd"],
  ['must not', "mustn't"],
];

export const CONTRACTIBLE: readonly Contraction[] = contractible.map(([full, short]) => ({
  short,
  full,
  reason: REASON,
  source: SOURCES.microsoft,
}));

/** Whether a full form is a negation ("do not", "cannot"): it contracts at a clause's end too ("No, we don't."). */
export function isNegation(entry: Contraction): boolean {
  return entry.short.endsWith("n't");
}

const GOOGLE_CONTRACTIONS =
  'Google developer documentation style guide, "Contractions" (https://developers.google.com/style/contractions)';

/**
 * Words after a noun's "'s" that make it "is" or "has" ("the server's down", "the order's been sent"), never
 * the noun a possessive takes. Google's guide avoids such noun-and-verb contractions in any voice.
 */
export const NOUN_VERB_NEXT = listed(
  [
    'been',
    'not',
    'gone',
    'got',
    'going',
    'coming',
    'getting',
    'still',
    'already',
    'now',
    'here',
    'there',
    'ready',
    'done',
    'finally',
    'almost',
    'nearly',
    'currently',
    'definitely',
    'probably',
    'always',
    'never',
  ],
  'A word that follows "is" or "has" but never a possessive: the "\'s" before it is a verb.',
  GOOGLE_CONTRACTIONS,
);

/** Words after a "'s" contraction that make it "has": "it's been", "she's got". */
export const HAS_NEXT = listed(
  ['been', 'got', 'gotten', 'had'],
  'A past participle: the "\'s" before it stands for "has".',
  SOURCES.ap,
);

/** Words after a "'d" contraction that make it "had": "I'd been", "we'd already". */
export const HAD_NEXT = listed(
  ['been', 'better', 'had', 'gone', 'done', 'seen', 'already', 'never', 'just', 'ever'],
  'A past participle, or an adverb that leads to one: the "\'d" before it stands for "had".',
  SOURCES.ap,
);

/** Words after a "'d" contraction that make it "would": "I'd like", "we'd be". */
export const WOULD_NEXT = listed(
  [
    'like',
    'love',
    'prefer',
    'rather',
    'be',
    'say',
    'recommend',
    'suggest',
    'need',
    'want',
    'appreciate',
    'expect',
    'hope',
    'think',
    'help',
    'advise',
    'gladly',
    'happily',
  ],
  'A bare verb, or an adverb that leads to one: the "\'d" before it stands for "would".',
  SOURCES.ap,
);

/** Words after a noun's "'s" that make it "is" only when the clause ends there ("The store's open."). */
export const NOUN_VERB_LAST = listed(
  ['down', 'up', 'out', 'open', 'closed', 'live', 'fine', 'over', 'late', 'busy', 'full', 'empty', 'broken'],
  'A word that ends a clause after "is": the "\'s" before it is a verb ("the server\'s down."), not a possessive.',
  GOOGLE_CONTRACTIONS,
);

/**
 * Words before a pronoun and "be" or "will" that leave the verb at its clause's end, where it cannot
 * contract: "who we are and what we do", "where it is now" (not "who we're and…").
 */
export const GAP_BEFORE = listed(
  ['who', 'what', 'where', 'how', 'as', 'than', 'whatever', 'wherever', 'whoever', 'however'],
  'A question word or comparison that moves what follows "be" before it: the verb ends its clause.',
  SOURCES.ap,
);

/** Words after such a verb that start a new clause or close this one ("…we are and…", "…it is now"). */
export const GAP_AFTER = listed(
  [
    'and',
    'but',
    'or',
    'nor',
    'so',
    'because',
    'since',
    'when',
    'while',
    'if',
    'unless',
    'until',
    'now',
    'today',
    'tonight',
    'yet',
    'though',
    'although',
    'too',
    'again',
    'anyway',
    'right',
  ],
  "A word that starts a new clause or ends this one: the verb before it stands at its clause's end.",
  SOURCES.ap,
);

/** Names with a contraction in them, which stay as written ("Let's Encrypt" issues certificates). */
export const NAMES_WITH_CONTRACTIONS = listed(
  ["let's encrypt"],
  'A name: it keeps its own spelling whatever the voice (https://letsencrypt.org/).',
  GOOGLE_CONTRACTIONS,
);
