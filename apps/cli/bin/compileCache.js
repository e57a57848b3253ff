// @ts-check
// Node's compile cache for the bundle: V8's code for the bundle's functions, kept on disk after a run so
// that later starts skip compiling them (plain JavaScript, like the launcher that calls it).
import module from 'node:module';
import path from 'node:path';

/** The cache's directory in apps/cli/dist, beside the bundle (git-ignored; `npm run build` empties it). */
export const COMPILE_CACHE_DIR = 'compile-cache';

/**
 * Turns the compile cache on for this process and its worker threads: in `NODE_COMPILE_CACHE` when set,
 * else in `dist`/compile-cache. Node checks each entry against the file's contents (a rebuilt bundle is
 * compiled afresh and its entry replaced) and never fails a run over the cache: where the directory
 * cannot be made or written (a read-only install), there is just no cache. `NODE_DISABLE_COMPILE_CACHE`
 * turns it off.
 * @param {string} dist the directory of the bundle
 * @returns {string | undefined} the directory in use (Node's, for this version of Node), or undefined
 */
export function enableCompileCache(dist) {
  // Node 22.1 and later; the launcher runs on older versions without it.
  if (typeof module.enableCompileCache !== 'function') return undefined;
  const directory = process.env.NODE_COMPILE_CACHE || path.join(dist, COMPILE_CACHE_DIR);
  const result = module.enableCompileCache(directory);
  // Node answers the directory it uses (one per Node version inside `directory`), or none.
  if (result.directory === undefined) return undefined;
  // Worker threads (`wtt check` on a long text) take the cache from the environment.
  process.env.NODE_COMPILE_CACHE = directory;
  return result.directory;
}
