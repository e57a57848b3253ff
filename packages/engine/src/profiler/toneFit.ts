import { TONE_WEIGHTS } from '../analyzer/tone/weights.ts';
import type { Rule } from '../rules/types.ts';
import { createTrialRunner } from './ruleTrials.ts';
import type { PooledDimension, SampleProfile } from './sampleProfile.ts';
import { compareText, readSample } from './sampleSet.ts';
import { TONE_PROBES } from './toneProbes.ts';
import type { EvidenceSentence } from './types.ts';

/** How a rule sits with the samples' tone. */
export interface ToneFit {
  /** Set when the rule works against the pole the samples lean to: leave it out. */
  readonly veto?: string;
  /** Dimensions where the rule keeps the samples' lean, with the sentences that show the lean. */
  readonly supports: ReadonlyArray<{
    readonly reason: string;
    readonly sentences: readonly EvidenceSentence[];
  }>;
}

export type ToneFitter = (rule: Rule, params: Readonly<Record<string, unknown>>) => ToneFit;

/**
 * Places rules on the tone dimensions by running them on the tone probes: a rule that flags all of one
 * pole's probes and none of the other pole's works against that pole. Such a rule is left out when the samples lean to
 * that pole (their not breaking it yet is no evidence against their own tone) and is supported by the
 * tone when the samples lean the other way.
 */
export function createToneFitter(profile: SampleProfile): ToneFitter {
  const probes = TONE_PROBES.map((probe, index) => ({
    probe,
    sample: readSample(probe.text, index, 'plain'),
  }));
  const trials = createTrialRunner(probes.map((entry) => entry.sample));
  return (rule, params) => {
    const outcome = trials.run(rule, params);
    if (!outcome) return { supports: [] };
    const failing = new Set(outcome.failing);
    const supports: Array<{ reason: string; sentences: EvidenceSentence[] }> = [];
    for (const dimension of Object.values(profile.tone)) {
      // How many of the pole's probes the rule flags, of how many.
      const flags = (pole: 'left' | 'right'): { flagged: number; of: number } => {
        const own = probes.filter(
          (entry) => entry.probe.dimension === dimension.id && entry.probe.pole === pole,
        );
        return { flagged: own.filter((entry) => failing.has(entry.sample.index)).length, of: own.length };
      };
      const left = flags('left');
      const right = flags('right');
      // Against a pole: every probe of it flagged, none of the other pole's.
      const against =
        left.of > 0 && left.flagged === left.of && right.flagged === 0
          ? 'left'
          : right.of > 0 && right.flagged === right.of && left.flagged === 0
            ? 'right'
            : undefined;
      if (against === undefined) continue;
      const lean = leanOf(dimension);
      if (lean === undefined) continue;
      const poleName = against === 'left' ? dimension.left : dimension.right;
      if (lean === against) {
        return {
          veto: `The samples read ${dimension.label} (${describe(dimension)}) and the rule works against ${poleName} writing.`,
          supports: [],
        };
      }
      supports.push({
        reason: `It keeps the samples' ${dimension.label} tone (${describe(dimension)}): it flags ${poleName} writing.`,
        sentences: leanSentences(dimension, lean),
      });
    }
    return { supports };
  };
}

function leanOf(dimension: PooledDimension): 'left' | 'right' | undefined {
  if (dimension.value <= -TONE_WEIGHTS.labelThreshold) return 'left';
  if (dimension.value >= TONE_WEIGHTS.labelThreshold) return 'right';
  return undefined;
}

function describe(dimension: PooledDimension): string {
  return `${dimension.left}↔${dimension.right} ${dimension.value}`;
}

/** The samples' sentences that drive the dimension towards its lean, strongest first. */
function leanSentences(dimension: PooledDimension, lean: 'left' | 'right'): EvidenceSentence[] {
  return dimension.drivers
    .filter(({ driver }) => (lean === 'left' ? driver.contribution < 0 : driver.contribution > 0))
    .sort(
      (a, b) =>
        Math.abs(b.driver.contribution) - Math.abs(a.driver.contribution) ||
        compareText(a.driver.text, b.driver.text) ||
        compareText(a.sample.text, b.sample.text) ||
        a.driver.from - b.driver.from,
    )
    .slice(0, 2)
    .map(({ sample, driver }) => ({
      sample: sample.index,
      from: driver.from,
      to: driver.to,
      text: driver.text,
    }));
}
