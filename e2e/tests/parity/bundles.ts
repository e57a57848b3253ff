// Bundles the editor's checking code for the page at test time with Vite (the app's bundler): the
// harness as a classic script, the checker worker (apps/web/src/editor/worker/checkerWorker.ts, the very
// module the app's worker chunk is built from) as one ES module.
import path from 'node:path';
import { build, type Rollup } from 'vite';

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
  const results = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  const chunk = results.flatMap((result) => result.output).find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`no bundle for ${entry}`);
  return chunk.code;
}

export const harnessBundle = () => bundle('e2e/tests/parity/harness.ts', 'iife');
export const workerBundle = () => bundle('apps/web/src/editor/worker/checkerWorker.ts', 'es');
