import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toYaml } from './yamlWriter.ts';

describe('toYaml', () => {
  it('writes texts single-quoted so regular expressions survive exactly', () => {
    const value = {
      extends: 'substitution',
      message: "Use '%s' instead of '%s': it's #1.",
      ignorecase: false,
      max: 25,
      tokens: ['\\b(?:a|b)\\s+c', "it['\u2019]s", '- dash', ''],
      swap: { '(?i:git\\s+hub)': 'GitHub', 'plain key': 'a|b' },
      action: { name: 'edit', params: ['truncate', ' '] },
      skipped: undefined,
      empty: [],
    };
    const text = toYaml(value);
    expect(text).toContain("message: 'Use ''%s'' instead of ''%s'': it''s #1.'");
    expect(text).not.toContain('skipped');
    const { skipped: _skipped, ...expected } = value;
    expect(parse(text)).toEqual(expected);
  });

  it('turns line breaks into spaces and refuses numbers YAML cannot hold', () => {
    expect(parse(toYaml({ message: 'one\ntwo' }))).toEqual({ message: 'one two' });
    expect(() => toYaml({ max: Number.NaN })).toThrow();
  });

  it('writes lists of maps', () => {
    const value = { tokens: [{ pattern: 'a', skip: 2 }, { tag: 'NN' }] };
    expect(parse(toYaml(value))).toEqual(value);
  });
});
