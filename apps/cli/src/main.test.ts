import { describe, expect, it } from 'vitest';
import { runWtt } from './spawnWtt.ts';

// Each test spawns the real binary: on a busy 2-core machine one start can take seconds.
describe('wtt binary', { timeout: 30_000 }, () => {
  it('lists the rule categories from the engine', async () => {
    const { stdout, code } = await runWtt(['categories']);
    expect(code).toBe(0);
    expect(stdout.trim().split('\n')).toEqual([
      'Choice of Words',
      'Readability and Flow',
      'Emotionality',
      'Sentence Structure',
      'Document Structure',
    ]);
  });

  it('prints the usage with every command and the exit codes', async () => {
    const { stdout, code } = await runWtt(['--help']);
    expect(code).toBe(0);
    for (const command of ['check', 'rules', 'analyze', 'export-vale', 'import-glossary', 'Exit codes']) {
      expect(stdout).toContain(command);
    }
  });

  it('exits with 2 and the usage for an unknown command', async () => {
    const { code, stderr } = await runWtt(['frobnicate']);
    expect(code).toBe(2);
    expect(stderr).toContain("unknown command 'frobnicate'");
    expect(stderr).toContain('Usage: wtt');
  });
});
