import { describe, expect, it } from 'vitest';
import { evaluateDevSet } from './evaluateDevset.ts';
import { DevSetError, parseDevSetFile } from './parseDevset.ts';

describe('development-set files', () => {
  it('read both group shapes', () => {
    const file = parseDevSetFile(
      {
        description: 'test',
        groups: [
          {
            rule: 'spacing',
            positive: ['Hello  world.', { text: 'Hi , you.', fixed: 'Hi, you.' }],
            negative: ['Fine.'],
          },
          {
            guide: [{ id: 'hype' }],
            format: 'markdown',
            cases: [{ text: 'A seamless app.', expect: ['hype'] }],
          },
        ],
      },
      'test.json',
    );
    expect(file.groups).toHaveLength(2);
    const report = evaluateDevSet([file]);
    expect(report.cases).toBe(4);
    expect(report.rules.map((rule) => [rule.id, rule.truePositives, rule.trueNegatives])).toEqual([
      ['hype', 1, 0],
      ['spacing', 2, 1],
    ]);
    expect(report.misses).toEqual([]);
  });

  it('say where a file is malformed', () => {
    expect(() =>
      parseDevSetFile(
        { description: 'x', groups: [{ rule: 'spacing', positive: [1], negative: [] }] },
        'bad.json',
      ),
    ).toThrow(new DevSetError('bad.json.groups[0].positive[0]', 'must be a text or {text, fixed?}'));
    expect(() =>
      parseDevSetFile({ description: 'x', groups: [{ guide: [], format: 'pdf', cases: [] }] }, 'bad.json'),
    ).toThrow(/bad\.json\.groups\[0\]\.format: must be one of plain, markdown, html/);
  });

  it('count a false positive, a false negative and a wrong fix', () => {
    const report = evaluateDevSet([
      parseDevSetFile(
        {
          description: 'x',
          groups: [
            {
              rule: 'spacing',
              positive: ['Fine.', { text: 'Hi  you.', fixed: 'wrong' }],
              negative: ['Hi , you.'],
            },
          ],
        },
        'x.json',
      ),
    ]);
    expect(report.rules).toEqual([
      {
        id: 'spacing',
        truePositives: 1,
        falsePositives: 1,
        falseNegatives: 1,
        trueNegatives: 0,
        positives: 2,
        negatives: 1,
        precision: 0.5,
        recall: 0.5,
      },
    ]);
    expect(report.misses.map((miss) => miss.kind).sort()).toEqual([
      'false-negative',
      'false-positive',
      'fix',
    ]);
  });
});
