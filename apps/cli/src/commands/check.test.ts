import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import sarifSchema from '../format/sarif-2.1.0.schema.json' with { type: 'json' };
import { artifactUri } from '../format/sarifReport.ts';
import { MIN_SPLIT_LENGTH } from '../checkWorker.ts';
import { devSetTexts, markdownOf } from '../longTexts.ts';
import { runWtt } from '../spawnWtt.ts';

let dir = '';
const file = (name: string): string => path.join(dir, name);

const guide = {
  name: 'Support',
  rules: [
    { id: 'forbidden-terms', params: { terms: [{ term: 'utilize', suggestions: ['use'] }] } },
    { id: 'exact-spelling', params: { terms: ['GitHub'] } },
    { id: 'max-sentence-length', params: { max: 12 } },
    { id: 'greeting-check' },
  ],
};

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'wtt-check-'));
  writeFileSync(file('guide.json'), JSON.stringify(guide));
  writeFileSync(
    file('warnings-only.json'),
    JSON.stringify({ name: 'Soft', rules: [{ id: 'greeting-check' }] }),
  );
  writeFileSync(
    file('bad-guide.json'),
    JSON.stringify({
      name: 'Bad',
      rules: [{ id: 'max-sentence-length', params: { max: 'long' } }, { id: 'nope' }],
    }),
  );
  writeFileSync(file('clean.txt'), 'Hi Anna,\n\nWe use GitHub.\n');
  writeFileSync(file('notes.md'), '# Notes\n\nHello!\r\nWe utilized Github.\r\n\n```\nutilize github\n```\n');
  writeFileSync(file('page.html'), '<p>Hello. We <code>utilize</code> it.</p>');
  writeFileSync(file('glossary.csv'), 'term,suggestions\nleverage,use\n');
  writeFileSync(
    file('glossary-guide.json'),
    JSON.stringify({ name: 'G', rules: [{ id: 'forbidden-terms', params: { glossaryId: 'words' } }] }),
  );
});

