import { describe, expect, it } from 'vitest';
import { listRules } from '../src/rules/catalogue.ts';
import { DEV_SET } from './devsetFiles.ts';
import { evaluateDevSet } from './evaluateDevset.ts';
import { renderRulesTable } from './rulesTable.ts';

// The labelled development set (packages/engine/devset/) run through the catalogue: precision and
// recall per rule, the bar every rule must meet, and docs/rules.md that publishes the figures.
const report = evaluateDevSet(DEV_SET);
const MIN_PRECISION = 0.9;
const MIN_EXAMPLES = 3;

const fixed = (value: number): string => value.toFixed(2);

describe('the development set', () => {
  it('reports precision and recall per rule', async ({ annotate }) => {
    const rows = [...report.rules].sort((a, b) => a.precision - b.precision || a.recall - b.recall);
    // Shown by the test reporter; docs/rules.md (checked below) publishes the same figures.
    await annotate(
      [
        `development set: ${report.cases} texts, ${report.rules.length} rules`,
        'rule                          precision  recall  +texts  -texts',
        ...rows.map(
          (rule) =>
            `${rule.id.padEnd(30)}${fixed(rule.precision).padStart(9)}${fixed(rule.recall).padStart(8)}${String(rule.positives).padStart(8)}${String(rule.negatives).padStart(8)}`,
        ),
      ].join('\n'),
    );
    expect(report.cases).toBeGreaterThanOrEqual(400);
  });

  it('covers every rule of the catalogue with at least 3 texts it must flag and 3 it must pass', () => {
    const measured = new Map(report.rules.map((rule) => [rule.id, rule]));
    const thin = listRules()
      .map((rule) => measured.get(rule.id) ?? { id: rule.id, positives: 0, negatives: 0 })
      .filter((rule) => rule.positives < MIN_EXAMPLES || rule.negatives < MIN_EXAMPLES)
      .map((rule) => `${rule.id}: ${rule.positives} positive, ${rule.negatives} negative`);
    expect(thin).toEqual([]);
  });

  it(`holds every rule to a precision of at least ${MIN_PRECISION}`, () => {
    const failing = report.rules
      .filter((rule) => rule.precision < MIN_PRECISION)
      .map((rule) => ({
        rule: rule.id,
        precision: fixed(rule.precision),
        falsePositives: report.misses
          .filter((miss) => miss.rule === rule.id && miss.kind === 'false-positive')
          .map((miss) => `${miss.text} :: ${miss.detail}`),
      }));
    expect(failing).toEqual([]);
  });

  it('names only rules of the catalogue', () => {
    const ids = new Set(listRules().map((rule) => rule.id));
    expect(report.rules.map((rule) => rule.id).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('gives the expected text after applying the offered fixes', () => {
    expect(report.misses.filter((miss) => miss.kind === 'fix')).toEqual([]);
  });

  it('is what docs/rules.md publishes (regenerate with node packages/engine/devset/scripts/writeRulesTable.ts)', async () => {
    await expect(renderRulesTable(listRules(), report)).toMatchFileSnapshot('../../../docs/rules.md');
  });
});
