import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const main = path.join(import.meta.dirname, 'main.ts');

describe('wtt binary', () => {
  it('lists the rule categories from the engine', async () => {
    const { stdout } = await run(process.execPath, [main, 'categories']);
    expect(stdout.trim().split('\n')).toEqual([
      'Choice of Words',
      'Readability and Flow',
      'Emotionality',
      'Sentence Structure',
      'Document Structure',
    ]);
  });

  it('exits with 2 and the usage for an unknown command', async () => {
    const failure = await run(process.execPath, [main, 'frobnicate']).then(
      () => undefined,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain("unknown command 'frobnicate'");
    expect(failure?.stderr).toContain('Usage: wtt');
  });
});
