import { NOUN_DETERMINERS } from './nounDeterminers.ts';
import type { PhraseEntry } from './phraseEntry.ts';
import { REDUNDANT_ABBREVIATION_ENTRIES } from './redundantAbbreviations.ts';
import { PUBLISHED_REDUNDANT_ENTRIES } from './redundantPublished.ts';
import { SOURCES } from './sources.ts';

/**
 * Redundant phrases (pleonasms): one word already says what the other adds ("added bonus", "past
 * history", "revert back"). The replacement keeps the word that carries the meaning, in the inflection
 * of the text ("reverted back" → "reverted", "free gifts" → "gifts").
 */
const REDUNDANT = 'One word already says it.';

const noun = (phrase: string, suggestion: string): PhraseEntry => ({
  id: phrase.replace(/\s+/g, '-'),
  phrases: [phrase],
  forms: 'noun',
  suggestions: [suggestion],
  reason: REDUNDANT,
  source: SOURCES.strunk,
});

const verb = (phrase: string, suggestion: string): PhraseEntry => ({
  id: phrase.replace(/\s+/g, '-'),
  phrases: [phrase],
  forms: 'verb',
  suggestions: [suggestion],
  reason: REDUNDANT,
  source: SOURCES.strunk,
});

const fixed = (phrases: string[], suggestion: string): PhraseEntry => ({
  id: (phrases[0] ?? suggestion).replace(/\s+/g, '-'),
  phrases,
  forms: 'none',
  suggestions: [suggestion],
  reason: REDUNDANT,
  source: SOURCES.plainLanguage,
});

/**
 * A verb that already says "together" ("merge together"). After a determiner the same spelling is a
 * noun: "Bring the group together", "After the merge, work together".
 */
const together = (verbWord: string): PhraseEntry => ({
  ...verb(`${verbWord} together`, verbWord),
  notAfter: NOUN_DETERMINERS,
});

function adverbVerb(adverb: string, forms: readonly string[]): PhraseEntry[] {
  return forms.map((form) => ({
    id: `${adverb}-${form}`,
    phrases: [`${adverb} ${form}`],
    forms: 'none',
    suggestions: [form],
    reason: REDUNDANT,
    source: SOURCES.strunk,
  }));
}

const INTERIM_RESULTS = [
  'vote',
  'votes',
  'voting',
  'election',
  'elections',
  'match',
  'game',
  'race',
  'round',
  'competition',
  'tournament',
  'poll',
  'trial',
  'trials',
  'exam',
  'exams',
  'score',
];

/** Words after which "added" is a past-tense verb ("we added", "has added", "also added"), not an adjective. */
const ADDED_AS_VERB_AFTER = [
  'i',
  'we',
  'you',
  'they',
  'he',
  'she',
  'it',
  'who',
  'which',
  'that',
  'have',
  'has',
  'had',
  'having',
  "i've",
  "we've",
  "you've",
  "they've",
  "she's",
  "he's",
  "it's",
  'was',
  'were',
  'been',
  'being',
  'also',
  'just',
  'recently',
  'then',
  'already',
  'now',
];

/** Words that open a noun phrase, after which "added" describes the noun ("an added extra"). */
const NOUN_PHRASE_OPENERS = [
  'a',
  'an',
  'the',
  'this',
  'any',
  'every',
  'each',
  'our',
  'your',
  'their',
  'its',
  'his',
  'her',
  'my',
  'one',
  'another',
  'no',
  'as',
];

/*
 * The pair's noun as the first half of a compound ("bonus points", "gift card", "Innovation Lab"): the
 * adjective then describes the compound, and "a free gift card" or "our new innovation hub" says
 * nothing twice. Compounds as Merriam-Webster and Cambridge list them ("bonus point", "gift card",
 * "gift certificate", "gift voucher", "gift wrap").
 */
const BONUS_COMPOUNDS = [
  'point',
  'points',
  'content',
  'round',
  'rounds',
  'feature',
  'features',
  'track',
  'tracks',
  'material',
  'materials',
  'mile',
  'miles',
  'level',
  'levels',
  'episode',
  'episodes',
  'scheme',
  'payment',
  'payments',
];

const GIFT_COMPOUNDS = [
  'card',
  'cards',
  'certificate',
  'certificates',
  'voucher',
  'vouchers',
  'wrap',
  'wrapping',
  'box',
  'boxes',
  'bag',
  'bags',
  'basket',
  'baskets',
  'set',
  'sets',
  'shop',
  'tag',
  'tags',
  'aid',
];

