// Bundles the CLI (its sources, the engine and their dependencies) into one JavaScript file, so that
// `wtt` starts without Node loading and type-stripping some three hundred TypeScript modules (about a
// third of a second on these machines). Also writes the list of files the bundle was made from: the
// launcher (bin/wtt.js) runs the bundle only while none of them is newer than it (see README, "Start-up").
// Usage: node apps/cli/build.ts (or `npm run build`).
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'rolldown';
import { BUNDLE_FILE, INPUTS_FILE } from './bin/bundleFiles.js';
import { COMPILE_CACHE_DIR } from './bin/compileCache.js';

const cli = import.meta.dirname;
const dist = path.join(cli, 'dist');
const bundle = path.join(dist, BUNDLE_FILE);
const started = performance.now();
mkdirSync(dist, { recursive: true });
// Without its list the launcher ignores the bundle: an interrupted build leaves the sources in use.
rmSync(path.join(dist, INPUTS_FILE), { force: true });
// The launcher's compile cache (Node would reject its entries for the old bundle anyway): a new build
// starts without it, so the first run after it is the slow one.
rmSync(path.join(dist, COMPILE_CACHE_DIR), { recursive: true, force: true });
const output = await build({
  input: path.join(cli, 'src', 'main.ts'),
  platform: 'node',
  logLevel: 'warn',
  write: true,
  // Minified code is about half the size for V8 to read and compile at each start.
  // One file even for the check workers' dynamic import of the engine (see src/checkWorker.ts).
  output: { file: bundle, format: 'esm', minify: true, codeSplitting: false },
});
const inputs = output.output
  .flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : []))
  // Rolldown's own helpers are virtual modules (`\0…`): no file to compare.
  .filter((id) => path.isAbsolute(id))
  .map((id) => path.relative(dist, id))
  .sort();
writeFileSync(path.join(dist, INPUTS_FILE), `${JSON.stringify(inputs, null, 1)}\n`);
const size = statSync(bundle).size;
console.log(
  `apps/cli/dist/${BUNDLE_FILE}: ${(size / 1024).toFixed(0)} KiB from ${inputs.length} files in ${(performance.now() - started).toFixed(0)} ms`,
);
