import type { CheckerRequest, CheckerResponse } from './checkerMessages.ts';
import type { CheckSession } from './checkSession.ts';

/** Runs one request on the session and answers it; an error (an invalid guide) answers its message. */
export function handleCheckerRequest(session: CheckSession, request: CheckerRequest): CheckerResponse {
  try {
    if (request.type === 'setGuide') {
      session.setGuide(request.source);
      return { id: request.id, ok: true };
    }
    return { id: request.id, ok: true, result: session.check(request.blocks, request.version) };
  } catch (error) {
    return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
