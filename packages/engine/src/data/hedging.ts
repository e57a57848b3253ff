import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Hedges: words that make a statement sound unsure ("I think", "it seems", "probably", "kind of").
 * Where the hedge can simply go it is offered as a cut; "might be able to" becomes "can".
 */
const UNSURE =
  'It makes the statement sound unsure. If you know, say it plainly; if not, say what you do not know.';

// "What kind of", "this sort of": a type, not a hedge.
const KIND_OF = [
  'what',
  'this',
  'that',
  'these',
  'those',
  'any',
  'every',
  'a',
  'an',
  'the',
  'one',
  'some',
  'each',
  'which',
  'same',
  'different',
  'other',
  'another',
  'new',
  'right',
  'wrong',
  'first',
  'last',
  'own',
  'no',
  'all',
  'certain',
  'particular',
  'specific',
  'similar',
  'our',
  'your',
  'their',
  'its',
  'his',
  'her',
  'my',
  'whatever',
  'only',
  'best',
  'worst',
  'usual',
];

const entry = (id: string, phrases: string[], extra: Partial<PhraseEntry> = {}): PhraseEntry => ({
  id,
  phrases,
  suggestions: [],
  cut: true,
  reason: UNSURE,
  source: SOURCES.mailchimp,
  ...extra,
});

export const HEDGING_ENTRIES: readonly PhraseEntry[] = [
  entry('i-think', ['i think', 'we think', 'i guess', 'i suppose', 'i reckon'], {
    // "I think so", "we think about": not a hedge on a statement.
    notBefore: ['so', 'not', 'about', 'of', 'that', 'this', 'it', 'through', 'big', 'differently', 'ahead'],
  }),
  entry('i-believe', ['i believe'], { notBefore: ['in', 'so', 'not'] }),
  entry('i-feel-that', ['i feel that', 'we feel that']),
  entry('it-seems', [
    'it seems that',
    'it seems like',
    'it seems as if',
    'it appears that',
    'it would seem that',
    'it would appear that',
  ]),
  entry('it-seems-bare', ['it seems', 'it seemed'], { cut: false }),
  entry('it-appears', ['it appears'], {
    cut: false,
    // "as it appears on screen": the verb of showing up, not a hedge.
    notBefore: [
      'on',
      'in',
      'at',
      'as',
      'under',
      'below',
      'above',
      'here',
      'there',
      'when',
      'after',
      'before',
      'next',
      'only',
      'once',
      'twice',
    ],
    notAfter: ['as', 'where', 'how', 'way', 'when', 'until', 'before', 'after', 'once'],
  }),
  entry('kind-of', ['kind of', 'sort of', 'kinda', 'sorta'], {
    notAfter: KIND_OF,
    notBefore: ['thing', 'things', 'like'],
  }),
  entry('probably', ['probably', 'possibly', 'perhaps', 'presumably'], { skipProperNames: true }),
  // "Click Maybe later": a button's name in mid-sentence capitals.
  entry('maybe', ['maybe'], { cut: false, skipProperNames: true }),
  // "more or less than the Pro plan": a comparison, not a hedge.
  entry('somewhat', ['somewhat', 'more or less', 'to some extent', 'to a certain extent', 'to some degree'], {
    notBefore: ['than'],
  }),
  entry('in-my-opinion', [
    'in my opinion',
    'in our opinion',
    'in my humble opinion',
    'in my view',
    'imho',
    'imo',
    'if i am not mistaken',
    "if i'm not mistaken",
  ]),
  // Hedges of the retext-intensify hedge list (https://github.com/words/hedges) and of write-good's
  // weasel words that soften a whole statement; the list's single words ("quite", "rather", "may")
  // are too often the precise choice to flag.
  entry('as-far-as-i-know', [
    'as far as i know',
    'as far as i can tell',
    'as far as we know',
    'as far as we can tell',
    'afaik',
    'to the best of my knowledge',
    'to the best of our knowledge',
    'if i understand correctly',
    "if i'm not wrong",
    'unless i am mistaken',
    "unless i'm mistaken",
    'from what i can tell',
    'from what we can tell',
    'from what i understand',
  ]),
  entry('apparently', [
    'apparently',
    'supposedly',
    'arguably',
    'theoretically',
    'in theory',
    'conceivably',
    'seemingly',
    'most likely',
    'more than likely',
    'in all likelihood',
    'hopefully',
    'pretty much',
  ]),
  entry(
    'i-would-say',
    [
      'i would say',
      "i'd say",
      "i'd guess",
      'i would guess',
      'my guess is',
      'i suspect',
      'we suspect',
      'i feel like',
      'we feel like',
      "i'd think",
      'i would think',
      'we believe',
    ],
    { notBefore: ['in', 'so', 'not', 'that', 'this', 'it'] },
  ),
  entry(
    'seems-to',
    [
      'seems to',
      'seem to',
      'seemed to',
      'appears to',
      'appear to',
      'appeared to',
      "it's likely",
      'it is likely',
    ],
    { cut: false, notBefore: ['the', 'right', 'left', 'me', 'us'] },
  ),
  entry('it-looks-like', ['it looks like', 'it sounds like', 'looks like the', 'sounds like the'], {
    cut: false,
    notBefore: ['this', 'that', 'so', 'a', 'an'],
  }),
  entry(
    'should-work',
    [
      'should work',
      'should be fine',
      'should be okay',
      'should be ok',
      'should fix',
      'should solve',
      'should resolve',
      'should help',
      'should do the trick',
    ],
    { cut: false },
  ),
  entry('might-want-to', ['might want to', 'may want to'], { cut: false }),
  entry(
    'it-could-be',
    ['it could be', 'it might be', 'this could be', 'this might be', 'that could be', 'that might be'],
    { cut: false },
  ),
  entry('might-be-able-to', ['might be able to', 'may be able to', 'could possibly'], {
    suggestions: ['can'],
    cut: false,
  }),
];
