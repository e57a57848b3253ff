/**
 * Intensifiers: adverbs that inflate rather than inform. The intensifiers rule reports only these among
 * the filler and weasel words retext-intensify finds, since most of its words ("many", "may", "could")
 * are often the precise choice.
 * Source: retext-intensify word lists (https://github.com/retextjs/retext-intensify); Strunk & White,
 * "The Elements of Style", rule "Avoid the use of qualifiers"; Plain Language Guidelines (plainlanguage.gov).
 */
export interface Intensifier {
  readonly word: string;
  readonly reason: string;
}

const INFLATES = 'Inflates instead of informing: say how much, or pick a stronger word.';
const EMPTY = 'Adds nothing the sentence needs.';

export const INTENSIFIERS: readonly Intensifier[] = [
  ...[
    'very',
    'really',
    'extremely',
    'totally',
    'absolutely',
    'completely',
    'truly',
    'exceedingly',
    'remarkably',
    'highly',
  ].map((word) => ({ word, reason: INFLATES })),
  ...[
    'literally',
    'seriously',
    'definitely',
    'certainly',
    'actually',
    'basically',
    'obviously',
    'essentially',
  ].map((word) => ({ word, reason: EMPTY })),
];

/**
 * Intensifiers retext-intensify does not list, found by the rule itself: the "intensifying adverbs" of
 * the Plain Language Guidelines and of write-good's "weasel words" (https://github.com/btford/write-good),
 * which inflate in marketing and support text the way "very" does.
 */
export const MORE_INTENSIFIERS: readonly Intensifier[] = [
  'incredibly',
  'insanely',
  'hugely',
  'extraordinarily',
  'exceptionally',
  'tremendously',
  'immensely',
  'enormously',
  'massively',
  'unbelievably',
  'amazingly',
  'awfully',
  'terribly',
  'utterly',
  'vastly',
  'wildly',
  'ridiculously',
  'super',
  'genuinely',
  'undoubtedly',
].map((word) => ({ word, reason: INFLATES }));

/** "So" inflates before these adjectives ("so easy", "so excited"); elsewhere it joins clauses. */
export const SO_ADJECTIVES: readonly string[] = [
  'easy',
  'simple',
  'fast',
  'quick',
  'good',
  'great',
  'cool',
  'amazing',
  'awesome',
  'excited',
  'happy',
  'thrilled',
  'proud',
  'glad',
  'grateful',
  'delighted',
  'powerful',
  'smooth',
  'fun',
  'useful',
  'helpful',
  'important',
  'beautiful',
  'intuitive',
  'convenient',
];

/** Words after which an intensifier's word has its plain sense ("the very first", "take it seriously"). */
export const PLAIN_SENSE = {
  /** "the very first", "at the very least", "this very page". */
  veryAfter: ['the', 'this', 'that', 'these', 'those', 'its', 'his', 'her', 'our', 'your', 'their'],
  /** "take security seriously". */
  seriouslyAfter: ['take', 'takes', 'taking', 'took', 'taken'],
  /** "delete it completely", "completely removes": the degree is the information. */
  whole: ['completely', 'entirely', 'totally', 'fully'],
  removal: [
    'delete',
    'deleted',
    'deletes',
    'deleting',
    'remove',
    'removed',
    'removes',
    'removing',
    'erase',
    'erased',
    'erases',
    'uninstall',
    'uninstalled',
    'uninstalls',
    'wipe',
    'wiped',
    'wipes',
    'purge',
    'purged',
    'purges',
    'disable',
    'disabled',
    'disables',
    'clear',
    'cleared',
    'clears',
    'reset',
    'resets',
    'shut',
    'turn',
    'turned',
    'offline',
    'separate',
    'isolated',
    'encrypted',
    'optional',
  ],
  /** "literally means", "translated literally". */
  literally: ['means', 'mean', 'meaning', 'translated', 'translates', 'taken', 'read'],
  /** "Highly" inflates only before these ("highly recommend"); "highly available" names a property. */
  highlyBefore: ['recommend', 'recommended', 'recommends', 'effective', 'intuitive', 'innovative'],
  /** "super admin", "Super Bowl". */
  superBefore: [
    'admin',
    'admins',
    'administrator',
    'user',
    'users',
    'class',
    'key',
    'app',
    'bowl',
    'set',
    'market',
    'cluster',
    'node',
  ],
} as const;
