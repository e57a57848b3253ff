import { NOUN_DETERMINERS } from '../data/nounDeterminers.ts';
import { REDUNDANT_ENTRIES } from '../data/redundantPhrases.ts';
import type { BlockView } from '../language/types.ts';
import { acronymPleonasms } from './acronymPleonasm.ts';
import { clockPleonasms } from './clockPleonasm.ts';
import { definePhraseRule } from './phraseRule.ts';
import { quotedRanges } from './quoted.ts';
import { abbreviationsInCapitals, individualQualifies } from './redundantContext.ts';
import { particleVerbs, splitPairs, type SplitParticle } from './splitPairs.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

/**
 * "at 3 a.m. in the morning." → "at 3 a.m.": a replacement that ends in a full stop takes the place of
 * the sentence's own, which would otherwise double it.
 */
function keepOneFullStop(match: RuleMatch, block: BlockView): RuleMatch {
  const fix = match.fix;
  if (!fix?.replacement.endsWith('.') || block.text.charAt(fix.to) !== '.') return match;
  return { ...match, fix: { ...fix, replacement: fix.replacement.slice(0, -1) } };
}

/** "each individual item", "every individual parcel": "individual" counts only before a noun. */
const INDIVIDUAL_PAIRS: ReadonlySet<string> = new Set(['each-individual', 'every-individual']);

const SUBJECTS = ['i', 'we', 'you', 'they', 'he', 'she'];

/** The list's phrases, so the general abbreviation check does not report a listed pair a second time. */
const LISTED_PHRASES: ReadonlySet<string> = new Set(REDUNDANT_ENTRIES.flatMap((entry) => entry.phrases));

/**
 * “The term "PIN number" is redundant”: quotation marks around the pair alone name it as words (a style
 * guide's mention), not a use. A quoted sentence that holds the pair ("She wrote, “Please reply back.”")
 * is still read.
 */
function quotedAsWords(text: string, from: number, to: number): boolean {
  return quotedRanges(text).some(
    ([start, end]) =>
      start <= from && end >= to && /^[\s"“”'‘’*_`]*$/u.test(text.slice(start, from) + text.slice(to, end)),
  );
}

/**
 * Pairs the list has that writers also split with the verb's object: "combine the flour and sugar
 * together", "repeat that again", "postpone the review until later", "revert the settings back",
 * "refund the deposit back".
 * "again" only with "repeat" and "reiterate", which name the second time themselves; "restart the
 * router again" or "resend the code again" can be a second restart (decided in the second pass).
 */
export const SPLIT_PARTICLES: readonly SplitParticle[] = [
  {
    words: ['together'],
    verbs: particleVerbs(REDUNDANT_ENTRIES, 'together'),
    notBefore: new Set(['with', ...SUBJECTS]),
    // "merge the two back together", "put the pieces back together": joined again, as they were.
    notAfter: new Set(['back']),
    andEndsObject: false,
    prepositionEndsObject: false,
    fixAtClauseEndOnly: false,
  },
  {
    words: ['again'],
    verbs: particleVerbs(REDUNDANT_ENTRIES, 'again', ['repeat', 'reiterate']),
    // "repeat the test again and again": the doubled adverb is emphasis, not the pair.
    notBefore: new Set(['and']),
    notAfter: new Set(),
    andEndsObject: true,
    prepositionEndsObject: false,
    fixAtClauseEndOnly: false,
  },
  {
    words: ['until', 'later'],
    verbs: particleVerbs(REDUNDANT_ENTRIES, 'until later'),
    notBefore: new Set(),
    notAfter: new Set(),
    andEndsObject: true,
    prepositionEndsObject: false,
    fixAtClauseEndOnly: true,
  },
  {
    words: ['back'],
    // "refund the deposit back to your card", "repay the loan back": both already say "back".
    verbs: particleVerbs(REDUNDANT_ENTRIES, 'back', [
      'revert',
      'return',
      'refund',
      'repay',
      'reimburse',
      'restore',
    ]),
    notBefore: new Set(),
    // "returned the back cover of the phone", "return the phone's back panel": after a determiner or a
    // possessive "back" opens the object's noun phrase, it is no particle. "this", "that" and "her" stand
    // alone as objects too ("return her back to the ward") and are left out.
    notAfter: new Set(NOUN_DETERMINERS.filter((word) => !['this', 'that', 'her'].includes(word))),
    notAfterPossessive: true,
    andEndsObject: true,
    // "return the keys at the back desk": after a preposition "back" is a noun.
    prepositionEndsObject: true,
    fixAtClauseEndOnly: false,
  },
];

export const redundantPhrases = definePhraseRule({
  id: 'redundant-phrases',
  category: 'Readability and Flow',
  name: 'Redundant phrases',
  description:
    'Flags phrases where one word repeats the other ("added bonus", "past history", "revert back", "refer back", "protrude out", "first began", "first started", "exact same", "PIN number", "each and every", "each individual item", "10am in the morning") and offers the word that carries the meaning, in the form of the text ("reverted back" → "reverted"), also with the verb\'s object between ("merge the files together", "repeat the question again", "refund the deposit back"), and any abbreviation followed by the word its last letter stands for ("VAT tax", "NDA agreement", "ISP provider", "DC current", "IT technology", "SMS message", "MRI imaging", "CVV value", "APR rate", "PPE equipment", "UI interface"). An abbreviation counts only in capitals ("pin number 4" on a circuit board passes) and only before the word its letter stands for ("PDF file", "PIN code", "LCD screen", "DC motors", "MOT test", "DVD drive", "CPR rate" pass); the two words must be one phrase, so a sentence break, a list or a compound between them passes ("free gift-wrapping"). "individual" as a person passes ("each individual who applies"), "back" inside the object passes ("returned the back cover"), "past medical history" passes as a clinical term, "when you first start the app" passes (the first of many starts), and a pair quoted as words or in code passes (the term "PIN number", `--revert-back`).',
  severity: 'suggestion',
  reach: 'sentence',
  allowParameter: true,
  examples: {
    good: [
      'As a bonus, shipping is free.',
      'We reverted the change.',
      'Enter your PIN.',
      'The end of the result list.',
    ],
    bad: ['As an added bonus, shipping is free.', 'We reverted back the change.', 'Enter your PIN number.'],
  },
  entries: REDUNDANT_ENTRIES,
  // A capitalised pair in mid-sentence is a name or a title ("our new Innovation Lab", the post
  // “Each and Every Day”); headings are still read.
  skipProperNames: true,
  accept: (found, block) =>
    !quotedAsWords(block.text, found.hit.from, found.hit.to) &&
    abbreviationsInCapitals(found.entry, block, found.hit.firstWord) &&
    (!INDIVIDUAL_PAIRS.has(found.entry.id) || individualQualifies(block, found.hit.lastWord)),
  extra: (block) => [
    ...splitPairs(block, SPLIT_PARTICLES),
    ...[...clockPleonasms(block), ...acronymPleonasms(block, LISTED_PHRASES)].filter(
      (match) => !quotedAsWords(block.text, match.from, match.to),
    ),
  ],
  refine: (match, _found, block) => keepOneFullStop(match, block),
  message: ({ written, suggestions, entry }) =>
    `Write ${quote(suggestions[0] ?? '')} instead of ${quote(written)}. ${entry.reason}`,
});
