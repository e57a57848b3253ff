import { NOUN_DETERMINERS } from './nounDeterminers.ts';
import type { PhraseEntry } from './phraseEntry.ts';

/**
 * Redundant pairs from published lists of redundancies, beyond the first list in
 * `redundantPhrases.ts`. Only pairs whose words have no common second sense in support replies,
 * marketing, documentation, mail or letters were taken; those with one carry the context that tells
 * them apart, and the development set has a hard negative for each ("upload your resume again",
 * "relax by the pool together", "the first began at nine").
 */
const REDUNDANT = 'One word already says it.';

const GARNER =
  'Garner\'s Modern American Usage, "Redundancy", as listed by proselint (proselint/checks/redundancy/misc.py, check_garner; https://github.com/amperser/proselint)';
const AFTER_THE_DEADLINE =
  'After the Deadline redundancy list, as listed by proselint (proselint/checks/redundancy/misc.py, check_atd; https://github.com/amperser/proselint)';
const AP_REDUNDANCIES =
  'AP, "Eliminate those word redundancies" (June 2018, https://apnews.com/00b99bc0f2224ff793463707a7544259)';
const NORDQUIST =
  'Richard Nordquist, "200 Common Redundancies in English", ThoughtCo (https://www.thoughtco.com/common-redundancies-in-english-1692776)';
const MERRIAM_WEBSTER =
  'Merriam-Webster, definitions that hold the second word ("reimburse: to pay back", "congregate: to come together")';
const RAS_LIST =
  'proselint, RAS syndrome list (proselint/checks/redundancy/ras_syndrome.py; https://github.com/amperser/proselint)';

type Forms = 'noun' | 'verb' | 'none';

function pair(phrases: readonly string[], suggestion: string, forms: Forms, source: string): PhraseEntry {
  return {
    id: (phrases[0] ?? suggestion).replace(/\s+/g, '-'),
    phrases,
    forms,
    suggestions: [suggestion],
    reason: REDUNDANT,
    source,
  };
}

/** Adjective and noun pairs: the noun inflects ("crisis situations" → "crises" is left to the writer). */
const nouns = (source: string, pairs: ReadonlyArray<readonly [string, string]>): PhraseEntry[] =>
  pairs.map(([phrase, suggestion]) => pair([phrase], suggestion, 'noun', source));

/** Verb phrases: the first word inflects ("dwindled down" → "dwindled"). */
const verbs = (source: string, pairs: ReadonlyArray<readonly [string, string]>): PhraseEntry[] =>
  pairs.map(([phrase, suggestion]) => pair([phrase], suggestion, 'verb', source));

/** Phrases matched as written. */
const fixedPairs = (source: string, pairs: ReadonlyArray<readonly [string, string]>): PhraseEntry[] =>
  pairs.map(([phrase, suggestion]) => pair([phrase], suggestion, 'none', source));

/** An adverb before every listed form of a verb ("first began", "completely surrounded"). */
function adverbBefore(source: string, adverb: string, forms: readonly string[]): PhraseEntry[] {
  return forms.map((form) => pair([`${adverb} ${form}`], form, 'none', source));
}

/** A verb that already says "together" ("consolidate together"); after a determiner it is a noun. */
const together = (source: string, verb: string): PhraseEntry => ({
  ...pair([`${verb} together`], verb, 'verb', source),
  notAfter: NOUN_DETERMINERS,
});

