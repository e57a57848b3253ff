import { checkText } from '../check/checkText.ts';
import type { TextFormat } from '../document/types.ts';
import type { CompiledGuide } from '../guide/types.ts';
import type { GlossaryTerm } from '../rules/parameters.ts';
import type { CompiledRule, Rule } from '../rules/types.ts';
import type { Derivation } from './derivation.ts';

/** The glossaries derived rules refer to by id. */
export type Glossaries = Readonly<Record<string, readonly GlossaryTerm[]>>;

/** What the samples are checked with: the derived rules, the catalogue they come from, the glossaries. */
export interface CheckSetup {
  readonly texts: readonly string[];
  readonly format: TextFormat;
  readonly catalogue: readonly Rule[];
  readonly glossaries: Glossaries;
}

export interface SelfCheck {
  /** Each sample's overall score under the guide, in input order. */
  readonly scores: readonly number[];
  readonly mean: number;
  readonly min: number;
  /** Summed loss of each rule over the samples. */
  readonly losses: ReadonlyMap<string, number>;
}

/** Checks the samples against a guide of the derivations, as a user of the guide would. */
export function selfCheck(setup: CheckSetup, derivations: readonly Derivation[]): SelfCheck {
  const guide = compile(setup, derivations);
  const scores: number[] = [];
  const losses = new Map<string, number>();
  for (const text of setup.texts) {
    const { score } = checkText(text, guide, { format: setup.format });
    scores.push(score.overall);
    for (const rule of score.rules) losses.set(rule.id, (losses.get(rule.id) ?? 0) + rule.loss);
  }
  const total = scores.reduce((sum, score) => sum + score, 0);
  return {
    scores,
    mean: scores.length === 0 ? 100 : Math.round((total / scores.length) * 10) / 10,
    min: scores.length === 0 ? 100 : Math.min(...scores),
    losses,
  };
}

/** How far below `minScore` a single sample may score. */
export const LOWEST_SAMPLE_MARGIN = 20;

/**
 * Drops rules until the samples' mean score reaches `minScore` and no sample scores more than 20 below
 * it: each round the rule with the largest
 * loss among the generic ones goes, then among the measured ones; glossary rules always stay (the user
 * chose them). Ties go by rule id, so the result does not depend on sample order.
 */
export function pruneToScore(
  setup: CheckSetup,
  derivations: readonly Derivation[],
  minScore: number,
  skip: (id: string, reason: string) => void,
): { derivations: Derivation[]; check: SelfCheck } {
  let kept = [...derivations];
  let check = selfCheck(setup, kept);
  while (check.mean < minScore || check.min < minScore - LOWEST_SAMPLE_MARGIN) {
    const victim = worst(kept, check, 'generic') ?? worst(kept, check, 'measured');
    if (!victim) break;
    skip(
      victim.rule.id,
      `With it the samples would score ${check.mean} on average (lowest ${check.min}), below ${minScore}: it costs them ${round(check.losses.get(victim.rule.id) ?? 0)} points.`,
    );
    kept = kept.filter((derivation) => derivation !== victim);
    check = selfCheck(setup, kept);
  }
  return { derivations: kept, check };
}

function worst(
  derivations: readonly Derivation[],
  check: SelfCheck,
  kind: Derivation['kind'],
): Derivation | undefined {
  let found: Derivation | undefined;
  let largest = 0;
  for (const derivation of derivations) {
    if (derivation.kind !== kind) continue;
    const loss = round(check.losses.get(derivation.rule.id) ?? 0);
    if (loss > largest || (loss === largest && loss > 0 && found && derivation.rule.id < found.rule.id)) {
      found = derivation;
      largest = loss;
    }
  }
  return found;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Compiles the derived rules with the catalogue they were derived from (the same as `compileGuide` with
 * the engine's catalogue). Every derivation compiled in its trial, so a failure here is a bug.
 */
function compile(setup: CheckSetup, derivations: readonly Derivation[]): CompiledGuide {
  const context = { glossary: (id: string) => setup.glossaries[id] };
  const rules: CompiledRule[] = derivations.map(({ rule: { id, params } }, index) => {
    const result = setup.catalogue
      .find((rule) => rule.info.id === id)
      ?.compile(params, context, `rules[${index}]`);
    if (!result || !('rule' in result)) throw new Error(`The derived rule ${id} does not compile.`);
    return result.rule;
  });
  return {
    name: 'self-check',
    rules,
    blockRules: rules.filter((rule) => rule.scope === 'block'),
    documentRules: rules.filter((rule) => rule.scope === 'document'),
  };
}
