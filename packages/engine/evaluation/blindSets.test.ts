import { describe, expect, it } from 'vitest';
import { validateGuide } from '../src/guide/compileGuide.ts';
import { listRules } from '../src/rules/catalogue.ts';
import { evaluateDevSet } from '../devset/evaluateDevset.ts';
import { BLIND_SET_ROUNDS, type BlindSet, parseBlindSet, readBlindSets } from './blindSets.ts';
import { passesBlindBars, renderBlindTable } from './blindTable.ts';

const sets = readBlindSets();
const laterRounds = [...BLIND_SET_ROUNDS].filter(([round]) => round > 1);

function sizesByRule(blindSets: readonly BlindSet[]): Map<string, { positive: number; negative: number }> {
  return new Map(
    blindSets.map((set) => [
      set.rule,
      set.file.groups.reduce(
        (total, group) =>
          'positive' in group
            ? {
                positive: total.positive + group.positive.length,
                negative: total.negative + group.negative.length,
              }
            : total,
        { positive: 0, negative: 0 },
      ),
    ]),
  );
}

describe('the blind sets', () => {
  it('cover every rule of the catalogue with at least 20 texts to flag and 20 to pass', () => {
    const sizes = sizesByRule(sets);
    const short = listRules()
      .map((rule) => ({ id: rule.id, size: sizes.get(rule.id) }))
      .filter(({ size }) => size === undefined || size.positive < 20 || size.negative < 20);
    expect(short).toEqual([]);
  });

  it.each(laterRounds)(
    'of round %i hold at least 20 texts to flag and 20 to pass for each rule they cover',
    (_, folder) => {
      const roundSets = readBlindSets(folder);
      expect(roundSets.length).toBeGreaterThan(0);
      const short = [...sizesByRule(roundSets)].filter(
        ([, size]) => size.positive < 20 || size.negative < 20,
      );
      expect(short).toEqual([]);
    },
  );

  it('name only rules of the catalogue, with parameters the rule accepts', () => {
    const known = new Set(listRules().map((rule) => rule.id));
    for (const set of [...sets, ...laterRounds.flatMap(([, folder]) => readBlindSets(folder))]) {
      expect(known.has(set.rule), set.rule).toBe(true);
      for (const group of set.file.groups) {
        if (!('rule' in group)) continue;
        expect(
          validateGuide({ name: set.rule, rules: [{ id: group.rule, params: group.params ?? {} }] }),
          set.rule,
        ).toEqual([]);
      }
    }
  });

  it('refuse a file without a rule id or with a malformed group, naming the place', () => {
    expect(() => parseBlindSet({ groups: [] }, 'blind/x.json')).toThrow('blind/x.json.rule');
    expect(() => parseBlindSet({ rule: 'hype', groups: [{ positive: 'no' }] }, 'blind/hype.json')).toThrow(
      'blind/hype.json.groups[0].positive',
    );
  });

  it('are measured per rule, with a pass mark at precision 0.95 and recall 0.90', () => {
    const report = evaluateDevSet(sets.map((set) => set.file));
    expect(report.rules.map((rule) => rule.id).sort()).toEqual(sets.map((set) => set.rule).sort());
    expect(passesBlindBars({ precision: 0.95, recall: 0.9 })).toBe(true);
    expect(passesBlindBars({ precision: 0.94, recall: 1 })).toBe(false);
    expect(renderBlindTable(report.rules)).toContain(`${report.rules.length} rules`);
  });
});
