import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLE_FILE, freshBundle, INPUTS_FILE } from '../bin/bundleFiles.js';
import { COMPILE_CACHE_DIR } from '../bin/compileCache.js';
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
  for (const file of ['wtt.js', 'bundleFiles.js', 'compileCache.js']) {
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

/** The environment of a run: no compile cache set from outside, `extra` added. */
function environment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_COMPILE_CACHE;
  delete env.NODE_DISABLE_COMPILE_CACHE;
  return { ...env, ...extra };
}

function launch(extra: Record<string, string> = {}): { stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [path.join(cli, 'bin', 'wtt.js'), 'check', 'a.md'], {
    encoding: 'utf8',
    env: environment(extra),
  });
  expect(result.status).toBe(0);
  return { stdout: result.stdout, stderr: result.stderr };
}

const launched = (): string => launch().stdout;

/** A bundle that says which compile cache directory it runs with ("none" without one). */
function bundleTellingItsCache(): void {
  writeFileSync(
    path.join(dist, BUNDLE_FILE),
    "import module from 'node:module';\nprocess.stdout.write('bundle cache ' + (module.getCompileCacheDir() ?? 'none'));\n",
  );
  age(path.join(dist, BUNDLE_FILE), 20);
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
    expect(launched()).toBe('bundle check a.md');
  });

  it('runs the sources when a source was edited after the build', () => {
    makeCli();
    age(path.join(cli, 'src', 'lib.ts'), 30);
    expect(freshBundle(dist)).toBeUndefined();
    expect(launched()).toBe('sources check a.md');
  });

  it('runs the sources when a file the bundle was made from is gone', () => {
    makeCli();
    rmSync(path.join(cli, 'src', 'lib.ts'));
    expect(launched()).toBe('sources check a.md');
  });

  it('runs the sources without a bundle, or without the list of its inputs (an unfinished build)', () => {
    makeCli();
    rmSync(path.join(dist, INPUTS_FILE));
    expect(freshBundle(dist)).toBeUndefined();
    expect(launched()).toBe('sources check a.md');
    rmSync(path.join(dist, BUNDLE_FILE));
    expect(launched()).toBe('sources check a.md');
  });

  it('runs the bundle with a compile cache beside it, which the next start reads', () => {
    makeCli();
    bundleTellingItsCache();
    const cache = path.join(dist, COMPILE_CACHE_DIR);
    // Node keeps a directory per Node version inside.
    expect(launched()).toMatch(new RegExp(`^bundle cache ${cache}/v\\d+`));
    expect(readdirSync(cache, { recursive: true }).length).toBeGreaterThan(0);
    // Node's own log of the compile cache (NODE_DEBUG_NATIVE) says it used the code kept by the first run.
    const again = launch({ NODE_DEBUG_NATIVE: 'COMPILE_CACHE' });
    expect(again.stdout).toMatch(new RegExp(`^bundle cache ${cache}/v\\d+`));
    expect(again.stderr).toMatch(/code cache for ESM .*dist\/wtt\.js was accepted/);
  });

  it('runs the bundle without a cache where its directory cannot be made (a read-only install)', () => {
    makeCli();
    bundleTellingItsCache();
    // A file where the directory should be: mkdir fails as it does on a read-only file system.
    writeFileSync(path.join(dist, COMPILE_CACHE_DIR), '');
    expect(launched()).toBe('bundle cache none');
  });

  it('keeps the cache where NODE_COMPILE_CACHE says, and none for the sources', () => {
    makeCli();
    bundleTellingItsCache();
    const elsewhere = path.join(cli, 'elsewhere');
    expect(launch({ NODE_COMPILE_CACHE: elsewhere }).stdout).toMatch(
      new RegExp(`^bundle cache ${elsewhere}/v\\d+`),
    );
    expect(existsSync(path.join(dist, COMPILE_CACHE_DIR))).toBe(false);
    age(path.join(cli, 'src', 'lib.ts'), 30);
    expect(launched()).toBe('sources check a.md');
    expect(existsSync(path.join(dist, COMPILE_CACHE_DIR))).toBe(false);
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
