// What a failed identity call told us (identity-protocol.md section 3): a flow to show again (HTTP 400), a
// Kratos error object with its id and redirect hints, or no answer at all.
import { FetchError, ResponseError } from '@ory/client-fetch';

export interface IdentityErrorInfo {
  /** The Kratos error id (`session_inactive`, `self_service_flow_expired`, …), or null when none was sent. */
  id: string | null;
  reason: string | null;
  message: string | null;
  /** `redirect_browser_to` at the top level or in `details` (422, aal2 and refresh errors). */
  redirectBrowserTo: string | null;
  /** The replacement flow of a 410 (`use_flow_id`). */
  useFlowId: string | null;
}

export type IdentityFailure =
  | { kind: 'flow'; status: number; flow: unknown }
  | { kind: 'error'; status: number; error: IdentityErrorInfo }
  | { kind: 'unreachable'; reason: 'timeout' | 'network' };

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** A flow object: an id and a ui container with nodes (what a 400 answer to a submit carries). */
export function isFlowBody(body: unknown): boolean {
  const flow = record(body);
  const ui = record(flow?.ui);
  return typeof flow?.id === 'string' && Array.isArray(ui?.nodes);
}

export function parseIdentityFailure(status: number, body: unknown): IdentityFailure {
  if (isFlowBody(body)) return { kind: 'flow', status, flow: body };
  const top = record(body);
  const error = record(top?.error);
  const details = record(error?.details);
  return {
    kind: 'error',
    status,
    error: {
      id: text(error?.id),
      reason: text(error?.reason),
      message: text(error?.message),
      redirectBrowserTo:
        text(top?.redirect_browser_to) ?? text(details?.redirect_browser_to) ?? text(details?.redirect_to),
      useFlowId: text(top?.use_flow_id) ?? text(details?.use_flow_id),
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * Turns what the SDK threw into an IdentityFailure. A non-2xx answer is a ResponseError; no answer is a
 * FetchError whose cause tells a time-out (our 10 s abort) from a network failure. Anything else is a bug
 * in our own code and is thrown again rather than shown as a server problem.
 */
export async function readIdentityFailure(error: unknown): Promise<IdentityFailure> {
  if (error instanceof ResponseError) {
    return parseIdentityFailure(error.response.status, await readBody(error.response));
  }
  if (error instanceof FetchError) {
    const cause: unknown = error.cause;
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    return { kind: 'unreachable', reason: timedOut ? 'timeout' : 'network' };
  }
  throw error;
}

/** The server's own explanation of an error, for "login uses the original error" and detail lines. */
export function failureDetail(failure: IdentityFailure): string | null {
  if (failure.kind !== 'error') return null;
  return failure.error.reason ?? failure.error.message;
}
