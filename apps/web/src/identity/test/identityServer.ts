// A stub of the identity service at the network boundary (global fetch): answers by method and path, and
// records what the browser sent, so screen tests see exactly the wire format.
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

export const answer =
  (status: number, body: unknown): StubHandler =>
  () =>
    json(status, body);

function parseBody(init: RequestInit): unknown {
  return typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
}

/**
 * Routes are keyed "METHOD /path" (no query). Anything else answers 404 in the API's error shape, which is
 * what the account endpoints do today.
 */
export function stubIdentityServer(routes: Record<string, StubHandler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.origin,
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: parseBody(init),
      init,
    };
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
  const find = (method: string, path: string): RecordedRequest[] =>
    requests.filter((request) => request.method === method && request.path === path);
  return { fetchMock, requests, find };
}

export const ROUTES = {
  whoami: 'GET /api/auth/sessions/whoami',
  loginInit: 'GET /api/auth/self-service/login/browser',
  loginGet: 'GET /api/auth/self-service/login/flows',
  loginSubmit: 'POST /api/auth/self-service/login',
  registrationInit: 'GET /api/auth/self-service/registration/browser',
  registrationGet: 'GET /api/auth/self-service/registration/flows',
  registrationSubmit: 'POST /api/auth/self-service/registration',
  verificationInit: 'GET /api/auth/self-service/verification/browser',
  verificationGet: 'GET /api/auth/self-service/verification/flows',
  verificationSubmit: 'POST /api/auth/self-service/verification',
  recoveryInit: 'GET /api/auth/self-service/recovery/browser',
  recoveryGet: 'GET /api/auth/self-service/recovery/flows',
  recoverySubmit: 'POST /api/auth/self-service/recovery',
  settingsInit: 'GET /api/auth/self-service/settings/browser',
  settingsGet: 'GET /api/auth/self-service/settings/flows',
  settingsSubmit: 'POST /api/auth/self-service/settings',
  logoutInit: 'GET /api/auth/self-service/logout/browser',
  logout: 'GET /api/auth/self-service/logout',
} as const;

/** The path of a ROUTES entry, for `find`. */
export function pathOf(route: string): [string, string] {
  const [method = '', path = ''] = route.split(' ');
  return [method, path];
}
