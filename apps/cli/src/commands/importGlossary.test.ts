import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runWtt } from '../spawnWtt.ts';

// Each test spawns the real binary: on a busy 2-core machine one start can take seconds.
describe('wtt import-glossary', { timeout: 30_000 }, () => {
  it('prints the glossary of a CSV file as JSON, named after the file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wtt-csv-'));
    const csv = path.join(dir, 'plain-words.csv');
    writeFileSync(csv, '\uFEFFterm,suggestions,note\r\nutilize,use | apply,"Plain words, please."\r\n');
    const { code, stdout, stderr } = await runWtt(['import-glossary', csv]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(JSON.parse(stdout)).toEqual({
      name: 'plain-words',
      terms: [{ term: 'utilize', suggestions: ['use', 'apply'], note: 'Plain words, please.' }],
    });
  });

  it('reports problems on stderr by line and exits 1, printing the usable terms', async () => {
    const { code, stdout, stderr } = await runWtt(['import-glossary', '--name', 'Brand', '-'], {
      input: 'term\nGitHub\ngithub\n',
    });
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual({ name: 'Brand', terms: [{ term: 'GitHub' }] });
    expect(stderr).toBe('<stdin>:3: "github" repeats the term on line 2 and is skipped.\n');
  });

  it('exits 2 for a missing file', async () => {
    const { code, stderr } = await runWtt(['import-glossary', 'no-such.csv']);
    expect(code).toBe(2);
    expect(stderr).toContain("cannot read 'no-such.csv': no such file");
  });
});
