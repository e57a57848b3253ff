// Bundles the editor's checking code for the page at test time with Vite (the app's bundler): the
// harness as a classic script, the checker worker (apps/web/src/editor/worker/checkerWorker.ts, the very
// module the app's worker chunk is built from) as one ES module.
import path from 'node:path';
import { build, type Rolldown } from 'vite';

const root = path.resolve(import.meta.dirname, '../../..');

async function bundle(entry: string, format: 'es' | 'iife'): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      lib: { entry: path.join(root, entry), formats: [format], name: 'parity', fileName: 'bundle' },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  for (const item of results.flatMap((result) => result.output)) {
    if (item.type === 'chunk') return item.code;
  }
  throw new Error(`no bundle for ${entry}`);
}

export const harnessBundle = () => bundle('e2e/tests/parity/harness.ts', 'iife');
export const workerBundle = () => bundle('apps/web/src/editor/worker/checkerWorker.ts', 'es');
