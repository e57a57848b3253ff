import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** What the web build is made from: when any of it is newer than the built index.html, rebuild. */
const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/engine/src',
];

async function newestModification(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target)) {
    newest = Math.max(newest, await newestModification(path.join(target, entry)));
  }
  return newest;
}

/** True when apps/web/dist is missing or older than its sources. */
export async function webBuildIsStale(root: string): Promise<boolean> {
  const built = await stat(path.join(root, 'apps/web/dist/index.html')).catch(() => undefined);
  if (!built) return true;
  const inputs = await Promise.all(
    WEB_BUILD_INPUTS.map((input) => newestModification(path.join(root, input))),
  );
  return Math.max(...inputs) > built.mtimeMs;
}
