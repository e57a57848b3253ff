import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runWtt } from '../spawnWtt.ts';

// Each test spawns the real binary: on a busy 2-core machine one start can take seconds.
describe('wtt export-vale', { timeout: 30_000 }, () => {
  it('writes the Vale package of a guide into --out', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wtt-vale-'));
    const guidePath = path.join(dir, 'guide.json');
    writeFileSync(
      guidePath,
      JSON.stringify({
        name: 'Support',
        rules: [
          {
            id: 'forbidden-terms',
            params: { terms: [{ term: 'utilize', suggestions: ['use'] }, 'synergy'] },
          },
          { id: 'exact-spelling', params: { glossaryId: 'brand' } },
          { id: 'greeting-check' },
        ],
      }),
    );
    const csv = path.join(dir, 'brand.csv');
    writeFileSync(csv, 'term,note\nGitHub,Our code host.\n');
    const out = path.join(dir, 'vale');
    const { code, stdout, stderr } = await runWtt([
      'export-vale',
      '--guide',
      guidePath,
      '--out',
      out,
      '--glossary',
      `brand=${csv}`,
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('Wrote 6 files');
    const rule = parse(readFileSync(path.join(out, 'styles/Support/ForbiddenTerms.yml'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(rule).toMatchObject({ extends: 'substitution', level: 'error', action: { name: 'replace' } });
    expect(readFileSync(path.join(out, 'styles/config/vocabularies/Support/accept.txt'), 'utf8')).toBe(
      'GitHub\n',
    );
    expect(readFileSync(path.join(out, 'styles/config/vocabularies/Support/reject.txt'), 'utf8')).toContain(
      '[Ss]ynerg',
    );
    expect(readFileSync(path.join(out, '.vale.ini'), 'utf8')).toContain('BasedOnStyles = Vale, Support');
    const readme = readFileSync(path.join(out, 'README.md'), 'utf8');
    expect(readme).toContain('## Not exported');
    expect(readme).toContain('`greeting-check`');
    expect(readme).toContain('Our code host.');
  });

  it('exits 2 without --out or with an invalid guide', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wtt-vale-'));
    const guidePath = path.join(dir, 'guide.json');
    writeFileSync(
      guidePath,
      JSON.stringify({ name: 'x', rules: [{ id: 'exact-spelling', params: { glossaryId: 'none' } }] }),
    );
    expect((await runWtt(['export-vale', '--guide', guidePath])).stderr).toContain(
      '--out <value> is required',
    );
    const invalid = await runWtt(['export-vale', '--guide', guidePath, '--out', path.join(dir, 'out')]);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain('rules[0].params.glossaryId');
  });
});
