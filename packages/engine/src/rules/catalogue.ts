import { ableistLanguage } from './ableist-language.ts';
import { adverbs } from './adverbs.ts';
import { ageRelatedLanguage } from './age-related-language.ts';
import { apologyCount } from './apology-count.ts';
import { callToAction } from './call-to-action.ts';
import { cliches } from './cliches.ts';
import { complexWords } from './complex-words.ts';
import { condescendingLanguage } from './condescending-language.ts';
import { contractions } from './contractions.ts';
import { dateFormat } from './date-format.ts';
import { doubleNegatives } from './double-negatives.ts';
import { duplicatePunctuation } from './duplicate-punctuation.ts';
import { ellipsis } from './ellipsis.ts';
import { emoji } from './emoji.ts';
import { empathy } from './empathy.ts';
import { exactSpelling } from './exact-spelling.ts';
import { exclamationMarks } from './exclamation-marks.ts';
import { fillerPhrases } from './filler-phrases.ts';
import { firstPersonSingular } from './first-person-singular.ts';
import { forbiddenTerms } from './forbidden-terms.ts';
import { genderedLanguage } from './gendered-language.ts';
import { greetingCheck } from './greeting-check.ts';
import { headingCase } from './heading-case.ts';
import { headingLength } from './heading-length.ts';
import { headingPunctuation } from './heading-punctuation.ts';
import { hedging } from './hedging.ts';
import { hype } from './hype.ts';
import { intensifiers } from './intensifiers.ts';
import { jargon } from './jargon.ts';
import { latinAbbreviations } from './latin-abbreviations.ts';
import { listConsistency } from './list-consistency.ts';
import { longWords } from './long-words.ts';
import { maxSentenceCount } from './max-sentence-count.ts';
import { maxSentenceLength } from './max-sentence-length.ts';
import { negativeTone } from './negative-tone.ts';
import { nominalizations } from './nominalizations.ts';
import { numberStyle } from './number-style.ts';
import { oxfordComma } from './oxford-comma.ts';
import { paragraphLength } from './paragraph-length.ts';
import { passiveAggressive } from './passive-aggressive.ts';
import { passiveVoice } from './passive-voice.ts';
import { profanity } from './profanity.ts';
import { questionDensity } from './question-density.ts';
import { quoteStyle } from './quote-style.ts';
import { racism } from './racism.ts';
import { readability } from './readability.ts';
import { redundantPhrases } from './redundant-phrases.ts';
import { repeatedSentenceStarts } from './repeated-sentence-starts.ts';
import { repeatedWords } from './repeated-words.ts';
import { requiredTerms } from './required-terms.ts';
import { secondPerson } from './second-person.ts';
import { sentenceStartConjunction } from './sentence-start-conjunction.ts';
import { sentenceStartNumber } from './sentence-start-number.ts';
import { shouting } from './shouting.ts';
import { signOff } from './sign-off.ts';
import { simplify } from './simplify.ts';
import { spacing } from './spacing.ts';
import { spellingVariant } from './spelling-variant.ts';
import { textLength } from './text-length.ts';
import { timeFormat } from './time-format.ts';
import type { Rule, RuleInfo } from './types.ts';
import { unitSpacing } from './unit-spacing.ts';
import { vagueQuantifiers } from './vague-quantifiers.ts';
import { weaselWords } from './weasel-words.ts';

/** Every rule of the engine, in catalogue order (by category). A guide refers to them by id. */
export const RULES: readonly Rule[] = [
  // Choice of Words
  forbiddenTerms,
  requiredTerms,
  exactSpelling,
  racism,
  genderedLanguage,
  ableistLanguage,
  ageRelatedLanguage,
  jargon,
  cliches,
  latinAbbreviations,
  weaselWords,
  vagueQuantifiers,
  spellingVariant,
  contractions,
  firstPersonSingular,
  secondPerson,
  // Readability and Flow
  simplify,
  repeatedWords,
  fillerPhrases,
  redundantPhrases,
  longWords,
  complexWords,
  readability,
  adverbs,
  repeatedSentenceStarts,
  questionDensity,
  // Emotionality
  empathy,
  intensifiers,
  profanity,
  hedging,
  hype,
  passiveAggressive,
  condescendingLanguage,
  negativeTone,
  apologyCount,
  exclamationMarks,
  shouting,
  emoji,
  // Sentence Structure
  passiveVoice,
  maxSentenceLength,
  nominalizations,
  doubleNegatives,
  sentenceStartConjunction,
  sentenceStartNumber,
  oxfordComma,
  numberStyle,
  duplicatePunctuation,
  spacing,
  ellipsis,
  quoteStyle,
  unitSpacing,
  dateFormat,
  timeFormat,
  // Document Structure
  greetingCheck,
  signOff,
  callToAction,
  maxSentenceCount,
  paragraphLength,
  headingLength,
  headingCase,
  headingPunctuation,
  listConsistency,
  textLength,
];

const byId = new Map(RULES.map((rule) => [rule.info.id, rule]));

/** The rule with this id, if the catalogue has one. */
export function getRule(id: string): Rule | undefined {
  return byId.get(id);
}

/** The catalogue as plain JSON (`GET /rules`, `wtt rules`): id, category, name, parameters, examples. */
export function listRules(): RuleInfo[] {
  return RULES.map((rule) => rule.info);
}
