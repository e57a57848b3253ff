// The same checks without a worker, for tests (jsdom has no Worker) and tools that may block briefly.
// It loads the engine's runtime: never import it into the main bundle.
import type { EditorChecker } from '../core/checkerProtocol.ts';
import { createCheckSession } from './checkSession.ts';

export function createInThreadChecker(): EditorChecker {
  const session = createCheckSession();
  let disposed = false;
  const live = (): void => {
    if (disposed) throw new Error('The checker was disposed.');
  };
  return {
    setGuide(source) {
      return Promise.resolve().then(() => {
        live();
        session.setGuide(source);
      });
    },
    check(blocks, version) {
      return Promise.resolve().then(() => {
        live();
        return session.check(blocks, version);
      });
    },
    dispose() {
      disposed = true;
    },
  };
}
