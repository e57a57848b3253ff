import { ABLEIST_ENTRIES } from '../data/ableist.ts';
import { AGE_ENTRIES, GENERATION_STEREOTYPE } from '../data/age.ts';
import { CLICHE_ENTRIES } from '../data/cliches.ts';
import { CONDESCENDING_ENTRIES } from '../data/condescending.ts';
import { FILLER_ENTRIES } from '../data/fillerPhrases.ts';
import { GENDERED_ENTRIES, GENDERED_SLASH_PAIRS } from '../data/gendered.ts';
import { HEDGING_ENTRIES } from '../data/hedging.ts';
import { HYPE_ENTRIES } from '../data/hype.ts';
import { JARGON_ENTRIES } from '../data/jargon.ts';
import { LATIN_ENTRIES } from '../data/latinAbbreviations.ts';
import { NOMINALIZATION_ENTRIES } from '../data/nominalizations.ts';
import type { PhraseEntry } from '../data/phraseEntry.ts';
import { PASSIVE_AGGRESSIVE_ENTRIES } from '../data/passiveAggressive.ts';
import { RACISM_ENTRIES } from '../data/racism.ts';
import { REDUNDANT_ENTRIES } from '../data/redundantPhrases.ts';
import { VAGUE_QUANTIFIER_ENTRIES } from '../data/vagueQuantifiers.ts';
import { WEASEL_ENTRIES } from '../data/weasel.ts';
import type { ValeRuleContext } from './valeContext.ts';
import { phraseRuleToVale } from './valePhrases.ts';
import type { ValeRuleExport } from './valeTypes.ts';

/** How the engine defines a phrase rule: its entries and the defaults `definePhraseRule` is given. */
interface PhraseRuleData {
  readonly entries: readonly PhraseEntry[];
  readonly forms?: PhraseEntry['forms'];
  readonly skipProperNames?: boolean;
  /** Patterns the rule matches besides its entries (gendered "his/her"), with their replacement. */
  readonly extraSwap?: Readonly<Record<string, string>>;
  /** The rule's `accept` test in code, as a lookaround before every entry. */
  readonly guard?: string;
  /** Context the rule reads in code (its `accept`), which Vale does not: said in the README. */
  readonly unreadContext?: string;
}

// Mirrors the definitions in src/rules/*.ts (definePhraseRule).
const PHRASE_RULES: Readonly<Record<string, PhraseRuleData>> = {
  racism: { entries: RACISM_ENTRIES, forms: 'any' },
  'gendered-language': {
    entries: GENDERED_ENTRIES,
    skipProperNames: true,
    extraSwap: Object.fromEntries(
      GENDERED_SLASH_PAIRS.map((pair) => [
        `(?<![\\p{L}\\p{N}/])(?:${pair.pattern})(?![\\p{L}\\p{N}/])`,
        pair.suggestion,
      ]),
    ),
  },
  'ableist-language': { entries: ABLEIST_ENTRIES, skipProperNames: true },
  // Generational labels count only with a stereotype in the sentence, which a pattern cannot read.
  'age-related-language': {
    entries: AGE_ENTRIES.filter((entry) => entry.id !== GENERATION_STEREOTYPE),
    skipProperNames: true,
    unreadContext:
      'Generational labels with a stereotype in the sentence ("Millennials are lazy"), and age limits or caps on experience in a job ad ("applicants under 35"), are read in code and not exported.',
  },
  jargon: { entries: JARGON_ENTRIES, skipProperNames: true },
  cliches: { entries: CLICHE_ENTRIES },
  // Not in capitals: "IE" is Internet Explorer.
  'latin-abbreviations': { entries: LATIN_ENTRIES, guard: '(?!(?-i:[\\p{Lu}.]{2,})(?![\\p{L}.]))' },
  // Not right after a capitalised word, which may name the source ("Gartner research shows").
  'weasel-words': {
    entries: WEASEL_ENTRIES,
    guard: "(?<!(?-i:\\p{Lu})[\\p{L}\\p{N}'\u2019-]*[^\\p{L}\\p{N}.!?]+)",
  },
  // Not after a number ("20 tons of").
  'vague-quantifiers': { entries: VAGUE_QUANTIFIER_ENTRIES, guard: '(?<!\\p{N}[\\p{L}\\p{N}.,]*\\s+)' },
  'filler-phrases': { entries: FILLER_ENTRIES },
  // Names are not skipped here: Vale's name test (a capital in mid-sentence) would also skip "PIN number".
  'redundant-phrases': {
    entries: REDUNDANT_ENTRIES,
    unreadContext:
      'Capitalised names and titles in mid-sentence ("our new Innovation Lab") and a pair quoted as words (the term "PIN number") are flagged, and a verb and its particle with the object between ("combine the flour and sugar together", "repeat the question again", "revert the theme back") and an unlisted abbreviation with the word its last letter stands for ("SIN number", "NDA agreement") are not found.',
  },
  hedging: { entries: HEDGING_ENTRIES },
  hype: { entries: HYPE_ENTRIES, skipProperNames: true },
  'passive-aggressive': {
    entries: PASSIVE_AGGRESSIVE_ENTRIES,
    unreadContext:
      'borderline phrases ("friendly reminder", "please advise", "per our call", "as noted above", "you should have received") are flagged even without the sign of scolding the engine looks for in their sentence or paragraph.',
  },
  'condescending-language': {
    entries: CONDESCENDING_ENTRIES,
    unreadContext: '"just need" and "just have" are flagged even when they do not talk down to the reader.',
  },
  nominalizations: { entries: NOMINALIZATION_ENTRIES },
};

/** The ids of the phrase rules the export maps. */
export const PHRASE_RULE_IDS: readonly string[] = Object.keys(PHRASE_RULES);

/** A phrase rule of the catalogue as Vale rules; undefined for a rule that is not a phrase rule. */
export function phraseRuleExport(context: ValeRuleContext): ValeRuleExport | undefined {
  const data = PHRASE_RULES[context.info.id];
  if (!data) return undefined;
  const name = context.info.name;
  const result = phraseRuleToVale(context, {
    entries: data.entries,
    ...(data.forms ? { forms: data.forms } : {}),
    ...(data.skipProperNames ? { skipProperNames: true } : {}),
    ...(data.extraSwap ? { extraSwap: data.extraSwap } : {}),
    ...(data.guard ? { guard: data.guard } : {}),
    message: `${name}: use '%s' instead of '%s'.`,
    cutMessage: `${name}: cut '%s' or rephrase.`,
  });
  return data.unreadContext
    ? { ...result, differences: [...result.differences, data.unreadContext] }
    : result;
}
