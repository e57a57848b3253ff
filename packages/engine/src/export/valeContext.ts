import type { GlossaryTerm } from '../rules/parameters.ts';
import type { RuleInfo } from '../rules/types.ts';
import type { ValeLevel } from './valeTypes.ts';

/** What a mapping gets for one rule of the guide. */
export interface ValeRuleContext {
  readonly info: RuleInfo;
  /** The rule's validated parameters, defaults applied. */
  readonly params: Readonly<Record<string, unknown>>;
  /** For glossary rules: the terms of `terms` and of the glossary `glossaryId`. */
  readonly terms: readonly GlossaryTerm[];
  readonly level: ValeLevel;
  /** The base name for this rule's files, unique in the style (e.g. `ForbiddenTerms2`). */
  readonly fileName: string;
}

/** A numeric parameter of the rule (validated by the engine, so a missing one is a mapping bug). */
export function numberParam(context: ValeRuleContext, name: string): number {
  const value = context.params[name];
  if (typeof value !== 'number') throw new Error(`${context.info.id}: parameter "${name}" is not a number.`);
  return value;
}
