/**
 * Data of the passive-voice rule. A passive is a form of "be" followed by a past participle ("is
 * reviewed", "was written"). Irregular participles come from `irregularVerbs.ts`; regular ones end in
 * "-ed". The lists below keep the rule precise.
 */

/** Forms of "be" that build a passive, with contractions. */
export const BE_FORMS: readonly string[] = [
  'am',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'being',
  "i'm",
  "it's",
  "that's",
  "there's",
  "what's",
  "he's",
  "she's",
  "you're",
  "we're",
  "they're",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
];

/** Words that may stand between "be" and the participle ("is not supported", "was already sent"). */
export const BETWEEN: readonly string[] = [
  'not',
  'never',
  'also',
  'always',
  'often',
  'already',
  'just',
  'still',
  'usually',
  'sometimes',
  'automatically',
  'currently',
  'now',
  'then',
  'only',
  'rarely',
  'generally',
  'typically',
  'easily',
  'quickly',
  'fully',
  'newly',
  'recently',
  'widely',
];

export interface AdjectivalParticiple {
  readonly word: string;
  readonly reason: string;
  readonly source: string;
}

const FEELING = 'Describes how someone feels (an adjective), not an action done to them.';
const STATE = 'Describes a quality or state (an adjective) in the usual sense of the phrase, not an action.';
const GRAMMAR = 'https://dictionary.cambridge.org/grammar/british-grammar/adjectives-forms';

/** Participles that after "be" are adjectives ("I am excited", "she is married"): not passives. */
export const ADJECTIVAL_PARTICIPLES: readonly AdjectivalParticiple[] = [
  ...[
    'amazed',
    'amused',
    'annoyed',
    'ashamed',
    'bored',
    'concerned',
    'confused',
    'delighted',
    'depressed',
    'disappointed',
    'embarrassed',
    'excited',
    'exhausted',
    'fascinated',
    'frightened',
    'frustrated',
    'interested',
    'overwhelmed',
    'pleased',
    'relieved',
    'satisfied',
    'scared',
    'shocked',
    'surprised',
    'terrified',
    'thrilled',
    'tired',
    'touched',
    'upset',
    'worried',
  ].map((word) => ({ word, reason: FEELING, source: GRAMMAR })),
  ...[
    'advanced',
    'beloved',
    'biased',
    'blessed',
    'born',
    'complicated',
    'convinced',
    'dedicated',
    'detailed',
    'determined',
    'devoted',
    'distinguished',
    'experienced',
    'gifted',
    'gone',
    'married',
    'motivated',
    'opinionated',
    'organised',
    'organized',
    'prepared',
    'qualified',
    'renowned',
    'skilled',
    'sophisticated',
    'supposed',
    'talented',
    'used',
    'unlimited',
    'unmatched',
    'unrivalled',
    'unsupervised',
    'well-known',
    'mistaken',
    'outspoken',
    'overgrown',
    'overblown',
    'overdone',
  ].map((word) => ({ word, reason: STATE, source: GRAMMAR })),
];

/** Words that end in "-ed" but are not participles ("need", "hundred", "sacred"). */
export const NOT_PARTICIPLES: readonly string[] = [
  'bed',
  'bred',
  'embed',
  'exceed',
  'feed',
  'fled',
  'heed',
  'hundred',
  'indeed',
  'kindred',
  'naked',
  'need',
  'proceed',
  'red',
  'ragged',
  'rugged',
  'sacred',
  'seed',
  'shed',
  'shred',
  'sled',
  'speed',
  'succeed',
  'wed',
  'weed',
  'wicked',
  'wretched',
];

/**
 * Participles that after a present form of "be" name a state, not an action ("The office is located in
 * Oslo", "The store is closed", "You are logged in"): passives only with an agent ("is closed by") or
 * in the past ("was closed"), where they usually report an action.
 */
export const STATE_PARTICIPLES: readonly string[] = [
  'located',
  'situated',
  'based',
  'closed',
  'logged',
  'signed',
  'included',
  'attached',
  'enclosed',
  'done',
  'finished',
  'stuck',
  'broken',
  'connected',
  'equipped',
  'entitled',
  'suited',
  'priced',
  'allowed',
  'permitted',
  'related',
  'limited',
  'scheduled',
  'booked',
  'subscribed',
  'enrolled',
  'registered',
  'verified',
];

/** Prefixes that make new verbs of irregular ones ("overpaid", "remade", "upheld", "misread"). */
export const IRREGULAR_PREFIXES: readonly string[] = [
  're',
  'over',
  'under',
  'out',
  'mis',
  'up',
  'fore',
  'with',
];

/** Forms of "get" that build a passive ("got charged", "gets deleted"). */
export const GET_FORMS: readonly string[] = ['get', 'gets', 'got', 'gotten', 'getting'];

/** Participles after "get" in idioms that are not passives ("get started", "get used to", "got lost"). */
export const GET_IDIOMS: readonly string[] = [
  'started',
  'married',
  'involved',
  'used',
  'dressed',
  'lost',
  'rid',
  'stuck',
  'engaged',
  'acquainted',
  'organized',
  'organised',
  'sorted',
  'set',
  'hooked',
  'attached',
  'carried',
  'ready',
  'done',
  'going',
  'better',
  'worse',
  'back',
];

/** The first word of a question's subject: "Was the invoice sent?", "Is your data encrypted?". */
export const QUESTION_SUBJECTS: readonly string[] = [
  'the',
  'this',
  'that',
  'these',
  'those',
  'my',
  'your',
  'our',
  'their',
  'his',
  'her',
  'its',
  'it',
  'he',
  'she',
  'they',
  'we',
  'you',
  'i',
  'everything',
  'anything',
  'all',
  'any',
  'every',
  'each',
];
