import type { Rule } from '../rules/types.ts';
import type { Derivation } from './derivation.ts';
import { createTrialRunner } from './ruleTrials.ts';
import { readSample } from './sampleSet.ts';

/** Two derived rules that would contradict each other. */
export interface Conflict {
  readonly ids: readonly [string, string];
}

/** Why a rule is left out for contradicting `other`. */
export function conflictReason(other: string): string {
  return `It contradicts ${other} (each flags most of the other's good examples), and the samples do not show which one they follow.`;
}

/**
 * Finds pairs of untested derived rules (passed without meeting what they check) that contradict each
 * other, from the catalogue's own examples: A and B conflict when B flags most of the texts A gives as
 * good and A flags most of B's (a "use contractions" and an "avoid contractions" rule). Samples that
 * meet neither pass both, so passing is no evidence for either; such pairs are left out. A rule the
 * samples did meet is evidence of itself and is not checked; "most" keeps a good example that breaks
 * another rule by chance from making a conflict.
 */
export function findConflicts(derivations: readonly Derivation[], catalogue: readonly Rule[]): Conflict[] {
  const entries = derivations.flatMap((derivation) => {
    if (derivation.untested !== true) return [];
    const rule = catalogue.find((candidate) => candidate.info.id === derivation.rule.id);
    return rule ? [{ derivation, rule }] : [];
  });
  if (entries.length < 2) return [];
  const owners: number[] = [];
  const samples = entries.flatMap((entry, owner) =>
    entry.rule.info.examples.good.map((text) => {
      owners.push(owner);
      return readSample(text, owners.length - 1, entry.rule.info.examples.format ?? 'plain');
    }),
  );
  const trials = createTrialRunner(samples);
  // flagged[a][b] = how many of b's good examples rule a flags.
  const flagged = entries.map((entry) => {
    const counts = entries.map(() => 0);
    const outcome = trials.run(entry.rule, entry.derivation.rule.params ?? {});
    for (const index of outcome?.failing ?? []) {
      const owner = owners[index];
      if (owner !== undefined) counts[owner] = (counts[owner] ?? 0) + 1;
    }
    return counts;
  });
  const most = (a: number, b: number): boolean =>
    2 * (flagged[a]?.[b] ?? 0) > (entries[b]?.rule.info.examples.good.length ?? 0);
  const conflicts: Conflict[] = [];
  for (let a = 0; a < entries.length; a++) {
    for (let b = a + 1; b < entries.length; b++) {
      const first = entries[a];
      const second = entries[b];
      if (!first || !second || !most(a, b) || !most(b, a)) continue;
      conflicts.push({ ids: [first.rule.info.id, second.rule.info.id] });
    }
  }
  return conflicts;
}
