// The one place that decides what checks the editor's text and where the guide comes from: the engine in
// a Web Worker (its own chunk, so the engine stays out of the initial bundle) and the guide with its
// glossaries' terms from the server, so glossary-backed rules work in the editor.
import type { GuideSource } from '@wtt/contract';
import { useGuideSource } from '../api/guideSource.ts';
import type { EditorChecker } from './core/checkerProtocol.ts';
import { createWorkerChecker } from './worker/workerChecker.ts';

export function createChecker(): EditorChecker {
  if (typeof Worker === 'function') return createWorkerChecker();
  // No Worker (jsdom in the unit tests): the same checks in this thread, loaded only when needed so the
  // engine's runtime never joins the main bundle.
  return lazyInThreadChecker();
}

function lazyInThreadChecker(): EditorChecker {
  const loaded = import('./worker/inThreadChecker.ts').then(({ createInThreadChecker }) =>
    createInThreadChecker(),
  );
  let disposed = false;
  return {
    setGuide: async (source) => (await loaded).setGuide(source),
    check: async (blocks, version) => (await loaded).check(blocks, version),
    dispose() {
      if (disposed) return;
      disposed = true;
      void loaded.then((checker) => checker.dispose());
    },
  };
}

/** The guide the checker compiles: its rules and the terms of the glossaries they name. */
export function useCheckerGuideSource(id: string | null): {
  source: GuideSource | null;
  isLoading: boolean;
  isError: boolean;
} {
  const query = useGuideSource(id);
  return {
    source: query.data ?? null,
    isLoading: id !== null && query.isPending,
    isError: query.isError,
  };
}
