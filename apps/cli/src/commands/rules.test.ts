import { listRules } from '@wtt/engine';
import { describe, expect, it } from 'vitest';
import { runWtt } from '../spawnWtt.ts';

// Each test spawns the real binary: on a busy 2-core machine one start can take seconds.
describe('wtt rules', { timeout: 30_000 }, () => {
  it('prints the catalogue as JSON, exactly as listRules gives it', async () => {
    const { code, stdout } = await runWtt(['rules', '--format', 'json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify(listRules())));
  });

  it('prints every rule by category as text, with its parameters', async () => {
    const { code, stdout } = await runWtt(['rules']);
    expect(code).toBe(0);
    for (const rule of listRules()) {
      expect(stdout).toMatch(new RegExp(`^  ${rule.id} +${rule.severity} +`, 'm'));
    }
    expect(stdout).toMatch(/max \(integer = 25\)/);
    expect(stdout.trim().endsWith(`${listRules().length} rules.`)).toBe(true);
  });

  it('exits 2 for an unknown format or argument', async () => {
    expect((await runWtt(['rules', '--format', 'yaml'])).code).toBe(2);
    expect((await runWtt(['rules', 'extra'])).stderr).toContain("unexpected argument 'extra'");
  });
});
