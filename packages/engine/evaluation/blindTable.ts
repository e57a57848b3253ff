import type { DevSetReport, RuleQuality } from '../devset/devsetTypes.ts';

/** The bars of issue 16: a rule passes its blind set at precision >= 0.95 and recall >= 0.90. */
export const BLIND_PRECISION_BAR = 0.95;
export const BLIND_RECALL_BAR = 0.9;

export function passesBlindBars(rule: Pick<RuleQuality, 'precision' | 'recall'>): boolean {
  return rule.precision >= BLIND_PRECISION_BAR && rule.recall >= BLIND_RECALL_BAR;
}

/** One row per rule: counts, precision, recall, pass or fail; then the micro average. */
export function renderBlindTable(rules: readonly RuleQuality[]): string {
  const rows = rules.map(
    (rule) =>
      `| \`${rule.id}\` | ${rule.positives} / ${rule.negatives} | ${rule.precision.toFixed(2)} | ${rule.recall.toFixed(2)} | ${rule.falsePositives} | ${rule.falseNegatives} | ${passesBlindBars(rule) ? 'pass' : 'fail'} |`,
  );
  const sum = (pick: (rule: RuleQuality) => number) => rules.reduce((total, rule) => total + pick(rule), 0);
  const tp = sum((rule) => rule.truePositives);
  const fp = sum((rule) => rule.falsePositives);
  const fn = sum((rule) => rule.falseNegatives);
  const passing = rules.filter(passesBlindBars).length;
  return [
    '| Rule | Texts (+ / −) | Precision | Recall | False positives | Misses | Bar |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `${rules.length} rules, ${passing} pass (precision >= ${BLIND_PRECISION_BAR}, recall >= ${BLIND_RECALL_BAR}); micro precision ${(tp / Math.max(1, tp + fp)).toFixed(3)}, recall ${(tp / Math.max(1, tp + fn)).toFixed(3)}.`,
  ].join('\n');
}

/** Every text a rule got wrong, with the finding or the missing one: for sets that may be read. */
export function renderMisses(misses: DevSetReport['misses']): string {
  return misses
    .map((miss) => `\n[${miss.rule}] ${miss.kind}: ${miss.detail}\n  ${JSON.stringify(miss.text)}`)
    .join('\n');
}
