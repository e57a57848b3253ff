// A stub of our server at the network boundary (global fetch): answers by method and path and records what
// the app sent, so tests run the real HTTP client, error policy and schemas against the wire format.
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  init: RequestInit;
}

export type StubHandler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const answer =
  (status: number, body: unknown): StubHandler =>
  () =>
    json(status, body);

/** Answers in turn; the last answer repeats. */
export function inTurn(...handlers: StubHandler[]): StubHandler {
  let call = 0;
  return (request) => {
    const handler = handlers[Math.min(call, handlers.length - 1)];
    call += 1;
    if (handler === undefined) throw new Error('inTurn needs at least one handler');
    return handler(request);
  };
}

/** Routes are keyed "METHOD /api/path" (no query); anything else answers 404 in the API's error shape. */
export function stubFetch(routes: Record<string, StubHandler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.origin,
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    const request: RecordedRequest = { method, path: url.pathname, query: url.searchParams, body, init };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (handler !== undefined) return handler(request);
    return json(404, {
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${method}:${url.pathname} not found`,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls made so far to "METHOD /api/path". */
  const calls = (route: string): RecordedRequest[] =>
    requests.filter((request) => `${request.method} ${request.path}` === route);
  const find = (method: string, path: string): RecordedRequest[] => calls(`${method} ${path}`);
  return { fetchMock, requests, calls, find };
}