export const PUBLISHED_REDUNDANT_ENTRIES: readonly PhraseEntry[] = [
  ...nouns(AP_REDUNDANCIES, [
    ['brief moment', 'moment'],
    ['emergency situation', 'emergency'],
    ['new recruit', 'recruit'],
    ['natural instinct', 'instinct'],
    ['personal friend', 'friend'],
    ['overused cliché', 'cliché'],
    ['overused cliche', 'cliche'],
  ]),
  ...verbs(AP_REDUNDANCIES, [
    ['classify into groups', 'classify'],
    ['look ahead to the future', 'look ahead'],
    ['introduce for the first time', 'introduce'],
  ]),
  ...nouns(GARNER, [
    ['sworn affidavit', 'affidavit'],
    ['surrounding circumstances', 'circumstances'],
    ['fellow collaborator', 'collaborator'],
    ['serious crisis', 'crisis'],
    ['future forecast', 'forecast'],
    ['absolute necessity', 'necessity'],
    ['temporary reprieve', 'reprieve'],
    ['brief respite', 'respite'],
    ['unfilled vacancy', 'vacancy'],
    ['potable drinking water', 'potable water'],
  ]),
  ...fixedPairs(GARNER, [
    ['adequate enough', 'adequate'],
    ['blatantly obvious', 'obvious'],
    ['most especially', 'especially'],
    ['mutually contradictory', 'contradictory'],
    ['throughout the entire', 'throughout the'],
    ['while at the same time', 'while'],
    ['visible to the eye', 'visible'],
    ['audible to the ear', 'audible'],
  ]),
  { ...pair(['but nevertheless'], 'but', 'none', GARNER), suggestions: ['but', 'nevertheless'] },
  ...verbs(GARNER, [
    ['interact with each other', 'interact'],
    ['regress back', 'regress'],
  ]),
  ...adverbBefore(GARNER, 'closely', ['scrutinize', 'scrutinizes', 'scrutinized', 'scrutinizing']),
  ...adverbBefore(GARNER, 'closely', ['scrutinise', 'scrutinises', 'scrutinised', 'scrutinising']),
  together(GARNER, 'consolidate'),
  together(GARNER, 'meld'),
  together(GARNER, 'mingle'),
  together(GARNER, 'pool'),
  together(AFTER_THE_DEADLINE, 'integrate'),
  together(AFTER_THE_DEADLINE, 'confer'),
  together(AFTER_THE_DEADLINE, 'mesh'),
  ...nouns(AFTER_THE_DEADLINE, [
    ['crisis situation', 'crisis'],
    ['unexpected emergency', 'emergency'],
    ['alternative choice', 'alternative'],
    ['annual anniversary', 'anniversary'],
    ['brief cameo', 'cameo'],
    ['cameo appearance', 'cameo'],
    ['cash money', 'cash'],
    ['chai tea', 'chai'],
    ['old adage', 'adage'],
    ['old proverb', 'proverb'],
    ['old cliché', 'cliché'],
    ['old cliche', 'cliche'],
    ['fellow classmate', 'classmate'],
    ['fellow teammate', 'teammate'],
    ['oral conversation', 'conversation'],
    ['money-saving coupon', 'coupon'],
    ['definite decision', 'decision'],
    ['knowledgeable expert', 'expert'],
    ['passing fad', 'fad'],
    ['major feat', 'feat'],
    ['inner feeling', 'feeling'],
    ['personal friendship', 'friendship'],
    ['desirable benefit', 'benefit'],
    ['absolute guarantee', 'guarantee'],
    ['armed gunman', 'gunman'],
    ['armed gunmen', 'gunmen'],
    ['perfect ideal', 'ideal'],
    ['present incumbent', 'incumbent'],
    ['harmful injury', 'injury'],
    ['new invention', 'invention'],
    ['boat marina', 'marina'],
    ['minestrone soup', 'minestrone'],
    ['complete monopoly', 'monopoly'],
    ['wall mural', 'mural'],
    ['exact opposite', 'opposite'],
    ['universal panacea', 'panacea'],
    ['artificial prosthesis', 'prosthesis'],
    ['future recurrence', 'recurrence'],
    ['rough rule of thumb', 'rule of thumb'],
    ['unconfirmed rumor', 'rumor'],
    ['unconfirmed rumour', 'rumour'],
    ['safe sanctuary', 'sanctuary'],
    ['small speck', 'speck'],
    ['anonymous stranger', 'stranger'],
    ['underground subway', 'subway'],
    ['mental telepathy', 'telepathy'],
    ['frozen tundra', 'tundra'],
    ['final ultimatum', 'ultimatum'],
    ['bouquet of flowers', 'bouquet'],
  ]),
  // "the final end date", "final end users": "end" opens a compound there.
  {
    ...pair(['final end'], 'end', 'none', AFTER_THE_DEADLINE),
    notBefore: ['date', 'dates', 'time', 'user', 'users', 'point', 'product', 'products', 'state'],
  },
  ...fixedPairs(AFTER_THE_DEADLINE, [
    ['add a further', 'add another'],
    ['absolutely necessary', 'necessary'],
    ['sufficient enough', 'sufficient'],
    ['same identical', 'identical'],
    ['exactly identical', 'identical'],
    ['precise same', 'same'],
    ['same exact', 'same'],
    ['totally unanimous', 'unanimous'],
    ['incredible to believe', 'incredible'],
    ['earlier in time', 'earlier'],
    ['fewer in number', 'fewer'],
    ['ten in number', 'ten'],
    ['first time ever', 'first time'],
    ['as for example', 'for example'],
    ['and etc.', 'etc.'],
    ['now currently', 'currently'],
    ['never at any time', 'never'],
    ['twelve midnight', 'midnight'],
    ['twelve noon', 'noon'],
    ["12 o'clock noon", 'noon'],
    ['knots per hour', 'knots'],
    ['manually by hand', 'manually'],
    ['previously listed above', 'previously listed'],
    ['nostalgia for the past', 'nostalgia'],
    ['mutually interdependent', 'interdependent'],
    ['mutually dependent on each other', 'mutually dependent'],
    ['mutual respect for each other', 'mutual respect'],
    ['filled to capacity', 'full'],
    ['full to capacity', 'full'],
    ['truly sincere', 'sincere'],
    ['affirmative yes', 'yes'],
    ['rate of speed', 'speed'],
    ['tall in height', 'tall'],
    ['shiny in appearance', 'shiny'],
    ['enclosed herein', 'enclosed'],
    ['herein enclosed', 'enclosed'],
    ['estimated at about', 'estimated at'],
    ['estimated at approximately', 'estimated at'],
    ['estimated at around', 'estimated at'],
  ]),
  ...verbs(AFTER_THE_DEADLINE, [
    ['circulate around', 'circulate'],
    ['commute back and forth', 'commute'],
    ['vacillate back and forth', 'vacillate'],
    ['depreciate in value', 'depreciate'],
    ['disappear from sight', 'disappear'],
    ['dwindle down', 'dwindle'],
    ['eliminate altogether', 'eliminate'],
    ['eradicate completely', 'eradicate'],
    ['evolve over time', 'evolve'],
    ['grow in size', 'grow'],
    ['meet with each other', 'meet'],
    ['penetrate through', 'penetrate'],
    ['put off until later', 'put off'],
    ['seek to find', 'seek'],
    ['spell out in detail', 'spell out'],
    ['scrutinize in detail', 'scrutinize'],
    ['scrutinise in detail', 'scrutinise'],
    ['separate apart', 'separate'],
    ['spike upward', 'spike'],
    ['spike upwards', 'spike'],
    ['re-elect for another term', 're-elect'],
    ['reelect for another term', 'reelect'],
  ]),
  { ...pair(['over exaggerate'], 'exaggerate', 'verb', AFTER_THE_DEADLINE), id: 'over-exaggerate-spaced' },
  ...adverbBefore(AFTER_THE_DEADLINE, 'still', ['linger', 'lingers', 'lingered', 'lingering']),
  ...adverbBefore(AFTER_THE_DEADLINE, 'completely', ['surround', 'surrounds', 'surrounded', 'surrounding']),
  ...adverbBefore(AFTER_THE_DEADLINE, 'completely', ['annihilate', 'annihilates', 'annihilated']),
  ...adverbBefore(AFTER_THE_DEADLINE, 'first', ['conceived']),
  // "When the project first began": a beginning is the first time. "the first began at nine" is a
  // noun ("the first [session]"), kept by `notAfter`.
  ...adverbBefore(NORDQUIST, 'first', ['began', 'begun', 'begin', 'begins']).map((entry) => ({
    ...entry,
    notAfter: ['the', 'a', 'our', 'your', 'their', 'its', 'his', 'her', 'my'],
  })),
  // A start, like a beginning, is the first time: "when the fault first started". Past forms only:
  // "when you first start the app" is the first of many starts.
  ...adverbBefore(NORDQUIST, 'first', ['started', 'commenced']).map((entry) => ({
    ...entry,
    notAfter: ['the', 'a', 'our', 'your', 'their', 'its', 'his', 'her', 'my'],
  })),
  // A verb that already holds its direction: to protrude is to stick out, to retreat and to extradite
  // are to go or send back.
  ...verbs(NORDQUIST, [['protrude out', 'protrude']]),
  ...verbs(GARNER, [['retreat back', 'retreat']]),
  ...verbs(AFTER_THE_DEADLINE, [['extradite back', 'extradite']]),
  // Verbs whose definition already holds "back": to reimburse is to pay back, to recede, retract, recoil
  // and rebound are to go, draw, spring or bounce back, to rewind is to wind back (Merriam-Webster).
  ...verbs(MERRIAM_WEBSTER, [
    ['reimburse back', 'reimburse'],
    ['recede back', 'recede'],
    ['retract back', 'retract'],
    ['recoil back', 'recoil'],
    ['rebound back', 'rebound'],
    ['rewind back', 'rewind'],
    ['restore back', 'restore'],
  ]),
  // Verbs defined as coming, existing or working together: "congregate", "convene", "converge",
  // "coalesce", "amalgamate", "coexist", "cohabit", "collude" (Merriam-Webster).
  ...[
    'congregate',
    'convene',
    'converge',
    'coalesce',
    'amalgamate',
    'coexist',
    'co-exist',
    'cohabit',
    'collude',
  ].map((verb) => together(MERRIAM_WEBSTER, verb)),
  // A thing done ahead already says "in advance": "pre-book in advance", "prepay in advance".
  ...verbs(NORDQUIST, [
    ['pre-book in advance', 'pre-book'],
    ['prebook in advance', 'prebook'],
    ['pre-order in advance', 'pre-order'],
    ['preorder in advance', 'preorder'],
    ['pre-register in advance', 'pre-register'],
    ['preregister in advance', 'preregister'],
    ['prepay in advance', 'prepay'],
    ['pre-pay in advance', 'pre-pay'],
    ['plan ahead of time', 'plan'],
    ['prepare ahead of time', 'prepare'],
  ]),
  ...fixedPairs(AFTER_THE_DEADLINE, [
    ['two equal halves', 'halves'],
    ['equal halves', 'halves'],
    ['throughout the whole', 'throughout the'],
  ]),
  // "resume" is also the CV ("upload your resume again"): not after a determiner.
  { ...pair(['resume again'], 'resume', 'verb', NORDQUIST), notAfter: NOUN_DETERMINERS },
  ...fixedPairs(RAS_LIST, [
    ['gps system', 'GPS'],
    ['gps systems', 'GPS'],
    ['cd disc', 'CD'],
    ['cd discs', 'CDs'],
    ['abs braking system', 'ABS'],
    ['cpi index', 'CPI'],
    ['upc codes', 'UPCs'],
    ['abm missile', 'ABM'],
    ['abm missiles', 'ABMs'],
  ]),
];