const INNOVATION_COMPOUNDS = [
  'lab',
  'labs',
  'hub',
  'hubs',
  'centre',
  'center',
  'team',
  'teams',
  'fund',
  'award',
  'awards',
  'programme',
  'program',
  'day',
  'week',
];

const CONTINUE_ON_PLACE = [
  'the',
  'a',
  'an',
  'your',
  'my',
  'our',
  'their',
  'his',
  'her',
  'its',
  'this',
  'that',
  'these',
  'those',
  'any',
  'another',
  'each',
  'every',
  'page',
  'pages',
  'mobile',
  'desktop',
  'web',
  'ios',
  'android',
  'mac',
  'windows',
  'linux',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'tomorrow',
  'schedule',
  'track',
  'time',
];

const LISTED_ENTRIES: readonly PhraseEntry[] = [
  noun('past experiences', 'experiences'),
  noun('past memories', 'memories'),
  noun('past achievements', 'achievements'),
  noun('future prospects', 'prospects'),
  noun('new beginning', 'beginning'),
  noun('joint collaboration', 'collaboration'),
  noun('joint cooperation', 'cooperation'),
  noun('shared consensus', 'consensus'),
  noun('end goal', 'goal'),
  noun('final destination', 'destination'),
  noun('final deadline', 'deadline'),
  noun('honest truth', 'truth'),
  noun('actual fact', 'fact'),
  noun('true facts', 'facts'),
  noun('basic essentials', 'essentials'),
  noun('basic necessities', 'necessities'),
  noun('unsolved mystery', 'mystery'),
  noun('sudden impulse', 'impulse'),
  noun('mutual agreement', 'agreement'),
  noun('earlier history', 'history'),
  noun('prior history', 'history'),
  noun('prior notice', 'notice'),
  noun('advance notice', 'notice'),
  noun('advance reservation', 'reservation'),
  noun('advance preview', 'preview'),
  noun('positive improvement', 'improvement'),
  noun('positive benefit', 'benefit'),
  noun('extra bonus', 'bonus'),
  noun('complimentary gift', 'gift'),
  noun('exact replica', 'replica'),
  noun('exact duplicate', 'duplicate'),
  verb('reiterate again', 'reiterate'),
  verb('recur again', 'recur'),
  verb('restart again', 'restart'),
  verb('retry again', 'retry'),
  verb('reset again', 'reset'),
  verb('reopen again', 'reopen'),
  verb('refund back', 'refund'),
  verb('repay back', 'repay'),
  verb('respond back', 'respond'),
  together('attach'),
  together('assemble'),
  together('gather'),
  together('link'),
  together('unite'),
  together('fuse'),
  together('weld'),
  together('team up'),
  verb('ascend up', 'ascend'),
  verb('descend down', 'descend'),
  verb('exit out', 'exit'),
  verb('exit out of', 'exit'),
  verb('plan in advance', 'plan'),
  verb('prepare in advance', 'prepare'),
  verb('warn in advance', 'warn'),
  verb('reserve in advance', 'reserve'),
  verb('pre-plan', 'plan'),
  verb('preplan', 'plan'),
  verb('begin to start', 'start'),
  verb('postpone to a later date', 'postpone'),
  verb('delay until later', 'delay'),
  verb('surround on all sides', 'surround'),
  verb('proceed ahead', 'proceed'),
  verb('progress forward', 'progress'),
  verb('advance forward', 'advance'),
  fixed(['at this point in time', 'at the present time', 'at this moment in time'], 'now'),
  fixed(['during the course of', 'in the course of'], 'during'),
  fixed(['a.m. in the morning', 'am in the morning'], 'a.m.'),
  fixed(['p.m. in the evening', 'pm in the evening', 'p.m. at night', 'pm at night'], 'p.m.'),
  fixed(['still continues'], 'continues'),
  fixed(['still persists'], 'persists'),
  fixed(['each and every one'], 'each one'),
  fixed(['one and the same'], 'the same'),
  fixed(['few in number'], 'few'),
  fixed(['for a period of', 'for a duration of'], 'for'),
  fixed(['new and improved'], 'improved'),
  fixed(['difficult dilemma'], 'dilemma'),
  // "an added extra" is the pair; "We added extra staff" is a verb and its object.
  { ...fixed(['added extra'], 'extra'), onlyAfter: NOUN_PHRASE_OPENERS },
  fixed(['url link', 'url address', 'web url'], 'URL'),
  fixed(['faq questions'], 'FAQ'),
  // "We added bonus points": "added" is the verb there, and "bonus points" a compound.
  { ...noun('added bonus', 'bonus'), notAfter: ADDED_AS_VERB_AFTER, notBefore: BONUS_COMPOUNDS },
  noun('past history', 'history'),
  noun('end result', 'result'),
  // Votes, matches and trials have interim results: there "final" tells them apart. An outcome is how
  // a thing ends ("the final outcome of the vote" is still one), so that entry has no such exception.
  noun('final outcome', 'outcome'),
  { ...noun('final result', 'result'), notNear: INTERIM_RESULTS },
  { ...noun('free gift', 'gift'), notBefore: GIFT_COMPOUNDS },
  noun('advance planning', 'planning'),
  noun('advance warning', 'warning'),
  noun('close proximity', 'proximity'),
  noun('basic fundamental', 'fundamental'),
  noun('future plan', 'plan'),
  noun('unexpected surprise', 'surprise'),
  { ...noun('new innovation', 'innovation'), notBefore: INNOVATION_COMPOUNDS },
  noun('true fact', 'fact'),
  noun('personal opinion', 'opinion'),
  noun('brief summary', 'summary'),
  noun('general consensus', 'consensus'),
  noun('mutual cooperation', 'cooperation'),
  noun('final conclusion', 'conclusion'),
  noun('major breakthrough', 'breakthrough'),
  noun('past experience', 'experience'),
  noun('fellow colleague', 'colleague'),
  noun('invited guest', 'guest'),
  noun('unintended mistake', 'mistake'),
  noun('usual custom', 'custom'),
  noun('sum total', 'total'),
  noun('period of time', 'period'),
  noun('consensus of opinion', 'consensus'),
  verb('revert back', 'revert'),
  verb('return back', 'return'),
  verb('reply back', 'reply'),
  verb('refer back', 'refer'),
  verb('repeat again', 'repeat'),
  together('join'),
  together('merge'),
  together('combine'),
  together('collaborate'),
  together('cooperate'),
  together('connect'),
  // "continue on your phone", "continue on Monday", "continued on page 4": "on" names where or when.
  { ...verb('continue on', 'continue'), notBefore: CONTINUE_ON_PLACE },
  verb('postpone until later', 'postpone'),
  // "the plan ahead of Monday's launch": a noun and "ahead of" (before); "plan ahead of time" is rare.
  { ...verb('plan ahead', 'plan'), notAfter: NOUN_DETERMINERS, notBefore: ['of'] },
  verb('separate out', 'separate'),
  verb('over-exaggerate', 'exaggerate'),
  fixed(['each and every'], 'each'),
  // "each individual item": "each" already takes the items one by one. "individual" as a person ("each
  // individual who applies") is no pair; the rule reads the word after it (`redundantContext.ts`).
  { ...fixed(['each individual'], 'each'), followed: true },
  // "every individual parcel": "every" takes them one by one as well.
  { ...fixed(['every individual'], 'every'), followed: true },
  fixed(['absolutely essential'], 'essential'),
  fixed(['exact same'], 'same'),
  fixed(['very unique', 'totally unique', 'completely unique', 'most unique'], 'unique'),
  fixed(['completely unanimous'], 'unanimous'),
  fixed(['atm machine'], 'ATM'),
  fixed(['atm machines'], 'ATMs'),
  fixed(['pin number'], 'PIN'),
  fixed(['pin numbers'], 'PINs'),
  fixed(['lcd display'], 'LCD'),
  fixed(['isbn number'], 'ISBN'),
  fixed(['hiv virus'], 'HIV'),
  fixed(['please rsvp'], 'RSVP'),
  fixed(['12 noon'], 'noon'),
  fixed(['12 midnight'], 'midnight'),
  // An adverb before the verb: the verb's forms are listed, as the adverb takes none.
  ...adverbVerb('completely', ['eliminate', 'eliminates', 'eliminated', 'eliminating']),
  ...adverbVerb('completely', ['destroy', 'destroys', 'destroyed', 'destroying']),
  ...adverbVerb('still', ['remain', 'remains', 'remained', 'remaining']),
  ...adverbVerb('still', ['continue', 'continued', 'continuing', 'persist', 'persisted', 'persisting']),
  ...adverbVerb('totally', ['eliminate', 'eliminates', 'eliminated', 'eliminating']),
  ...adverbVerb('totally', ['destroy', 'destroys', 'destroyed', 'destroying']),
  ...adverbVerb('entirely', ['eliminate', 'eliminates', 'eliminated', 'eliminating']),
  ...adverbVerb('completely', ['eradicate', 'eradicates', 'eradicated', 'eradicating']),
  // Legal doublets: two words for one idea, kept from old law French and Latin (US Plain Language
  // Guidelines, "Avoid legal, foreign and technical jargon": "any and all", "null and void").
  fixed(['any and all'], 'all'),
  fixed(['null and void'], 'void'),
  fixed(['full and complete'], 'complete'),
  fixed(['true and accurate'], 'accurate'),
  fixed(['true and correct'], 'correct'),
  fixed(['unless and until'], 'until'),
  fixed(['first and foremost'], 'first'),
  { ...fixed(['if and when'], 'if'), suggestions: ['if', 'when'] },
  fixed(['enclosed herewith', 'herewith enclosed'], 'enclosed'),
  fixed(['attached herewith', 'herewith attached', 'attached hereto'], 'attached'),
  // An abbreviation followed by the word its last letter stands for (RAS syndrome, like "PIN number").
  ...ras([
    ['pdf format', 'PDF'],
    ['pdf formats', 'PDFs'],
    ['sms message', 'SMS'],
    ['sms messages', 'SMS messages'],
    ['gui interface', 'GUI'],
    ['vin number', 'VIN'],
    ['upc code', 'UPC'],
    ['ssn number', 'SSN'],
    ['lan network', 'LAN'],
    ['ram memory', 'RAM'],
    ['nic card', 'NIC'],
    ['otp password', 'OTP'],
    ['html language', 'HTML'],
    // Pairs whose noun the general check cannot take for every abbreviation (writer n): "provider" ("ERP
    // provider" sells planning software), "current" and "technology" after two-letter abbreviations.
    ['isp provider', 'ISP'],
    ['isp providers', 'ISPs'],
    ['dc current', 'DC'],
    ['ac current', 'AC'],
    ['it technology', 'IT'],
    ['ict technology', 'ICT'],
  ]),
  fixed(['still ongoing', 'currently ongoing'], 'ongoing'),
  fixed(['reason is because'], 'reason is that'),
  fixed(['reason was because'], 'reason was that'),
  fixed(['reason why is because'], 'reason is that'),
  fixed(
    [
      'approximately about',
      'about approximately',
      'approximately around',
      'around approximately',
      'roughly about',
      'roughly approximately',
    ],
    'about',
  ),
  fixed(['may possibly'], 'may'),
  fixed(['might possibly'], 'might'),
  fixed(['various different'], 'various'),
  fixed(['at the present moment', 'at this present time', 'at the current time'], 'now'),
  fixed(['as of yet'], 'yet'),
  { ...fixed(['equally as'], 'equally'), suggestions: ['equally', 'as'] },
  fixed(
    [
      'truly unique',
      'really unique',
      'extremely unique',
      'absolutely unique',
      'quite unique',
      'rather unique',
      'so unique',
      'more unique',
      'somewhat unique',
      'fairly unique',
      'incredibly unique',
    ],
    'unique',
  ),
  // "Personally. Often unnecessary." (Strunk & White, "Words and expressions commonly misused").
  // "I" is capitalised anywhere: not a name.
  { ...fixed(['i personally think'], 'I think'), skipProperNames: false },
  { ...fixed(['i personally believe'], 'I believe'), skipProperNames: false },
  { ...fixed(['i personally feel'], 'I feel'), skipProperNames: false },
  // A quality named with its own kind: "small in size", "blue in color" (Plain Language, "Omit excess words").
  ...inKind(['small', 'large', 'big', 'tiny', 'huge', 'enormous', 'compact'], ['in size']),
  ...inKind(
    ['red', 'blue', 'green', 'yellow', 'black', 'white', 'grey', 'gray', 'orange', 'purple', 'pink', 'brown'],
    ['in color', 'in colour'],
  ),
  ...inKind(['round', 'square', 'oval', 'circular', 'rectangular', 'triangular'], ['in shape']),
  ...inKind(['short', 'long'], ['in length']),
  ...inKind(['heavy', 'light'], ['in weight']),
  ...inKind(['brief'], ['in duration']),
  noun('mandatory requirement', 'requirement'),
  noun('necessary requirement', 'requirement'),
  noun('necessary prerequisite', 'prerequisite'),
  noun('required prerequisite', 'prerequisite'),
  noun('component part', 'part'),
  noun('time period', 'period'),
  verb('continue to remain', 'remain'),
  verb('share in common', 'share'),
  together('mix'),
  together('blend'),
  together('group'),
  verb('re-enter again', 're-enter'),
  verb('reenter again', 'reenter'),
  verb('resend again', 'resend'),
  verb('reload again', 'reload'),
  verb('reinstall again', 'reinstall'),
  verb('retype again', 'retype'),
  verb('rerun again', 'rerun'),
  verb('redo again', 'redo'),
  verb('reconnect again', 'reconnect'),
  verb('add an additional', 'add another'),
  together('meet'),
  // "Enter in your e-mail address": "in" adds nothing before the thing entered.
  {
    ...verb('enter in', 'enter'),
    onlyBefore: [
      'your',
      'the',
      'a',
      'an',
      'all',
      'any',
      'some',
      'this',
      'that',
      'our',
      'their',
      'each',
      'every',
    ],
  },
  noun('regular routine', 'routine'),
  noun('usual habit', 'habit'),
  fixed(['rarely ever'], 'rarely'),
  fixed(['seldom ever'], 'seldom'),
  fixed(['often times'], 'often'),
  fixed(['off of'], 'off'),
  fixed(['due and payable'], 'due'),
  fixed(['by and between'], 'between'),
  fixed(['final and conclusive'], 'final'),
  fixed(['made and entered into'], 'made'),
  fixed(['alter and change'], 'change'),
  fixed(['sole and exclusive'], 'exclusive'),
  fixed(['p.m. in the afternoon', 'pm in the afternoon'], 'p.m.'),
  // "at 8 a.m. this morning": either says when; which one stays is the writer's choice.
  { ...fixed(['a.m. this morning', 'am this morning'], 'a.m.'), suggestions: ['a.m.', 'this morning'] },
  {
    ...fixed(['p.m. this afternoon', 'pm this afternoon'], 'p.m.'),
    suggestions: ['p.m.', 'this afternoon'],
  },
  {
    ...fixed(['p.m. this evening', 'pm this evening', 'p.m. tonight', 'pm tonight'], 'p.m.'),
    suggestions: ['p.m.', 'tonight'],
  },
  ...PUBLISHED_REDUNDANT_ENTRIES,
  ...REDUNDANT_ABBREVIATION_ENTRIES,
  // Two adjectives that define each other (Merriam-Webster: "complimentary: given free as a courtesy";
  // "compulsory: mandatory"; Garner lists "free and gratis"): either one says it.
  ...synonymPairs(['free', 'complimentary', 'gratis']),
  ...synonymPairs(['mandatory', 'compulsory', 'obligatory']),
];

