// The public API of @wtt/engine. Everything else is internal and may change.

export { RULE_CATEGORIES, SELECTION_HIGHLIGHT, isRuleCategory } from './categories.ts';
export type { HighlightType, RuleCategory } from './categories.ts';

// Text model
export { parseDocument } from './document/parse-document.ts';
export { toSourceRange } from './document/offset-map.ts';
export { BLOCK_KINDS, MASK_CHARACTER, TEXT_FORMATS } from './document/types.ts';
export type { BlockKind, OffsetMap, ParsedDocument, ProseBlock, TextFormat } from './document/types.ts';

// Language layer
export { analyzeProse } from './language/analyze-prose.ts';
export { caseAccepted } from './language/case-policy.ts';
export { normalWord } from './language/normalize.ts';
export { compileTerms, findTerms } from './language/term-matcher.ts';
export type { MatchableTerm, TermHit, TermMatcher, TermMatcherOptions } from './language/term-matcher.ts';
export type { BlockView, SentenceView, WordView } from './language/types.ts';
export { inflect, wordForms } from './language/word-forms.ts';
export type { Inflection, WordForm, WordRole } from './language/word-forms.ts';

// Rules
export { getRule, listRules, RULES } from './rules/catalogue.ts';
export { defineBlockRule, defineDocumentRule } from './rules/define-rule.ts';
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
export { perBlock } from './rules/per-block.ts';
export { retextRunner } from './rules/retext-adapter.ts';
export type { RetextMessage } from './rules/retext-adapter.ts';
export { RuleParameterError } from './rules/rule-parameter-error.ts';
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
export { compileGuide, validateGuide } from './guide/compile-guide.ts';
export { GuideError } from './guide/guide-error.ts';
export type { CompiledGuide, CompileOptions, GlossarySource, Guide, GuideRule } from './guide/types.ts';

// Checking
export { checkText } from './check/check-text.ts';
export type { CheckOptions, CheckResult, Finding } from './check/types.ts';

// Scoring
export { computeScore } from './scoring/compute-score.ts';
export type { ScoredFinding } from './scoring/compute-score.ts';
export type { RuleLoss, Score, SentenceLoss } from './scoring/types.ts';

// Incremental checking
export { checkBlocks, createIncrementalChecker } from './incremental/incremental-checker.ts';
export { blockProse } from './incremental/check-blocks.ts';
export type { BlockFinding, BlockInput, BlocksCheckResult, IncrementalChecker } from './incremental/types.ts';

// Guide as code: Vale export and CSV glossary import
export { exportValeStyle } from './export/export-vale-style.ts';
export type { ValeExportOptions } from './export/export-vale-style.ts';
export type { ValeFile } from './export/vale-types.ts';
export { parseGlossaryCsv } from './import/parse-glossary-csv.ts';
export type { GlossaryImport, GlossaryImportIssue } from './import/parse-glossary-csv.ts';

// Analyzer: metrics, readability, emotionality, formality and tone of a text
export { analyzeText } from './analyzer/analyze-text.ts';
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
export { profileSamples, profileSteps } from './profiler/profile-samples.ts';
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
