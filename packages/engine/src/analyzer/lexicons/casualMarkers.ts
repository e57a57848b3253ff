import { entries, type LexiconEntry } from './types.ts';

/**
 * Words and phrases that mark casual (informal) writing. Colloquial vocabulary, discourse particles and
 * interjections are features of "involved", speech-like production in Biber's multidimensional analysis,
 * and slang and interjections are among the strongest informality cues Pavlick and Tetreault found.
 * Contractions and personal pronouns are counted apart (see `contractions.ts`, `pronouns.ts`).
 */
const BIBER =
  'Biber (1988), "Variation across Speech and Writing", Dimension 1 (involved vs. informational production)';
const OXFORD_INFORMAL = 'Oxford Learner\'s Dictionaries, register label "informal"';
const PAVLICK =
  'Pavlick & Tetreault (2016), "An Empirical Analysis of Formality in Online Communication", TACL 4';

export const CASUAL_MARKERS: readonly LexiconEntry[] = [
  ...entries(['gonna', 'wanna', 'gotta', 'kinda', 'sorta', 'dunno', 'lemme', 'gimme', "y'all", 'ya'], {
    reason: 'A spoken reduction written out: only casual writing spells speech this way.',
    source: OXFORD_INFORMAL,
    forms: 'none',
    weight: 1.5,
  }),
  ...entries(['hey', 'yeah', 'yep', 'yup', 'nope', 'nah', 'wow', 'oh', 'ah', 'hmm', 'oops', 'whoa', 'uh'], {
    reason: 'An interjection or spoken answer particle: a feature of conversation, not of formal prose.',
    source: BIBER,
    forms: 'none',
  }),
  ...entries(['ok', 'okay', 'cool', 'awesome', 'stuff', 'guys', 'folks', 'buddy', 'pal', 'kid'], {
    reason: 'Colloquial vocabulary with a neutral or formal equivalent ("fine", "things", "everyone").',
    source: OXFORD_INFORMAL,
    forms: 'none',
  }),
  ...entries(['super', 'pretty much', 'a bunch of', 'a ton of', 'tons of', 'loads of', 'a lot of'], {
    reason: 'A colloquial quantifier or intensifier ("super easy", "a bunch of").',
    source: OXFORD_INFORMAL,
    forms: 'none',
  }),
  ...entries(['btw', 'fyi', 'imo', 'imho', 'tbh', 'asap', 'lol', 'omg', 'thx', 'pls', 'plz'], {
    reason: 'A chat abbreviation: informal written register.',
    source: PAVLICK,
    forms: 'none',
    weight: 1.5,
  }),
  ...entries(['check out', 'figure out', 'hang out', 'no worries', 'no biggie', 'heads up', 'catch up'], {
    reason: 'A colloquial phrasal expression with a more formal single-word equivalent.',
    source: OXFORD_INFORMAL,
    forms: 'none',
  }),
];
