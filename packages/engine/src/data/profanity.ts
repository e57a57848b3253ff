/**
 * Profanity the cuss list (retext-profanities' data, https://github.com/words/cuss) rates below
 * "certainly profane" because the word has an innocent sense somewhere ("shit" 1, "damn" 1, "hell" 0),
 * though in support, marketing and work email that sense never occurs; and spellings it lacks
 * ("freaking", "ffs", "shitshow"). Each is reported at any `sureness`. Words with a common innocent
 * sense ("hell" as a place, "screw" as hardware, "bloody" of a nose) are listed only in the phrases
 * that make them vulgar.
 */
export const ALWAYS_PROFANE_WORDS: readonly string[] = [
  'shit',
  'shits',
  'shitting',
  'shitted',
  'shite',
  'shitshow',
  'dipshit',
  'bullcrap',
  'damn',
  'damned',
  'damnit',
  'dammit',
  'goddamn',
  'goddamned',
  'goddam',
  'bastard',
  'bastards',
  'bitch',
  'bitches',
  'bitching',
  'bitchy',
  'freaking',
  'frigging',
  'friggin',
  'effing',
  'ffs',
  'omfg',
  'stfu',
  'douche',
  'douchebag',
  'clusterfuck',
  'fuckup',
  'fuckups',
  'fck',
  'fcking',
  'sucks',
  'sucked',
];

export const PROFANE_PHRASES: readonly string[] = [
  'what the hell',
  'the hell',
  'hell no',
  'hell yeah',
  'hell of a',
  'go to hell',
  'bloody hell',
  'to hell with',
  'like hell',
  'screw you',
  'screw it',
  'screw this',
  'screw that',
  'screwed up',
  'screw up',
  'screws up',
  'screwing up',
  'sod off',
  'piss off',
  'bugger off',
  'dick move',
  'bloody awful',
  'bloody useless',
  'bloody ridiculous',
  'bs',
];

/** A word with letters masked by symbols: "f***", "sh*t", "f**king", "a**hole", "b*tch", "d*mn". */
export const MASKED_PROFANITY =
  /(?<![\p{L}\p{N}])(?:f[*#@%!]{1,3}(?:k|ck|king|cking|ked|cked|ing|er)?|f[*]ck(?:ing|ed|er)?|sh[*#!]t(?:ty)?|s[*#]{2}t|a[*]{1,2}(?:hole|s)|b[*#]tch|b[*]{2}ch|d[*]mn|cr[*]p|wt[*]|bulls[*#]{1,2}t)(?![\p{L}\p{N}*])/giu;
