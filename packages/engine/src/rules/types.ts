import type { RuleCategory } from '../categories.ts';
import type { TextFormat } from '../document/types.ts';
import type { BlockView } from '../language/types.ts';
import type { GlossaryTerm, ParameterSchema, ParameterType, ParamsOf } from './parameters.ts';

export type Severity = 'error' | 'warning' | 'suggestion';

export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'suggestion'];

/** Rules that read one block at a time, or the whole document (greeting, required terms). */
export type RuleScope = 'block' | 'document';

/** A replacement of the prose range `[from, to)` of a block. */
export interface RuleFix {
  readonly from: number;
  readonly to: number;
  readonly replacement: string;
}

/** What a rule reports: offsets into its block's prose. The runner maps them to the checked text. */
export interface RuleMatch {
  readonly from: number;
  readonly to: number;
  /** Says what to do, not only what is wrong. */
  readonly message: string;
  /** The check inside the rule that fired (a data entry, a sub-check); the rule id when omitted. */
  readonly methodName?: string;
  readonly suggestions?: readonly string[];
  readonly fix?: RuleFix;
}

/** A document rule's match: in which block (index into `DocumentView.blocks`). */
export interface DocumentMatch extends RuleMatch {
  readonly block: number;
}

/** What a document rule reads: every block, in order. */
export interface DocumentView {
  readonly blocks: readonly BlockView[];
}

export interface RuleExamples {
  /** The parameters the examples assume (glossary rules need terms); the defaults when omitted. */
  readonly params?: Readonly<Record<string, unknown>>;
  /** How the examples are written (headings need Markdown); `plain` when omitted. */
  readonly format?: TextFormat;
  /** Texts the rule must accept. */
  readonly good: readonly string[];
  /** Texts in which the rule must find at least one problem. */
  readonly bad: readonly string[];
}

/** What a rule may ask of its surroundings when its guide is compiled. */
export interface PrepareContext {
  /** The terms of a glossary, or undefined when there is no such glossary. */
  readonly glossary: (glossaryId: string) => readonly GlossaryTerm[] | undefined;
}

/** What the catalogue says about a rule, parameters aside. */
export interface RuleDescription {
  /** kebab-case, stable: guides refer to it. */
  readonly id: string;
  readonly category: RuleCategory;
  readonly name: string;
  readonly description: string;
  readonly severity: Severity;
  readonly examples: RuleExamples;
}

export interface RuleDefinitionBase<S extends ParameterSchema> extends RuleDescription {
  readonly parameters: S;
}

/**
 * A rule: a small pure definition. `prepare` turns validated parameters into what `check` needs
 * (compiled term matchers) once per guide; `check` runs per block or per document. A `prepare` that
 * finds a problem with the parameters (an unknown glossary) throws a `RuleParameterError`.
 */
/**
 * How much of a block a block rule reads to decide on a match. `sentence`: its matches lie inside
 * sentences, with their fixes, and whether it finds a match in a sentence depends only on that
 * sentence's words and nodes and on the block's text, kind and level (characters next to a word,
 * quotation marks, which fix verification treats apart: see `changesQuotes`), never on other sentences'
 * words or on counts across the block. Fix verification then re-reads only the sentences a fix changes. `block`: anything in the block (counts per paragraph,
 * neighbouring sentences, a heading as a whole).
 */
export type RuleReach = 'sentence' | 'block';

export interface BlockRuleDefinition<S extends ParameterSchema, State> extends RuleDefinitionBase<S> {
  /**
   * `block` when omitted; may depend on the prepared parameters (a glossary with terms that span a
   * sentence break). A rule says `sentence` only where `ruleReach.test.ts` shows it.
   */
  readonly reach?: RuleReach | ((state: State) => RuleReach);
  readonly prepare: (params: ParamsOf<S>, context: PrepareContext) => State;
  readonly check: (block: BlockView, state: State) => RuleMatch[];
  /**
   * Optional: checks many blocks in one pass (a retext plugin pays its set-up once per run, not per
   * block); must return, per block, what `check` returns.
   */
  readonly checkAll?: (blocks: readonly BlockView[], state: State) => RuleMatch[][];
  /** Whether other rules' fixes must be tried alone in a block (see `CompiledRule.fixesAlone`). */
  readonly fixesAlone?: boolean;
}

