// The one way the app talks to its server (spec section 7): base path /api, JSON, cookies, 10 s time-out,
// and the error handling of spec section 8 applied to every call unless the caller opts out.
import { ApiError } from './apiError.ts';
import type { RequestFailure } from './apiError.ts';
import type { ToastSeverity } from './errorPolicy.ts';
import {
  SESSION_EXPIRED_REDIRECT_DELAY_MS,
  decideErrorHandling,
  serverMessageOf,
  sessionExpiredRedirect,
} from './errorPolicy.ts';
import {
  maintenanceRedirectPath,
  nextServerErrorStreak,
  shouldEnterMaintenance,
} from './serverErrorStreak.ts';

export const API_BASE_PATH = '/api';
export const API_TIMEOUT_MS = 10_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The outside world the client acts on; injected so tests and the app wire it differently. */
export interface HttpClientEnvironment {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The page the user is on, for return_to and the "already on login" rule. */
  location: () => { pathname: string; search: string };
  navigate: (to: string) => void;
  toast: (toast: { message: string; severity: ToastSeverity }) => void;
  /** Called on a 401 (just before the login redirect), so cached session data can be dropped. */
  onSessionExpired: () => void;
  /** Called on a 403 or an upgrade-required message, to open the upgrade dialog. */
  onUpgradeRequired: (message: string) => void;
}

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, except a Blob or FormData, which is sent as it is with its own content type. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** A caller's own cancellation (for example TanStack Query's); cancelling is not reported as an error. */
  signal?: AbortSignal;
  /** When true, failures are only thrown: no toast, no redirect, no dialog (the 5xx streak still counts). */
  silent?: boolean;
  responseType?: 'json' | 'blob';
}

export interface HttpClient {
  /** Resolves with the parsed answer (JSON value, text, Blob, or null for an empty answer). */
  request(path: string, options?: RequestOptions): Promise<unknown>;
  get(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<unknown>;
  post(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<unknown>;
  put(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<unknown>;
  patch(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<unknown>;
  delete(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<unknown>;
}

export interface HttpClientConfig {
  basePath: string;
  timeoutMs: number;
}

function buildUrl(basePath: string, path: string, query: RequestOptions['query']): string {
  const url = `${basePath}${path.startsWith('/') ? path : `/${path}`}`;
  if (query === undefined) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const encoded = params.toString();
  return encoded === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${encoded}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof Blob) {
    if (body.type !== '') headers.set('Content-Type', body.type);
    return body;
  }
  if (body instanceof FormData) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response, responseType: 'json' | 'blob'): Promise<unknown> {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (text === '') return null;
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

// The thrown error carries the server's own words when it gave any, so a form can show them in place.
function errorMessageFor(failure: RequestFailure, fallback: string): string {
  return failure.kind === 'http' ? (serverMessageOf(failure.body) ?? fallback) : fallback;
}

export function createHttpClient(
  env: HttpClientEnvironment,
  config: HttpClientConfig = { basePath: API_BASE_PATH, timeoutMs: API_TIMEOUT_MS },
): HttpClient {
  let serverErrorStreak = 0;

  function recordStatus(status: number): void {
    serverErrorStreak = nextServerErrorStreak(serverErrorStreak, status);
    if (!shouldEnterMaintenance(serverErrorStreak)) return;
    serverErrorStreak = 0;
    const { pathname, search } = env.location();
    const target = maintenanceRedirectPath(pathname, search);
    if (target !== null) env.navigate(target);
  }

  function fail(failure: RequestFailure, silent: boolean): ApiError {
    const decision = decideErrorHandling(failure);
    const error = new ApiError(failure, errorMessageFor(failure, decision.message));
    if (silent) return error;
    env.toast({ message: decision.message, severity: decision.severity });
    if (decision.action === 'openUpgradeDialog') env.onUpgradeRequired(decision.message);
    if (decision.action === 'redirectToLogin') {
      const { pathname, search } = env.location();
      const target = sessionExpiredRedirect(pathname, search);
      if (target === null) {
        env.onSessionExpired();
      } else {
        // The session is dropped together with the redirect: dropping it earlier would let the route guard
        // jump to login before the toast had its 100 ms.
        setTimeout(() => {
          env.onSessionExpired();
          env.navigate(target);
        }, SESSION_EXPIRED_REDIRECT_DELAY_MS);
      }
    }
    return error;
  }

  async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
    const silent = options.silent === true;
    const headers = new Headers({ Accept: 'application/json' });
    const body = encodeBody(options.body, headers);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort(new DOMException('The request timed out', 'TimeoutError'));
    }, config.timeoutMs);
    const callerSignal = options.signal;
    const callerAborted = (): boolean => callerSignal?.aborted === true;
    const forwardAbort = (): void => controller.abort(callerSignal?.reason);
    if (callerAborted()) forwardAbort();
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      let response: Response;
      let answer: unknown;
      try {
        response = await env.fetch(buildUrl(config.basePath, path, options.query), {
          method: options.method ?? 'GET',
          headers,
          body,
          credentials: 'include',
          signal: controller.signal,
        });
        answer = await readBody(response, options.responseType ?? 'json');
      } catch (cause) {
        if (callerAborted()) throw cause;
        // Only the caller's signal and the time-out abort the controller; the caller's case is handled above.
        if (controller.signal.aborted) throw fail({ kind: 'timeout' }, silent);
        throw fail({ kind: 'network' }, silent);
      }
      recordStatus(response.status);
      if (!response.ok) throw fail({ kind: 'http', status: response.status, body: answer }, silent);
      return answer;
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}
