// An EditorChecker that talks to a checker over a port (the Web Worker in the app). It imports no engine
// code, so the main bundle stays light.
import type { BlockInput, EditorChecker, EditorCheckResult, GuideSource } from '../core/checkerProtocol.ts';
import type { CheckerPort, CheckerRequest, CheckerResponse } from './checkerMessages.ts';

interface Pending {
  resolve(response: CheckerResponse): void;
  reject(error: Error): void;
}

type RequestBody =
  | { readonly type: 'setGuide'; readonly source: GuideSource | null }
  | { readonly type: 'check'; readonly blocks: readonly BlockInput[]; readonly version: number };

export function createPortChecker(port: CheckerPort): EditorChecker {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let disposed = false;

  const failAll = (error: Error): void => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  port.addEventListener('message', (event: MessageEvent<CheckerResponse>) => {
    const waiting = pending.get(event.data.id);
    if (!waiting) return;
    pending.delete(event.data.id);
    waiting.resolve(event.data);
  });
  // A worker that fails to load or crashes answers nothing more: every waiting call learns it.
  port.addEventListener('error', (event: ErrorEvent) => {
    failAll(new Error(`The checker stopped: ${event.message || 'it could not run'}`));
  });

  const send = (body: RequestBody): Promise<CheckerResponse> => {
    if (disposed) return Promise.reject(new Error('The checker was disposed.'));
    const id = nextId++;
    return new Promise<CheckerResponse>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      const request: CheckerRequest = { id, ...body };
      port.postMessage(request);
    });
  };
  const answered = (response: CheckerResponse): CheckerResponse & { ok: true } => {
    if (!response.ok) throw new Error(response.error);
    return response;
  };

  return {
    async setGuide(source) {
      answered(await send({ type: 'setGuide', source }));
    },
    async check(blocks, version): Promise<EditorCheckResult> {
      const { result } = answered(await send({ type: 'check', blocks, version }));
      if (!result) throw new Error('The checker answered a check without a result.');
      return result;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      port.terminate();
      failAll(new Error('The checker was disposed.'));
    },
  };
}