/**
 * A verb pair's first word is often a noun too: after a determiner it is one ("send the refund back",
 * "your reply back to me", "the return back to the office"), and "back" belongs to another verb.
 */
export const REDUNDANT_ENTRIES: readonly PhraseEntry[] = LISTED_ENTRIES.map((entry) =>
  entry.forms === 'verb' && entry.notAfter === undefined ? { ...entry, notAfter: NOUN_DETERMINERS } : entry,
);

/** Every two words of a group of synonyms side by side, in either order and joined by "and". */
function synonymPairs(words: readonly string[]): PhraseEntry[] {
  return words.flatMap((first) =>
    words
      .filter((second) => second !== first)
      .map((second) => ({
        id: `${first}-${second}`,
        phrases: [`${first} ${second}`, `${first} and ${second}`],
        forms: 'none' as const,
        suggestions: [first, second],
        reason: REDUNDANT,
        source: 'Merriam-Webster, definitions of each word by the other',
      })),
  );
}

/** Abbreviations written with the word they end in; the suggestion keeps the capitals. */
function ras(pairs: ReadonlyArray<readonly [string, string]>): PhraseEntry[] {
  return pairs.map(([phrase, suggestion]) => ({
    ...fixed([phrase], suggestion),
    source: 'Wikipedia, "RAS syndrome" (https://en.wikipedia.org/wiki/RAS_syndrome)',
  }));
}

/** An adjective with the kind it belongs to: "small in size" → "small". */
function inKind(adjectives: readonly string[], kinds: readonly string[]): PhraseEntry[] {
  return adjectives.map((adjective) =>
    fixed(
      kinds.map((kind) => `${adjective} ${kind}`),
      adjective,
    ),
  );
}
