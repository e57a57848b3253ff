import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runWtt } from '../spawnWtt.ts';

const TEXT = 'Hi Anna! We are thrilled to tell you that your order was shipped today. It arrives on Monday.';

// Each test spawns the real binary: on a busy 2-core machine one start can take seconds.
describe('wtt analyze', { timeout: 30_000 }, () => {
  it('prints the measures of standard input as text', async () => {
    const { code, stdout } = await runWtt(['analyze', '-'], { input: TEXT });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^<stdin>\n {2}words \d+, sentences 3,/);
    expect(stdout).toContain('Flesch reading ease');
    expect(stdout).toMatch(/passive: 1 of 3 sentences/);
    expect(stdout).toContain('tone:');
  });

  it('prints the analysis as JSON', async () => {
    const { code, stdout } = await runWtt(['analyze', '--format', 'json', '-'], { input: TEXT });
    expect(code).toBe(0);
    const analysis = JSON.parse(stdout) as { file: string; counts: { sentences: number }; tone: object };
    expect(analysis.file).toBe('<stdin>');
    expect(analysis.counts.sentences).toBe(3);
    expect(Object.keys(analysis.tone)).toHaveLength(4);
  });

  it('reads Markdown by extension and adds the match of a guide', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wtt-analyze-'));
    writeFileSync(
      path.join(dir, 'note.md'),
      `# Update\n\n${TEXT}\n\n\`\`\`\nnot prose at all here\n\`\`\`\n`,
    );
    writeFileSync(
      path.join(dir, 'guide.json'),
      JSON.stringify({ name: 'G', rules: [{ id: 'passive-voice' }] }),
    );
    const { code, stdout } = await runWtt([
      'analyze',
      '-g',
      path.join(dir, 'guide.json'),
      path.join(dir, 'note.md'),
    ]);
    expect(code).toBe(0);
    // The heading counts, the code block does not.
    expect(stdout).toContain('words 19, sentences 4, paragraphs 1, headings 1');
    expect(stdout).toMatch(/guide match: score \d+\/100, 1 finding$/m);
  });

  it('exits 2 without a file or for a missing one', async () => {
    expect((await runWtt(['analyze'])).code).toBe(2);
    const missing = await runWtt(['analyze', 'no-such.md']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("cannot read 'no-such.md': no such file");
  });
});
