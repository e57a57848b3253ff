import type { ValeRuleContext } from './valeContext.ts';
import { dateFormatToVale, timeFormatToVale, unitSpacingToVale } from './valeFormats.ts';
import { exactSpellingToVale, forbiddenTermsToVale, requiredTermsToVale } from './valeGlossary.ts';
import { headingCaseToVale, headingLengthToVale, headingPunctuationToVale } from './valeHeadings.ts';
import { oxfordCommaToVale } from './valeLists.ts';
import { numberStyleToVale, sentenceStartNumberToVale } from './valeNumbers.ts';
import { PHRASE_RULE_IDS, phraseRuleExport } from './valePhraseRules.ts';
import {
  duplicatePunctuationToVale,
  emojiToVale,
  exclamationMarksToVale,
  paragraphLengthToVale,
  sentenceStartConjunctionToVale,
  spacingToVale,
  textLengthToVale,
} from './valePunctuation.ts';
import { contractionsToVale, spellingVariantToVale } from './valeSpelling.ts';
import { maxSentenceCountToVale, maxSentenceLengthToVale, repeatedWordsToVale } from './valeStructure.ts';
import { adverbsToVale, doubleNegativesToVale, shoutingToVale } from './valeStyleWords.ts';
import type { ValeRuleExport } from './valeTypes.ts';
import { ellipsisToVale, quoteStyleToVale } from './valeTypography.ts';
import { callToActionToVale, firstPersonSingularToVale, secondPersonToVale } from './valeVoice.ts';
import { intensifiersToVale, passiveVoiceToVale, profanityToVale, simplifyToVale } from './valeWordLists.ts';

/** How a catalogue rule is exported: the Vale extension points it becomes, and the mapping. */
export interface ValeMapping {
  readonly extends: string;
  readonly map: (context: ValeRuleContext) => ValeRuleExport;
}

/** The rules that have a Vale equivalent, by rule id. */
export const VALE_MAPPINGS: Readonly<Record<string, ValeMapping>> = {
  'forbidden-terms': { extends: 'substitution + Vocab reject.txt', map: forbiddenTermsToVale },
  'exact-spelling': { extends: 'Vocab accept.txt + substitution', map: exactSpellingToVale },
  'required-terms': { extends: 'occurrence (min 1, scope summary)', map: requiredTermsToVale },
  simplify: { extends: 'substitution (+ existence)', map: simplifyToVale },
  'repeated-words': { extends: 'repetition', map: repeatedWordsToVale },
  'passive-voice': { extends: 'existence', map: passiveVoiceToVale },
  'max-sentence-length': { extends: 'occurrence (scope sentence)', map: maxSentenceLengthToVale },
  'max-sentence-count': { extends: 'occurrence (scope paragraph)', map: maxSentenceCountToVale },
  intensifiers: { extends: 'existence', map: intensifiersToVale },
  profanity: { extends: 'existence', map: profanityToVale },
  spacing: { extends: 'existence (nonword)', map: spacingToVale },
  emoji: { extends: 'existence (max 0) or occurrence (scope summary)', map: emojiToVale },
  'duplicate-punctuation': { extends: 'existence (nonword)', map: duplicatePunctuationToVale },
  'exclamation-marks': { extends: 'occurrence (max, scope summary)', map: exclamationMarksToVale },
  'text-length': { extends: 'occurrence (min/max words, scope summary)', map: textLengthToVale },
  'paragraph-length': { extends: 'occurrence (words, scope paragraph)', map: paragraphLengthToVale },
  'sentence-start-conjunction': { extends: 'existence', map: sentenceStartConjunctionToVale },
  'spelling-variant': { extends: 'substitution', map: spellingVariantToVale },
  contractions: { extends: 'substitution', map: contractionsToVale },
  'first-person-singular': { extends: 'substitution', map: firstPersonSingularToVale },
  'second-person': { extends: 'substitution + existence', map: secondPersonToVale },
  adverbs: { extends: 'occurrence (scope sentence) or existence (max 0)', map: adverbsToVale },
  shouting: { extends: 'existence', map: shoutingToVale },
  'double-negatives': { extends: 'substitution + existence', map: doubleNegativesToVale },
  'sentence-start-number': { extends: 'existence (scope sentence)', map: sentenceStartNumberToVale },
  'oxford-comma': { extends: 'existence (scope sentence)', map: oxfordCommaToVale },
  'number-style': { extends: 'existence (scope sentence)', map: numberStyleToVale },
  ellipsis: { extends: 'substitution or existence (nonword)', map: ellipsisToVale },
  'quote-style': { extends: 'substitution (nonword)', map: quoteStyleToVale },
  'unit-spacing': { extends: 'existence', map: unitSpacingToVale },
  'date-format': { extends: 'existence (nonword)', map: dateFormatToVale },
  'time-format': { extends: 'existence (nonword)', map: timeFormatToVale },
  'call-to-action': { extends: 'occurrence (min 1, scope summary)', map: callToActionToVale },
  'heading-length': { extends: 'occurrence (scope heading)', map: headingLengthToVale },
  'heading-case': { extends: 'existence (scope heading)', map: headingCaseToVale },
  'heading-punctuation': { extends: 'existence (scope heading)', map: headingPunctuationToVale },
  // Phrase rules: their entries, context as lookarounds.
  ...Object.fromEntries(
    PHRASE_RULE_IDS.map((id) => [
      id,
      {
        extends: 'substitution (+ existence)',
        map: (context: ValeRuleContext) => phraseRuleExport(context) ?? { files: [], differences: [] },
      },
    ]),
  ),
};

/** Why a rule without a mapping cannot be exported, for the package's README. */
export const NOT_EXPORTABLE: Readonly<Record<string, string>> = {
  'greeting-check':
    'Vale cannot anchor a match to the opening of the first paragraph (a title heading comes first in its document text).',
  empathy:
    'It needs "a problem is discussed and no acknowledgement, apology or offer of help appears anywhere, unless the problem is denied or hypothetical": Vale\'s conditional check cannot express the exceptions, and its behaviour without capture groups differs between Vale versions.',
  'sign-off': 'Vale cannot anchor a match to the closing paragraph of a document.',
  readability:
    "It grades each sentence (Flesch–Kincaid); Vale's readability check grades the whole document, a different measure.",
  'long-words': 'It counts syllables; Vale regular expressions can only count letters.',
  'complex-words':
    "It measures the share of words of three syllables or more in each sentence: regular expressions cannot count syllables, and Vale's metric check (complex_words) measures the whole document, not each sentence.",
  'negative-tone': 'It scores sentiment with the AFINN word list and negation; Vale has no sentiment check.',
  'apology-count': 'It counts apologies across the text by meaning, which a Vale pattern cannot do.',
  'list-consistency': 'It compares the items of a list with each other; Vale checks each block alone.',
  'repeated-sentence-starts':
    'It compares the openings of neighbouring sentences; Vale checks each match alone.',
  'question-density': 'It relates questions to sentences across the text; Vale has no ratio check.',
};

export const NO_MAPPING_YET =
  'No Vale mapping is written for this rule: it is checked by Write the Tone only.';
