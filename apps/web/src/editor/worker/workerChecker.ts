import type { EditorChecker } from '../core/checkerProtocol.ts';
import { createPortChecker } from './portChecker.ts';

/** The app's checker: the engine in a Web Worker (Vite bundles checkerWorker.ts as its own chunk). */
export function createWorkerChecker(): EditorChecker {
  const worker = new Worker(new URL('./checkerWorker.ts', import.meta.url), {
    type: 'module',
    name: 'write-the-tone-checker',
  });
  return createPortChecker(worker);
}
