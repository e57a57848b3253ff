import { ableistLanguage } from './ableistLanguage.ts';
import { adverbs } from './adverbs.ts';
import { ageRelatedLanguage } from './ageRelatedLanguage.ts';
import { apologyCount } from './apologyCount.ts';
import { callToAction } from './callToAction.ts';
import { cliches } from './cliches.ts';
import { complexWords } from './complexWords.ts';
import { condescendingLanguage } from './condescendingLanguage.ts';
import { contractions } from './contractions.ts';
import { dateFormat } from './dateFormat.ts';
import { doubleNegatives } from './doubleNegatives.ts';
import { duplicatePunctuation } from './duplicatePunctuation.ts';
import { ellipsis } from './ellipsis.ts';
import { emoji } from './emoji.ts';
import { empathy } from './empathy.ts';
import { exactSpelling } from './exactSpelling.ts';
import { exclamationMarks } from './exclamationMarks.ts';
import { fillerPhrases } from './fillerPhrases.ts';
import { firstPersonSingular } from './firstPersonSingular.ts';
import { forbiddenTerms } from './forbiddenTerms.ts';
import { genderedLanguage } from './genderedLanguage.ts';
import { greetingCheck } from './greetingCheck.ts';
import { headingCase } from './headingCase.ts';
import { headingLength } from './headingLength.ts';
import { headingPunctuation } from './headingPunctuation.ts';
import { hedging } from './hedging.ts';
import { hype } from './hype.ts';
import { intensifiers } from './intensifiers.ts';
import { jargon } from './jargon.ts';
import { latinAbbreviations } from './latinAbbreviations.ts';
import { listConsistency } from './listConsistency.ts';
import { longWords } from './longWords.ts';
import { maxSentenceCount } from './maxSentenceCount.ts';
import { maxSentenceLength } from './maxSentenceLength.ts';
import { negativeTone } from './negativeTone.ts';
import { nominalizations } from './nominalizations.ts';
import { numberStyle } from './numberStyle.ts';
import { oxfordComma } from './oxfordComma.ts';
import { paragraphLength } from './paragraphLength.ts';
import { passiveAggressive } from './passiveAggressive.ts';
import { passiveVoice } from './passiveVoice.ts';
import { profanity } from './profanity.ts';
import { questionDensity } from './questionDensity.ts';
import { quoteStyle } from './quoteStyle.ts';
import { racism } from './racism.ts';
import { readability } from './readability.ts';
import { redundantPhrases } from './redundantPhrases.ts';
import { repeatedSentenceStarts } from './repeatedSentenceStarts.ts';
import { repeatedWords } from './repeatedWords.ts';
import { requiredTerms } from './requiredTerms.ts';
import { secondPerson } from './secondPerson.ts';
import { sentenceStartConjunction } from './sentenceStartConjunction.ts';
import { sentenceStartNumber } from './sentenceStartNumber.ts';
import { shouting } from './shouting.ts';
import { signOff } from './signOff.ts';
import { simplify } from './simplify.ts';
import { spacing } from './spacing.ts';
import { spellingVariant } from './spellingVariant.ts';
import { textLength } from './textLength.ts';
import { timeFormat } from './timeFormat.ts';
import type { Rule, RuleInfo } from './types.ts';
import { unitSpacing } from './unitSpacing.ts';
import { vagueQuantifiers } from './vagueQuantifiers.ts';
import { weaselWords } from './weaselWords.ts';

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
