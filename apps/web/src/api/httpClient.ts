// The one way the app talks to its server (spec section 7): base path /api, JSON, cookies, 10 s time-out,
// and the error handling of spec section 8 applied to every call unless the caller opts out.
import { API_BASE_PATH, API_TIMEOUT_MS } from './apiConfig.ts';
import { ApiError } from './apiError.ts';
import type { RequestFailure } from './apiError.ts';
import type { ErrorDecision, ToastSeverity } from './errorPolicy.ts';
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
  /**
   * Called on a 403 or an upgrade-required message, to open the upgrade dialog: `message` is the toast's
   * text, `serverMessage` the server's own explanation when it gave one (for example which plan limit).
   */
  onUpgradeRequired: (message: string, serverMessage: string | null) => void;
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
  /**
   * This call's own reading of a failure, before the app's policy (errorPolicy.ts): return a decision to
   * use it, or null to leave the failure to the policy. For answers only one call can understand, such as
   * the 403 of sharing without a verified address, which must not open the upgrade dialog.
   */
  decide?: (failure: RequestFailure) => ErrorDecision | null;
}

/** Where and how an answer differs from its schema (zod's issue shape). */
export interface AnswerIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * What checks an answer: a zod schema of `packages/contract` fits, without this client depending on zod.
 * `safeParse` gives the answer as the schema's type, or the issues that make it no such answer.
 */
export interface AnswerSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly AnswerIssue[] } };
}

export interface HttpClient {
  /** Resolves with the parsed answer (JSON value, text, Blob, or null for an empty answer). */
  request(path: string, options?: RequestOptions): Promise<unknown>;
  /**
   * Like request, then the answer must match `schema`: it resolves with the schema's output, and an answer
   * that does not match fails as 'invalidAnswer' (an ApiError, reported like any failed call), never as a
   * value of the wrong shape.
   */
  requestParsed<T>(path: string, schema: AnswerSchema<T>, options?: RequestOptions): Promise<T>;
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

const ISSUES_NAMED = 3;

function describeIssue(issue: AnswerIssue): string {
  const path = issue.path.map((segment) => String(segment)).join('.');
  return `${path === '' ? '(answer)' : path}: ${issue.message}`;
}

function invalidAnswerMessage(method: string, url: string, issues: string[]): string {
  const named = issues.slice(0, ISSUES_NAMED).join('; ');
  const more = issues.length > ISSUES_NAMED ? ` (and ${issues.length - ISSUES_NAMED} more)` : '';
  return `The answer of ${method} ${url} does not match its schema: ${named}${more}`;
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

  function fail(failure: RequestFailure, options: RequestOptions, message?: string): ApiError {
    const decision = options.decide?.(failure) ?? decideErrorHandling(failure);
    const error = new ApiError(failure, message ?? errorMessageFor(failure, decision.message));
    if (options.silent === true || decision.action === 'callerHandles') return error;
    env.toast({ message: decision.message, severity: decision.severity });
    if (decision.action === 'openUpgradeDialog') {
      env.onUpgradeRequired(decision.message, failure.kind === 'http' ? serverMessageOf(failure.body) : null);
    }
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

  async function send(path: string, options: RequestOptions): Promise<{ status: number; answer: unknown }> {
    const headers = new Headers({ Accept: 'application/json' });
    const body = encodeBody(options.body, headers);
    // The text service takes changes only as JSON (CSRF defence, docs/decisions.md), a body-less DELETE too.
    if (body === undefined && options.method === 'DELETE') headers.set('Content-Type', 'application/json');
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
        if (controller.signal.aborted) throw fail({ kind: 'timeout' }, options);
        throw fail({ kind: 'network' }, options);
      }
      recordStatus(response.status);
      if (!response.ok) throw fail({ kind: 'http', status: response.status, body: answer }, options);
      return { status: response.status, answer };
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
    return (await send(path, options)).answer;
  }

  async function requestParsed<T>(
    path: string,
    schema: AnswerSchema<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    const { status, answer } = await send(path, options);
    const parsed = schema.safeParse(answer);
    if (parsed.success) return parsed.data;
    const issues = parsed.error.issues.map(describeIssue);
    const method = options.method ?? 'GET';
    const url = buildUrl(config.basePath, path, options.query);
    // A contract mismatch is a bug (or a server of another version): the developer console gets it all.
    console.error(`The answer of ${method} ${url} does not match its schema.`, issues, answer);
    throw fail(
      { kind: 'invalidAnswer', status, body: answer, issues },
      options,
      invalidAnswerMessage(method, url, issues),
    );
  }

  return {
    request,
    requestParsed,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}
