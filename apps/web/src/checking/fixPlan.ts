// "Fix these to reach N": which rules' findings to fix, largest loss first, to lift the score to a
// target. The score is 100·e^(−D/12) (docs/scoring.md), and each rule owns its share of D, so removing a
// rule's findings removes its share of the penalty; that gives the score after each fix exactly.
import type { MatchAnswer } from '@wtt/contract';

/** The scale of docs/scoring.md: overall = 100·e^(−D / SCORE_SCALE). */
const SCORE_SCALE = 12;

export type CheckFinding = MatchAnswer['findings'][number];
export type RuleLoss = MatchAnswer['explanation']['rules'][number];

export interface FixStep {
  rule: RuleLoss;
  /** The rule's findings in the text, in text order. */
  findings: CheckFinding[];
  /** The score once this rule and every one before it is fixed. */
  scoreAfter: number;
}

export interface FixPlan {
  target: number;
  steps: FixStep[];
}

/** The next round ten above the score (51 → 60, 90 → 100); 100 has nothing above it. */
export function nextMilestone(score: number): number | null {
  if (score >= 100) return null;
  return Math.min(100, (Math.floor(score / 10) + 1) * 10);
}

/** The penalty D behind a loss of `lossPoints` (L = 100·(1 − e^(−D/12))). */
function penaltyOf(lossPoints: number): number {
  const kept = Math.max(1 - lossPoints / 100, 1e-6);
  return -SCORE_SCALE * Math.log(kept);
}

function scoreFor(penalty: number): number {
  return Math.round(100 * Math.exp(-Math.max(penalty, 0) / SCORE_SCALE));
}

/**
 * The fewest rules, largest loss first, whose findings fixed bring the score to `target` (default: the
 * next milestone). Null when nothing costs points or the target is not above the score.
 */
export function planFixes(answer: MatchAnswer, target = nextMilestone(answer.score)): FixPlan | null {
  const rules = [...answer.explanation.rules]
    .filter((rule) => rule.loss > 0)
    .sort((left, right) => right.loss - left.loss);
  if (target === null || target <= answer.score || rules.length === 0) return null;
  // Shares and losses are rounded on the wire; the losses' sum is the loss they explain.
  const totalLoss = rules.reduce((sum, rule) => sum + rule.loss, 0);
  const penalty = penaltyOf(totalLoss);
  const steps: FixStep[] = [];
  let removedLoss = 0;
  for (const rule of rules) {
    removedLoss += rule.loss;
    const scoreAfter =
      removedLoss >= totalLoss - 1e-9 ? 100 : scoreFor(penalty * (1 - removedLoss / totalLoss));
    const findings = answer.findings
      .filter((finding) => finding.id === rule.id)
      .sort((left, right) => left.from - right.from);
    steps.push({ rule, findings, scoreAfter });
    if (scoreAfter >= target) break;
  }
  return { target, steps };
}
