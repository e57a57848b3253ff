import type { GlossaryTerm } from '../rules/parameters.ts';
import type { Rule } from '../rules/types.ts';
import { conflictReason, findConflicts } from './conflicts.ts';
import type { Derivation, DerivationContext } from './derivation.ts';
import { deriveGlossaryRules, GLOSSARY_RULES, resolveGlossary } from './deriveGlossaries.ts';
import { deriveGeneric, genericCandidates, MEASURED_RULES } from './deriveRules.ts';
import { createTrialRunner } from './ruleTrials.ts';
import { profileOf } from './sampleProfile.ts';
import { statsOf } from './profileStats.ts';
import { readSample, type Sample } from './sampleSet.ts';
import { pruneToScore, type Glossaries } from './selfCheck.ts';
import { createToneFitter } from './toneFit.ts';
import type {
  ProfileInput,
  ProfileOptions,
  ProfileProgress,
  ProfileResult,
  ProfileStage,
  SkippedRule,
} from './types.ts';

export const DEFAULT_TOLERANCE = 0.05;
export const DEFAULT_MIN_SCORE = 90;

/** Each stage's label and its part of the overall progress. */
const STAGES: Readonly<Record<ProfileStage, { label: string; from: number; to: number }>> = {
  'reading-samples': { label: 'Reading samples', from: 0, to: 0.3 },
  profiling: { label: 'Profiling', from: 0.3, to: 0.6 },
  'deriving-rules': { label: 'Deriving rules', from: 0.6, to: 1 },
};

function progress(stage: ProfileStage, done: number, total: number): ProfileProgress {
  const { label, from, to } = STAGES[stage];
  const part = total === 0 ? 1 : done / total;
  return { stage, label, done, total, progress: Math.round((from + (to - from) * part) * 1000) / 1000 };
}

/**
 * The profiler as a sequence of steps: it yields a progress report at the start of each stage and after
 * each step, and returns the result. A job that stops iterating stops at that boundary; nothing runs
 * in the background. `catalogue` is the rule catalogue at run time.
 */
export function* runProfile(
  input: ProfileInput,
  options: ProfileOptions,
  catalogue: readonly Rule[],
): Generator<ProfileProgress, ProfileResult, void> {
  const format = options.format ?? 'plain';
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  const minScore = options.minScore ?? DEFAULT_MIN_SCORE;
  const texts = input.texts;

  yield progress('reading-samples', 0, texts.length);
  const samples: Sample[] = [];
  for (const [index, text] of texts.entries()) {
    samples.push(readSample(text, index, format));
    yield progress('reading-samples', index + 1, texts.length);
  }

  const candidates = genericCandidates(catalogue);
  const measured = MEASURED_RULES.flatMap(({ id }) => catalogue.filter((rule) => rule.info.id === id));
  const trialed = [...measured, ...candidates];
  yield progress('profiling', 0, trialed.length + 1);
  const profile = profileOf(samples);
  const trials = createTrialRunner(samples);
  yield progress('profiling', 1, trialed.length + 1);
  for (const [index, rule] of trialed.entries()) {
    // The default trial of every rule runs here; deriving reuses it from the cache.
    trials.run(rule, {});
    yield progress('profiling', index + 2, trialed.length + 1);
  }

  const skipped: SkippedRule[] = [];
  const context: DerivationContext = {
    profile,
    trials,
    catalogue,
    tolerance,
    skip: (id, reason) => skipped.push({ id, reason }),
  };
  const steps = candidates.length + 3;
  yield progress('deriving-rules', 0, steps);
  const derived: Derivation[] = [];
  for (const { derive } of MEASURED_RULES) {
    const derivation = derive(context);
    if (derivation) derived.push(derivation);
  }
  derived.push(...deriveGlossaryRules(context, input));
  yield progress('deriving-rules', 1, steps);
  const generic: Derivation[] = [];
  const fit = createToneFitter(profile);
  for (const [index, rule] of candidates.entries()) {
    if (profile.bodySentences.length === 0) {
      context.skip(rule.info.id, 'The samples have no sentences to learn from.');
    } else {
      const derivation = deriveGeneric(context, fit, rule);
      if (derivation) generic.push(derivation);
    }
    yield progress('deriving-rules', index + 2, steps);
  }
  const conflicting = new Set<string>();
  for (const conflict of findConflicts(generic, catalogue)) {
    const [first, second] = conflict.ids;
    conflicting.add(first);
    conflicting.add(second);
    context.skip(first, conflictReason(second));
    context.skip(second, conflictReason(first));
  }
  derived.push(...generic.filter((derivation) => !conflicting.has(derivation.rule.id)));
  yield progress('deriving-rules', steps - 1, steps);
  const order = new Map(catalogue.map((rule, index) => [rule.info.id, index]));
  const byCatalogue = (id: string): number => order.get(id) ?? catalogue.length;
  derived.sort((a, b) => byCatalogue(a.rule.id) - byCatalogue(b.rule.id));
  const setup = { texts, format, catalogue, glossaries: glossariesOf(input) };
  const { derivations, check } = pruneToScore(setup, derived, minScore, context.skip);
  yield progress('deriving-rules', steps, steps);

  skipped.sort((a, b) => byCatalogue(a.id) - byCatalogue(b.id));
  return {
    guide: {
      name: input.name,
      description: input.description ?? '',
      rules: derivations.map((derivation) => derivation.rule),
    },
    evidence: derivations.map((derivation) => derivation.evidence),
    stats: statsOf(profile, context, check, trialed.length + glossaryCount(input, catalogue), skipped),
  };
}

/** The builder's glossaries by id, for rules that refer to them (`{glossaryId}`). */
function glossariesOf(input: ProfileInput): Glossaries {
  const source: Record<string, readonly GlossaryTerm[]> = {};
  for (const { field } of GLOSSARY_RULES) {
    const glossary = resolveGlossary(input[field]);
    if (glossary?.glossaryId !== undefined) source[glossary.glossaryId] = glossary.terms;
  }
  return source;
}

function glossaryCount(input: ProfileInput, catalogue: readonly Rule[]): number {
  return GLOSSARY_RULES.filter(
    ({ field, id }) => resolveGlossary(input[field]) && catalogue.some((rule) => rule.info.id === id),
  ).length;
}