export interface DocumentRuleDefinition<S extends ParameterSchema, State> extends RuleDefinitionBase<S> {
  readonly prepare: (params: ParamsOf<S>, context: PrepareContext) => State;
  readonly check: (document: DocumentView, state: State) => DocumentMatch[];
  /** Whether other rules' fixes must be tried one at a time (see `CompiledRule.fixesOneByOne`). */
  readonly fixesOneByOne?: (
    state: State,
    blocks: readonly BlockView[],
    trials: Iterable<FixTrial>,
  ) => boolean;
}

/** A parameter as `GET /rules` publishes it. */
export interface ParameterInfo {
  readonly name: string;
  readonly type: ParameterType;
  readonly description: string;
  readonly default?: unknown;
  readonly min?: number;
  readonly max?: number;
  readonly options?: readonly string[];
}

/** A rule as the catalogue lists it (`GET /rules`, `wtt rules`): plain JSON. */
export interface RuleInfo {
  readonly id: string;
  readonly category: RuleCategory;
  readonly name: string;
  readonly description: string;
  readonly severity: Severity;
  readonly scope: RuleScope;
  readonly parameters: readonly ParameterInfo[];
  readonly examples: RuleExamples;
}

/** A rule of a compiled guide: its parameters applied, ready to check. */
export interface CompiledRule {
  readonly info: RuleInfo;
  /** The validated parameters, defaults applied. */
  readonly params: Readonly<Record<string, unknown>>;
  readonly scope: RuleScope;
  /** How much of a block a block rule reads (`block` for document rules). */
  readonly reach: RuleReach;
  /** A block rule's matches in each block (empty lists for a document rule). */
  readonly checkBlocks: (blocks: readonly BlockView[]) => RuleMatch[][];
  /** A document rule's matches (none for a block rule). */
  readonly checkDocument: (document: DocumentView) => DocumentMatch[];
  /**
   * Whether block rules' fixes must be tried against this document rule one at a time, given the document's
   * blocks and each fix alone (`trials`): its verdict may go either way when a block changes (a learned
   * model's score), so fixes that pass together may not pass alone, unless no single fix moves it. Trying
   * each fix against every document rule costs a pass over the whole document per fix, so a rule answers
   * from the trials, which read only the sentences a fix touches.
   */
  readonly fixesOneByOne?: (blocks: readonly BlockView[], trials: Iterable<FixTrial>) => boolean;
  /**
   * Whether a block rule scores a block as a whole (a learned model's fallback), so that one fix may raise the
   * score and another in the same block lower it: fixes that pass together are then also tried alone, as a
   * user applies them one at a time.
   */
  readonly fixesAlone?: boolean;
}

/**
 * One fix of a check alone: in block `block`, the prose `[from, to)` (the sentences the fix touches, or the
 * whole block) reads as `view()` once the fix is applied (parsed when asked). `words`: the words the fix
 * takes out and puts in, whole words counted, which bounds how many n-grams it can change.
 */
export interface FixTrial {
  readonly block: number;
  readonly from: number;
  readonly to: number;
  readonly words: number;
  readonly view: () => BlockView;
}

/** One problem with a guide or a rule's parameters. `path` names the place, e.g. `rules[2].params.max`. */
export interface GuideIssue {
  readonly path: string;
  readonly message: string;
}

/** A rule of the catalogue, its parameter types erased so rules of every kind sit in one list. */
export interface Rule {
  readonly info: RuleInfo;
  readonly parameters: ParameterSchema;
  /** Validates raw parameters and prepares the rule; issues name paths under `path`. */
  readonly compile: (
    params: unknown,
    context: PrepareContext,
    path: string,
  ) => { readonly rule: CompiledRule } | { readonly issues: readonly GuideIssue[] };
}
