import { describe, expect, it } from 'vitest';
import { FULL_STOP_ABBREVIATIONS } from './abbreviations.ts';
import { ABLEIST_ENTRIES } from './ableist.ts';
import { AGE_ENTRIES } from './age.ts';
import { APOLOGY_ENTRIES } from './apologies.ts';
import { CTA_ANYWHERE, CTA_LEADS, CTA_VERBS } from './callsToAction.ts';
import { CLICHE_ENTRIES } from './cliches.ts';
import { COMMON_WORDS, FUNCTION_WORDS, NOT_SHOUTED_ALONE, TITLE_MINOR_WORDS } from './commonWords.ts';
import { CONDESCENDING_ENTRIES, INSTRUCTION_VERBS } from './condescending.ts';
import { CONTRACTIBLE, CONTRACTIONS, HAD_NEXT, HAS_NEXT, WOULD_NEXT } from './contractions.ts';
import {
  CLAUSE_BREAKS,
  FIRST_NEGATIVES,
  LITOTES,
  NO_AS_WORD_AFTER,
  SECOND_NEGATIVES,
} from './doubleNegatives.ts';
import { FILLER_ENTRIES } from './fillerPhrases.ts';
import { GENDERED_ENTRIES, GENDERED_SLASH_PAIRS } from './gendered.ts';
import { HEDGING_ENTRIES } from './hedging.ts';
import { HYPE_ENTRIES } from './hype.ts';
import { JARGON_ENTRIES } from './jargon.ts';
import { LATIN_ENTRIES } from './latinAbbreviations.ts';
import {
  CLAUSE_OPENERS,
  CLAUSE_VERBS,
  INTRODUCTORY_WORDS,
  OPEN_ENDS,
  PAIR_OPENERS,
  PARTICIPLE_OBJECTS,
} from './listContext.ts';
import { NOT_LY_ADVERBS } from './lyWords.ts';
import { NEGATORS } from './negators.ts';
import { NOMINALIZATION_ENTRIES } from './nominalizations.ts';
import { MONTH_NAMES, NUMBERED_NOUNS, NUMERAL_UNITS, SERIES_LINKS, SPACED_UNITS } from './numbers.ts';
import { PASSIVE_AGGRESSIVE_ENTRIES } from './passiveAggressive.ts';
import type { PhraseEntry } from './phraseEntry.ts';
import {
  LETTER_I_NOUNS,
  MODALS,
  READER_NOUNS,
  ROMAN_NUMERAL_CONTEXT,
  SINGULAR_TO_PLURAL,
  THIRD_PERSON_VERBS,
  VERBS_AFTER_I,
} from './pronouns.ts';
import { RACISM_ENTRIES } from './racism.ts';
import { REDUNDANT_ENTRIES } from './redundantPhrases.ts';
import { REDUPLICATIONS } from './reduplications.ts';
import { SIGN_OFFS } from './signOffs.ts';
import { SPELLING_VARIANTS } from './spellingVariants.ts';
import { VAGUE_QUANTIFIER_ENTRIES } from './vagueQuantifiers.ts';
import { WEASEL_ENTRIES } from './weasel.ts';

const phraseLists: Record<string, readonly PhraseEntry[]> = {
  ABLEIST_ENTRIES,
  AGE_ENTRIES,
  APOLOGY_ENTRIES,
  CLICHE_ENTRIES,
  CONDESCENDING_ENTRIES,
  FILLER_ENTRIES,
  GENDERED_ENTRIES,
  HEDGING_ENTRIES,
  HYPE_ENTRIES,
  JARGON_ENTRIES,
  LATIN_ENTRIES,
  NOMINALIZATION_ENTRIES,
  PASSIVE_AGGRESSIVE_ENTRIES,
  RACISM_ENTRIES,
  REDUNDANT_ENTRIES,
  VAGUE_QUANTIFIER_ENTRIES,
  WEASEL_ENTRIES,
};

const otherLists: Record<string, ReadonlyArray<{ readonly reason: string; readonly source: string }>> = {
  FULL_STOP_ABBREVIATIONS,
  NOT_SHOUTED_ALONE,
  HAD_NEXT,
  HAS_NEXT,
  WOULD_NEXT,
  NO_AS_WORD_AFTER,
  PAIR_OPENERS,
  PARTICIPLE_OBJECTS,
  MONTH_NAMES,
  LETTER_I_NOUNS,
  VERBS_AFTER_I,
  CTA_ANYWHERE,
  CTA_LEADS,
  CTA_VERBS,
  COMMON_WORDS,
  FUNCTION_WORDS,
  TITLE_MINOR_WORDS,
  INSTRUCTION_VERBS,
  CONTRACTIBLE,
  CONTRACTIONS,
  CLAUSE_BREAKS,
  FIRST_NEGATIVES,
  LITOTES,
  SECOND_NEGATIVES,
  GENDERED_SLASH_PAIRS,
  CLAUSE_OPENERS,
  CLAUSE_VERBS,
  INTRODUCTORY_WORDS,
  OPEN_ENDS,
  NOT_LY_ADVERBS,
  NEGATORS,
  NUMBERED_NOUNS,
  NUMERAL_UNITS,
  SERIES_LINKS,
  SPACED_UNITS,
  MODALS,
  READER_NOUNS,
  ROMAN_NUMERAL_CONTEXT,
  SINGULAR_TO_PLURAL,
  THIRD_PERSON_VERBS,
  REDUPLICATIONS,
  SIGN_OFFS,
  SPELLING_VARIANTS,
};

describe('rule data', () => {
  it.each(Object.entries({ ...phraseLists, ...otherLists }))(
    '%s gives every entry a reason and a source',
    (_, list) => {
      expect(list.length).toBeGreaterThan(0);
      const missing = list.filter(
        (entry) => entry.reason.trim().length < 10 || entry.source.trim().length < 10,
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(Object.entries(phraseLists))('%s has unique ids and at least one phrase per entry', (_, list) => {
    const ids = list.map((entry) => entry.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(
      list.filter(
        (entry) => entry.phrases.length === 0 || entry.phrases.some((phrase) => phrase.trim() === ''),
      ),
    ).toEqual([]);
  });

  it('spells each variant pair differently', () => {
    expect(SPELLING_VARIANTS.filter((pair) => pair.us === pair.uk)).toEqual([]);
  });
});