// Each test spawns the real binary: on a busy 2-core machine one start can take seconds.
describe('wtt check', { timeout: 30_000 }, () => {
  it('reports like a compiler, with lines and columns of the source, and exits 1 on errors', async () => {
    const { code, stdout, stderr } = await runWtt(['check', '--guide', file('guide.json'), file('notes.md')]);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    const lines = stdout.split('\n');
    expect(lines).toContain(
      `${file('notes.md')}:4:4 error Replace “utilized” with “used”: the guide forbids it. [forbidden-terms]`,
    );
    expect(lines).toContain(
      `${file('notes.md')}:4:13 error Write “GitHub”, not “Github”: that is how the guide spells it. [exact-spelling]`,
    );
    // The code block is not prose: one finding per rule, none on line 7.
    expect(stdout).not.toMatch(/notes\.md:7:/);
    expect(stdout).toContain(`${file('notes.md')}: score `);
    expect(lines.at(-2)).toBe('1 file checked: 2 errors, 0 warnings, 0 suggestions.');
  });

  it('exits 0 when no error remains, even with warnings', async () => {
    const clean = await runWtt(['check', '--guide', file('guide.json'), file('clean.txt')]);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toContain('no findings');
    const soft = await runWtt(['check', '-g', file('warnings-only.json'), file('notes.md')]);
    expect(soft.stdout).toBe(
      `${file('notes.md')}: score 100/100, no findings\n\n1 file checked: 0 errors, 0 warnings, 0 suggestions.\n`,
    );
    const warned = await runWtt(['check', '-g', file('warnings-only.json'), '--input-format', 'plain', '-'], {
      input: 'Your order shipped.',
    });
    expect(warned.code).toBe(0);
    expect(warned.stdout).toContain('<stdin>:1:1 warning Open with a greeting');
  });

  it('writes [{file, score, findings}] as JSON, for files and standard input', async () => {
    const { code, stdout } = await runWtt(
      ['check', '--guide', file('guide.json'), '--format', 'json', file('clean.txt'), '-'],
      { input: 'Hi. We utilize it.' },
    );
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as {
      file: string;
      score: number;
      findings: Record<string, unknown>[];
    }[];
    expect(report.map((entry) => entry.file)).toEqual([file('clean.txt'), '<stdin>']);
    expect(report[0]).toMatchObject({ score: 100, findings: [] });
    expect(report[1]?.score).toBeLessThan(100);
    expect(report[1]?.findings).toEqual([
      {
        from: 7,
        to: 14,
        type: 'Choice of Words',
        id: 'forbidden-terms',
        methodName: 'forbidden-term',
        message: 'Replace “utilize” with “use”: the guide forbids it.',
        severity: 'error',
        suggestions: ['use'],
        fix: { begin: 7, end: 14, replacement: 'use' },
        line: 1,
        column: 8,
        endLine: 1,
        endColumn: 15,
      },
    ]);
  });

  it('reads HTML by extension (code is not prose) and takes --input-format over it', async () => {
    const byExtension = await runWtt(['check', '-g', file('guide.json'), '-f', 'json', file('page.html')]);
    expect(JSON.parse(byExtension.stdout)).toMatchObject([{ findings: [] }]);
    const asPlain = await runWtt([
      'check',
      '-g',
      file('guide.json'),
      '-f',
      'json',
      '--input-format',
      'plain',
      file('page.html'),
    ]);
    const [plain] = JSON.parse(asPlain.stdout) as { findings: { id: string }[] }[];
    expect(plain?.findings.map((finding) => finding.id)).toContain('forbidden-terms');
  });

  it('writes SARIF 2.1.0 valid against the schema, with the rules and fixes', async () => {
    const { code, stdout } = await runWtt(
      ['check', '-g', file('guide.json'), '-f', 'sarif', file('notes.md'), '-'],
      {
        input: 'Hi. Utilize it.',
      },
    );
    expect(code).toBe(1);
    const log = JSON.parse(stdout) as unknown;
    const validate = new Ajv({ allErrors: true, strictRequired: false }).compile(sarifSchema);
    expect(validate.errors ?? []).toEqual([]);
    expect(validate(log)).toBe(true);
    const run = (log as { runs: [Record<string, unknown>] }).runs[0];
    expect(run).toMatchObject({
      tool: {
        driver: {
          name: 'wtt',
          rules: [
            { id: 'forbidden-terms' },
            { id: 'exact-spelling' },
            { id: 'max-sentence-length' },
            { id: 'greeting-check' },
          ],
        },
      },
      columnKind: 'utf16CodeUnits',
      artifacts: [{ location: { uri: artifactUri(file('notes.md')) } }, { location: { uri: '%3Cstdin%3E' } }],
    });
    const results = run.results as Record<string, unknown>[];
    expect(results[0]).toMatchObject({
      ruleId: 'forbidden-terms',
      ruleIndex: 0,
      level: 'error',
      locations: [
        { physicalLocation: { region: { startLine: 4, startColumn: 4, endLine: 4, endColumn: 12 } } },
      ],
      fixes: [{ artifactChanges: [{ replacements: [{ insertedContent: { text: 'used' } }] }] }],
    });
  });

  it('rejects an invalid guide with exit 2 and every issue by path', async () => {
    const { code, stdout, stderr } = await runWtt([
      'check',
      '--guide',
      file('bad-guide.json'),
      file('clean.txt'),
    ]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(`invalid guide '${file('bad-guide.json')}'`);
    expect(stderr).toContain('rules[0].params.max');
    expect(stderr).toContain('rules[1].id: There is no rule "nope"');
  });

  it('exits 2 with a clear message for usage mistakes', async () => {
    const missing = await runWtt([
      'check',
      '--guide',
      file('guide.json'),
      file('clean.txt'),
      file('missing.md'),
    ]);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toContain(`cannot read '${file('missing.md')}': no such file`);
    const noGuide = await runWtt(['check', file('clean.txt')]);
    expect(noGuide.code).toBe(2);
    expect(noGuide.stderr).toContain('--guide <value> is required');
    const unknownFlag = await runWtt(['check', '--guide', file('guide.json'), '--colour', file('clean.txt')]);
    expect(unknownFlag.code).toBe(2);
    expect(unknownFlag.stderr).toContain("Unknown option '--colour'");
    const badFormat = await runWtt([
      'check',
      '--guide',
      file('guide.json'),
      '--format',
      'xml',
      file('clean.txt'),
    ]);
    expect(badFormat.stderr).toContain('--format must be one of text, json, sarif');
    const noFiles = await runWtt(['check', '--guide', file('guide.json')]);
    expect(noFiles.code).toBe(2);
    const missingGuide = await runWtt(['check', '--guide', file('none.json'), file('clean.txt')]);
    expect(missingGuide.stderr).toContain(`cannot read '${file('none.json')}'`);
  });

  it('reads glossaries the guide refers to from CSV', async () => {
    const args = [
      'check',
      '-g',
      file('glossary-guide.json'),
      '--glossary',
      `words=${file('glossary.csv')}`,
      '-',
    ];
    const { code, stdout } = await runWtt(args, { input: 'We leverage data.' });
    expect(code).toBe(1);
    expect(stdout).toContain('Replace “leverage” with “use”');
    const without = await runWtt(['check', '-g', file('glossary-guide.json'), '-'], { input: 'x' });
    expect(without.code).toBe(2);
    expect(without.stderr).toContain('glossaryId');
  });
});

describe('wtt check of long texts on worker threads', { timeout: 120_000 }, () => {
  it('prints what one thread prints, for files (workers started early) and standard input', async () => {
    const bench = path.join(
      import.meta.dirname,
      '..',
      '..',
      '..',
      '..',
      'bench',
      'guides',
      'thirty-rules.json',
    );
    const texts = devSetTexts();
    const long = file('long.md');
    writeFileSync(long, markdownOf(texts, 3 * MIN_SPLIT_LENGTH));
    const input = markdownOf([...texts].reverse(), 2 * MIN_SPLIT_LENGTH);
    const args = ['check', '-g', bench, '-f', 'json', long, file('notes.md'), '-'];
    const alone = await runWtt(args, { input, env: { WTT_CHECK_WORKERS: '0' } });
    const split = await runWtt(args, { input, env: { WTT_CHECK_WORKERS: '1' } });
    expect(alone.stderr).toBe('');
    expect(JSON.parse(alone.stdout)).toHaveLength(3);
    expect(split).toEqual(alone);
  });
});
