// The public API of @wtt/engine. Everything else is internal and may change.

export { RULE_CATEGORIES, SELECTION_HIGHLIGHT, isRuleCategory } from './categories.ts';
export type { HighlightType, RuleCategory } from './categories.ts';

// Text model
export { parseDocument } from './document/parseDocument.ts';
export { toSourceRange } from './document/offsetMap.ts';
export { BLOCK_KINDS, MASK_CHARACTER, TEXT_FORMATS } from './document/types.ts';
export type { BlockKind, OffsetMap, ParsedDocument, ProseBlock, TextFormat } from './document/types.ts';

// Language layer
export { analyzeProse } from './language/analyzeProse.ts';
export { caseAccepted } from './language/casePolicy.ts';
export { normalWord } from './language/normalize.ts';
export { compileTerms, findTerms } from './language/termMatcher.ts';
export type { MatchableTerm, TermHit, TermMatcher, TermMatcherOptions } from './language/termMatcher.ts';
export type { BlockView, SentenceView, WordView } from './language/types.ts';
export { inflect, wordForms } from './language/wordForms.ts';
export type { Inflection, WordForm, WordRole } from './language/wordForms.ts';

// Rules
export { getRule, listRules, RULES } from './rules/catalogue.ts';
export { defineBlockRule, defineDocumentRule } from './rules/defineRule.ts';
export {
  booleanParameter,
  choiceParameter,
  integerParameter,
  optionalStringParameter,
  stringListParameter,
  termsParameter,
} from './rules/parameters.ts';
export type {
  GlossaryTerm,
  ParameterSchema,
  ParameterSpec,
  ParameterType,
  ParamsOf,
} from './rules/parameters.ts';
export { perBlock } from './rules/perBlock.ts';
export { retextRunner } from './rules/retextAdapter.ts';
export type { RetextMessage } from './rules/retextAdapter.ts';
export { RuleParameterError } from './rules/ruleParameterError.ts';
export { SEVERITIES } from './rules/types.ts';
export type {
  BlockRuleDefinition,
  CompiledRule,
  DocumentMatch,
  DocumentRuleDefinition,
  DocumentView,
  GuideIssue,
  ParameterInfo,
  PrepareContext,
  Rule,
  RuleExamples,
  RuleFix,
  RuleInfo,
  RuleMatch,
  RuleScope,
  Severity,
} from './rules/types.ts';

// Guides
export { compileGuide, validateGuide } from './guide/compileGuide.ts';
export { GuideError } from './guide/guideError.ts';
export type { CompiledGuide, CompileOptions, GlossarySource, Guide, GuideRule } from './guide/types.ts';

// Checking
export { checkText } from './check/checkText.ts';
export type { CheckOptions, CheckResult, Finding } from './check/types.ts';

// Scoring
export { computeScore } from './scoring/computeScore.ts';
export type { ScoredFinding } from './scoring/computeScore.ts';
export type { RuleLoss, Score, SentenceLoss } from './scoring/types.ts';

// Incremental checking
export { checkBlocks, createIncrementalChecker } from './incremental/incrementalChecker.ts';
export { blockProse } from './incremental/checkBlocks.ts';
export type { BlockFinding, BlockInput, BlocksCheckResult, IncrementalChecker } from './incremental/types.ts';

// Guide as code: Vale export and CSV glossary import
export { exportValeStyle } from './export/exportValeStyle.ts';
export type { ValeExportOptions } from './export/exportValeStyle.ts';
export type { ValeFile } from './export/valeTypes.ts';
export { parseGlossaryCsv } from './import/parseGlossaryCsv.ts';
export type { GlossaryImport, GlossaryImportIssue } from './import/parseGlossaryCsv.ts';

// Analyzer: metrics, readability, emotionality, formality and tone of a text
export { analyzeText } from './analyzer/analyzeText.ts';
export type { Bucket, Distribution } from './analyzer/distribution.ts';
export type { Readability, ReadabilityBasis } from './analyzer/readability.ts';
export type {
  Analysis,
  AnalyzeOptions,
  ContractionStyle,
  Counts,
  Driver,
  Emotionality,
  Formality,
  FormalityFeatures,
  Intensity,
  PassiveShare,
  SentenceRef,
  Sentiment,
  ToneDimension,
  ToneDimensionId,
  ToneDimensions,
} from './analyzer/types.ts';

// Profiler: derive a guide from sample texts (the guide builder)
export { profileSamples, profileSteps } from './profiler/profileSamples.ts';
export type {
  DerivedGuide,
  EvidenceSentence,
  GlossaryInput,
  ProfileInput,
  ProfileOptions,
  ProfileProgress,
  ProfileResult,
  ProfileStage,
  ProfileStats,
  RuleEvidence,
  SkippedRule,
  TermList,
} from './profiler/types.ts';

// Check service: what a checking thread runs (requests and outcomes are plain data)
export { compiledWeightKb, createCheckService, DEFAULT_CACHE_BOUNDS } from './checkService/checkService.ts';
export type { CacheBounds } from './checkService/compiledGuideCache.ts';
export type {
  CheckOutcome,
  CheckRequest,
  CheckService,
  GuideSource,
  GuideVersion,
} from './checkService/checkService.ts';
