// The editor's checker worker: the engine runs here so the main thread never blocks on a check.
import type { CheckerRequest, CheckerResponse } from './checkerMessages.ts';
import { createCheckSession } from './checkSession.ts';
import { handleCheckerRequest } from './handleCheckerRequest.ts';

const session = createCheckSession();

self.addEventListener('message', (event: MessageEvent<CheckerRequest>) => {
  const response: CheckerResponse = handleCheckerRequest(session, event.data);
  self.postMessage(response);
});
