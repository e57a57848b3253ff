import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLE_FILE, freshBundle, INPUTS_FILE } from '../bin/bundleFiles.js';
import { runWtt } from './spawnWtt.ts';

const bin = path.join(import.meta.dirname, '..', 'bin');
let cli: string;
let dist: string;

/** Sets a file's modification time to `seconds` after an arbitrary epoch. */
function age(file: string, seconds: number): void {
  const time = new Date(Date.UTC(2026, 0, 1) + seconds * 1000);
  utimesSync(file, time, time);
}

/** A CLI directory with the launcher, sources whose entry prints "sources", and a bundle printing "bundle". */
function makeCli(): void {
  mkdirSync(path.join(cli, 'bin'));
  mkdirSync(path.join(cli, 'src'));
  mkdirSync(dist);
  for (const file of ['wtt.js', 'bundleFiles.js']) {
    copyFileSync(path.join(bin, file), path.join(cli, 'bin', file));
  }
  writeFileSync(
    path.join(cli, 'src', 'main.ts'),
    "process.stdout.write('sources ' + process.argv.slice(2).join(' '));\n",
  );
  writeFileSync(path.join(cli, 'src', 'lib.ts'), 'export {};\n');
  writeFileSync(
    path.join(dist, BUNDLE_FILE),
    "process.stdout.write('bundle ' + process.argv.slice(2).join(' '));\n",
  );
  writeFileSync(path.join(dist, INPUTS_FILE), JSON.stringify(['../src/main.ts', '../src/lib.ts']));
  age(path.join(cli, 'src', 'main.ts'), 10);
  age(path.join(cli, 'src', 'lib.ts'), 10);
  age(path.join(dist, BUNDLE_FILE), 20);
}

function launch(): string {
  const result = spawnSync(process.execPath, [path.join(cli, 'bin', 'wtt.js'), 'check', 'a.md'], {
    encoding: 'utf8',
  });
  expect(result.status).toBe(0);
  return result.stdout;
}

beforeEach(() => {
  cli = mkdtempSync(path.join(tmpdir(), 'wtt-launcher-'));
  dist = path.join(cli, 'dist');
});

afterEach(() => {
  rmSync(cli, { recursive: true, force: true });
});

describe('the wtt launcher', { timeout: 30_000 }, () => {
  it('runs the bundle, with the arguments, when no file it was made from is newer', () => {
    makeCli();
    expect(freshBundle(dist)).toBe(path.join(dist, BUNDLE_FILE));
    expect(launch()).toBe('bundle check a.md');
  });

  it('runs the sources when a source was edited after the build', () => {
    makeCli();
    age(path.join(cli, 'src', 'lib.ts'), 30);
    expect(freshBundle(dist)).toBeUndefined();
    expect(launch()).toBe('sources check a.md');
  });

  it('runs the sources when a file the bundle was made from is gone', () => {
    makeCli();
    rmSync(path.join(cli, 'src', 'lib.ts'));
    expect(launch()).toBe('sources check a.md');
  });

  it('runs the sources without a bundle, or without the list of its inputs (an unfinished build)', () => {
    makeCli();
    rmSync(path.join(dist, INPUTS_FILE));
    expect(freshBundle(dist)).toBeUndefined();
    expect(launch()).toBe('sources check a.md');
    rmSync(path.join(dist, BUNDLE_FILE));
    expect(launch()).toBe('sources check a.md');
  });

  it('answers as the sources do, whichever it runs', async () => {
    const input = '# Notes\n\nWe will utilize the new API very soon!!\n';
    const guide = path.join(cli, 'guide.json');
    writeFileSync(
      guide,
      JSON.stringify({
        name: 'Launcher',
        rules: [{ id: 'intensifiers' }, { id: 'duplicate-punctuation' }, { id: 'max-sentence-length' }],
      }),
    );
    const args = ['check', '--guide', guide, '--format', 'json', '--input-format', 'markdown', '-'];
    const sources = await runWtt(args, { input });
    const launched = await runWtt(args, { input, launcher: true });
    expect(sources.stdout).toContain('intensifiers');
    expect(launched).toEqual(sources);
  });
});
