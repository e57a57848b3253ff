import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkText, compileGuide, type Guide, type TextFormat } from '@wtt/engine';
import { describe, expect, it } from 'vitest';
import { earlyWorkerCount, MIN_SPLIT_LENGTH } from './checkWorker.ts';
import { checkWorkersFrom } from './checkWorkers.ts';
import { partsOf, SplitChecker } from './parallelCheck.ts';
import { devSetTexts, markdownOf } from './longTexts.ts';

const root = path.join(import.meta.dirname, '..', '..', '..');
// The benchmark's guide: 30 rules, block rules with fixes and document rules that read every block.
const guide = JSON.parse(
  readFileSync(path.join(root, 'bench', 'guides', 'thirty-rules.json'), 'utf8'),
) as Guide;

const texts = devSetTexts();

describe('checking a long text on worker threads', { timeout: 120_000 }, () => {
  it('answers what checkText answers, in every input format, with the workers taking parts', async () => {
    const compiled = compileGuide(guide);
    const checker = new SplitChecker(
      compiled,
      { guide, glossaries: {} },
      { workers: 1, minLength: 0, partLength: 600 },
    );
    try {
      // The worker loads the engine from the sources meanwhile; the first texts may be done without it.
      checker.prepare(Infinity);
      const inputs: [string, TextFormat][] = [
        [markdownOf(texts, 60_000), 'markdown'],
        [texts.join('\n\n'), 'plain'],
        [
          texts.map((text) => `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join('\n'),
          'html',
        ],
        [markdownOf([...texts].reverse(), 60_000), 'markdown'],
      ];
      for (const [text, format] of inputs) {
        const expected = checkText(text, compiled, { format });
        expect(expected.findings.length).toBeGreaterThan(100);
        expect(await checker.check(text, format)).toEqual(expected);
      }
      await checker.ready();
      const [text, format] = inputs[0] ?? ['', 'plain'];
      expect(await checker.check(text, format)).toEqual(checkText(text, compiled, { format }));
      expect(checker.partsFromWorkers).toBeGreaterThan(0);
    } finally {
      checker.close();
    }
  });

  it('checks on this thread what a failed worker took', async () => {
    const compiled = compileGuide(guide);
    // The worker cannot compile this guide (an unknown rule): it fails on start.
    const broken: Guide = { name: 'Broken', rules: [{ id: 'no-such-rule' }] };
    const checker = new SplitChecker(
      compiled,
      { guide: broken, glossaries: {} },
      { workers: 1, minLength: 0, partLength: 600 },
    );
    try {
      checker.prepare(Infinity);
      await expect(checker.ready()).rejects.toThrow(/worker/);
      const text = markdownOf(texts, 30_000);
      expect(await checker.check(text, 'markdown')).toEqual(
        checkText(text, compiled, { format: 'markdown' }),
      );
      expect(checker.partsFromWorkers).toBe(0);
    } finally {
      checker.close();
    }
  });

  it('checks short texts, or with no workers, on this thread alone', async () => {
    const compiled = compileGuide(guide);
    const text = markdownOf(texts, 5_000);
    for (const options of [
      { workers: 1, minLength: 10_000, partLength: 600 },
      { workers: 0, minLength: 0, partLength: 600 },
    ]) {
      const checker = new SplitChecker(compiled, { guide, glossaries: {} }, options);
      checker.prepare(text.length);
      expect(await checker.check(text, 'markdown')).toEqual(
        checkText(text, compiled, { format: 'markdown' }),
      );
      expect(checker.started).toBe(false);
      checker.close();
    }
  });
});

describe('parts of a text', () => {
  it('are its blocks in order, each part as long as asked or the last', () => {
    const blocks = ['aaaa', 'bb', 'cccccc', 'd', 'ee'].map((text) => ({
      text,
      kind: 'paragraph' as const,
      level: 0,
    }));
    const parts = partsOf(blocks, 5);
    expect(parts.map((part) => part.map((block) => block.text))).toEqual([
      ['aaaa', 'bb'],
      ['cccccc'],
      ['d', 'ee'],
    ]);
    expect(partsOf([], 5)).toEqual([]);
  });
});

describe('the number of check workers', () => {
  it('is one per two cores beyond two (at most 3), none on a busy machine, unless WTT_CHECK_WORKERS says', () => {
    expect(checkWorkersFrom(undefined, 1, 0)).toBe(0);
    expect(checkWorkersFrom(undefined, 2, 0)).toBe(0);
    expect(checkWorkersFrom(undefined, 4, 0.3)).toBe(1);
    expect(checkWorkersFrom(undefined, 6, 1)).toBe(2);
    expect(checkWorkersFrom(undefined, 16, 2)).toBe(3);
    expect(checkWorkersFrom(undefined, 4, 3.6)).toBe(0);
    expect(checkWorkersFrom('0', 8, 0)).toBe(0);
    expect(checkWorkersFrom(' 2 ', 1, 9)).toBe(2);
    expect(checkWorkersFrom('many', 4, 0)).toBe(1);
  });

  it('start early only for check with a long file that is not the guide', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wtt-early-'));
    const long = path.join(dir, 'long.md');
    const short = path.join(dir, 'short.md');
    writeFileSync(long, 'word '.repeat(MIN_SPLIT_LENGTH / 5));
    writeFileSync(short, 'word');
    try {
      expect(earlyWorkerCount(['check', '-g', short, long], 1)).toBe(1);
      expect(earlyWorkerCount(['check', '--format', 'json', short, long], 2)).toBe(2);
      expect(earlyWorkerCount(['check', '--guide', long, short], 1)).toBe(0);
      expect(earlyWorkerCount(['check', '-g', short, long], 0)).toBe(0);
      expect(earlyWorkerCount(['analyze', long], 1)).toBe(0);
      expect(earlyWorkerCount(['check', '-g', short, path.join(dir, 'missing.md'), '-'], 1)).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
