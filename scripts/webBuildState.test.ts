import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildIsStale } from './webBuildState.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'wtt-build-state-'));
  await mkdir(path.join(root, 'apps/web/src/pages'), { recursive: true });
  await writeFile(path.join(root, 'apps/web/src/pages/Page.tsx'), 'export {}');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function build(at: Date): Promise<void> {
  await mkdir(path.join(root, 'apps/web/dist'), { recursive: true });
  const index = path.join(root, 'apps/web/dist/index.html');
  await writeFile(index, '<!doctype html>');
  await utimes(index, at, at);
}

describe('webBuildIsStale', () => {
  it('is stale without a build', async () => {
    expect(await webBuildIsStale(root)).toBe(true);
  });

  it('is fresh when the build is newer than every source', async () => {
    await build(new Date(Date.now() + 60_000));
    expect(await webBuildIsStale(root)).toBe(false);
  });

  it('is stale when a nested source changed after the build', async () => {
    await build(new Date(Date.now() - 60_000));
    expect(await webBuildIsStale(root)).toBe(true);
  });
});
