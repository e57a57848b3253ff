import { RULE_CATEGORIES, type RuleCategory } from '../categories.ts';
import type { RuleScope, Severity } from '../rules/types.ts';
import type { RuleLoss, Score, SentenceLoss } from './types.ts';
import { SCALE, SEVERITY_WEIGHTS, WORDS_PER_UNIT } from './weights.ts';

/** What the score needs to know of one finding. */
export interface ScoredFinding {
  readonly id: string;
  readonly type: RuleCategory;
  readonly severity: Severity;
  /** Block findings are normalised by text length; document findings (a missing greeting) are not. */
  readonly scope: RuleScope;
  /** The sentence the finding starts in, if any. */
  readonly sentence?: { readonly blockId?: string; readonly from: number; readonly to: number };
}

/**
 * Scores a checked text (formula in docs/scoring.md):
 *   units = max(words, 100) / 100
 *   D_c   = Σ weight(block findings of c) / units + Σ weight(document findings of c)
 *   score_c = 100 · e^(−D_c / 12), overall = 100 · e^(−Σ D_c / 12)
 * Each finding's share of the loss is its share of D; rules and sentences add up their findings.
 */
export function computeScore(findings: readonly ScoredFinding[], words: number): Score {
  const units = Math.max(words, WORDS_PER_UNIT) / WORDS_PER_UNIT;
  const penalty = new Map<RuleCategory, number>(RULE_CATEGORIES.map((category) => [category, 0]));
  const contributions = findings.map((finding) => {
    const weight = SEVERITY_WEIGHTS[finding.severity];
    return finding.scope === 'document' ? weight : weight / units;
  });
  let total = 0;
  for (const [index, finding] of findings.entries()) {
    const contribution = contributions[index] ?? 0;
    penalty.set(finding.type, (penalty.get(finding.type) ?? 0) + contribution);
    total += contribution;
  }
  const categories = Object.fromEntries(
    RULE_CATEGORIES.map((category) => [category, toScore(penalty.get(category) ?? 0)]),
  ) as Record<RuleCategory, number>;
  const loss = 100 * (1 - Math.exp(-total / SCALE));

  const rules = new Map<string, { id: string; type: RuleCategory; findings: number; weight: number }>();
  const sentences = new Map<
    string,
    { sentence: NonNullable<ScoredFinding['sentence']>; findings: number; weight: number }
  >();
  for (const [index, finding] of findings.entries()) {
    const contribution = contributions[index] ?? 0;
    const rule = rules.get(finding.id) ?? { id: finding.id, type: finding.type, findings: 0, weight: 0 };
    rule.findings += 1;
    rule.weight += contribution;
    rules.set(finding.id, rule);
    if (!finding.sentence) continue;
    const sentenceKey = `${finding.sentence.blockId ?? ''}\u0000${finding.sentence.from}\u0000${finding.sentence.to}`;
    const sentence = sentences.get(sentenceKey) ?? { sentence: finding.sentence, findings: 0, weight: 0 };
    sentence.findings += 1;
    sentence.weight += contribution;
    sentences.set(sentenceKey, sentence);
  }
  const share = (weight: number): number => (total > 0 ? weight / total : 0);
  const ruleLosses: RuleLoss[] = [...rules.values()]
    .map((rule) => ({
      id: rule.id,
      type: rule.type,
      findings: rule.findings,
      loss: round(loss * share(rule.weight)),
      share: round(share(rule.weight), 3),
    }))
    .sort((a, b) => b.loss - a.loss || b.findings - a.findings || a.id.localeCompare(b.id));
  const sentenceLosses: SentenceLoss[] = [...sentences.values()]
    .map(({ sentence, findings: count, weight }) => ({
      ...sentence,
      findings: count,
      loss: round(loss * share(weight)),
      share: round(share(weight), 3),
    }))
    // Equal losses stay in the order the findings came (reading order): offsets alone would not give it
    // when each block counts its own (block-based checking).
    .sort((a, b) => b.loss - a.loss || b.findings - a.findings);
  return { overall: toScore(total), categories, words, rules: ruleLosses, sentences: sentenceLosses };
}

function toScore(penalty: number): number {
  return Math.round(100 * Math.exp(-penalty / SCALE));
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
