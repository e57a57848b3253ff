import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError.ts';
import type { RequestFailure } from './apiError.ts';
import type { HttpClientEnvironment } from './httpClient.ts';
import { API_TIMEOUT_MS } from './apiConfig.ts';
import { createHttpClient } from './httpClient.ts';

type FetchMock = ReturnType<typeof vi.fn<HttpClientEnvironment['fetch']>>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(pathname = '/editor/7', search = '?tab=match') {
  const fetchMock: FetchMock = vi.fn<HttpClientEnvironment['fetch']>();
  const env = {
    fetch: fetchMock,
    location: () => ({ pathname, search }),
    navigate: vi.fn<(to: string) => void>(),
    toast: vi.fn<HttpClientEnvironment['toast']>(),
    onSessionExpired: vi.fn<() => void>(),
    onUpgradeRequired: vi.fn<(message: string, serverMessage: string | null) => void>(),
  };
  return { env, fetchMock, client: createHttpClient(env) };
}

function lastInit(fetchMock: FetchMock): RequestInit {
  const call = fetchMock.mock.calls.at(-1);
  if (call === undefined) throw new Error('fetch was not called');
  return call[1];
}

describe('http client: requests', () => {
  it('calls /api with JSON, cookies and a time-out signal, and parses the JSON answer', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(json(200, { tovList: [] }));
    await expect(client.get('/text/tones-of-voice')).resolves.toEqual({ tovList: [] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/text/tones-of-voice');
    const init = lastInit(fetchMock);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(init.body).toBeUndefined();
  });

  it('sends a JSON body with its content type', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(json(201, { prompt: { id: 'p1' } }));
    await client.post('/text/prompts', { name: 'Intro', content: 'Hi' });
    const init = lastInit(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Intro","content":"Hi"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends a Blob as it is with its own content type', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    const picture = new Blob(['png'], { type: 'image/png' });
    await expect(client.post('/account/profile-picture', picture)).resolves.toBeNull();
    const init = lastInit(fetchMock);
    expect(init.body).toBe(picture);
    expect(new Headers(init.headers).get('Content-Type')).toBe('image/png');
  });

  it('adds query parameters and skips undefined ones', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await client.get('/auth/self-service/login/browser', { query: { refresh: true, return_to: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/self-service/login/browser?refresh=true');
  });

  it('resolves with text for a non-JSON answer', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(
      new Response('plain', { status: 200, headers: { 'Content-Type': 'text/plain' } }),
    );
    await expect(client.get('/health')).resolves.toBe('plain');
  });
});

describe('http client: time-out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('aborts after 10 s and reports a time-out', async () => {
    const { client, fetchMock, env } = setup();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    );
    const pending = client.get('/text/jobs/1');
    const settled = expect(pending).rejects.toMatchObject({ status: 0, failure: { kind: 'timeout' } });
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(lastInit(fetchMock).signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(API_TIMEOUT_MS).toBe(10_000);
    expect(env.toast).toHaveBeenCalledWith({
      message: 'The server did not answer in time. Please try again.',
      severity: 'error',
    });
  });
});

describe('http client: error handling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('401: warns, drops the session and goes to login with return_to after 100 ms', async () => {
    const { client, fetchMock, env } = setup('/editor/7', '?tab=match');
    fetchMock.mockResolvedValueOnce(
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'No session' }),
    );
    await expect(client.get('/account/profile')).rejects.toBeInstanceOf(ApiError);
    expect(env.toast).toHaveBeenCalledWith({
      message: 'Session expired. Please log in again.',
      severity: 'warn',
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(env.navigate).not.toHaveBeenCalled();
    expect(env.onSessionExpired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(env.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(env.navigate).toHaveBeenCalledWith('/auth/login?return_to=%2Feditor%2F7%3Ftab%3Dmatch');
  });

  it('401 on the login page: warns but does not redirect', async () => {
    const { client, fetchMock, env } = setup('/auth/login', '?return_to=%2Feditor');
    fetchMock.mockResolvedValueOnce(json(401, {}));
    await expect(client.get('/account/profile')).rejects.toMatchObject({ status: 401 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(env.toast).toHaveBeenCalledWith({
      message: 'Session expired. Please log in again.',
      severity: 'warn',
    });
    expect(env.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('403: reports missing permission and asks for the upgrade dialog', async () => {
    const { client, fetchMock, env } = setup();
    fetchMock.mockResolvedValueOnce(json(403, { message: 'Please upgrade your plan' }));
    const error = await client.post('/text/prompts', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Please upgrade your plan');
    expect(env.toast).toHaveBeenCalledWith({
      message: 'You do not have permission to perform this action.',
      severity: 'error',
    });
    expect(env.onUpgradeRequired).toHaveBeenCalledWith(
      'You do not have permission to perform this action.',
      'Please upgrade your plan',
    );
  });

  it('400: reports an invalid request', async () => {
    const { client, fetchMock, env } = setup();
    fetchMock.mockResolvedValueOnce(
      json(400, { statusCode: 400, error: 'Bad Request', message: 'name: Required' }),
    );
    await expect(client.post('/text/glossaries', {})).rejects.toMatchObject({
      status: 400,
      message: 'name: Required',
    });
    expect(env.toast).toHaveBeenCalledWith({
      message: 'Invalid request. Please check your input and try again.',
      severity: 'error',
    });
  });

  it("other statuses: shows the server's message", async () => {
    const { client, fetchMock, env } = setup();
    fetchMock.mockResolvedValueOnce(
      json(404, { statusCode: 404, error: 'Not Found', message: 'Guide not found' }),
    );
    await expect(client.get('/text/tones-of-voice/x')).rejects.toMatchObject({ status: 404 });
    expect(env.toast).toHaveBeenCalledWith({ message: 'Guide not found', severity: 'error' });
    expect(env.onUpgradeRequired).not.toHaveBeenCalled();
  });

  it('5xx: reports a server error', async () => {
    const { client, fetchMock, env } = setup();
    fetchMock.mockResolvedValueOnce(json(500, { message: 'db down' }));
    await expect(client.get('/text/prompts')).rejects.toMatchObject({ status: 500 });
    expect(env.toast).toHaveBeenCalledWith({
      message: 'Server error. Please try again later.',
      severity: 'error',
    });
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('three consecutive 5xx answers lead to the maintenance page with return_to', async () => {
    const { client, fetchMock, env } = setup('/library/guides', '');
    fetchMock.mockImplementation(() => Promise.resolve(json(503, {})));
    for (let call = 0; call < 3; call++) await client.get('/text/prompts').catch(() => undefined);
    expect(env.navigate).toHaveBeenCalledTimes(1);
    expect(env.navigate).toHaveBeenCalledWith('/maintenance?return_to=%2Flibrary%2Fguides');
  });

  it('a success between 5xx answers resets the count', async () => {
    const { client, fetchMock, env } = setup();
    fetchMock
      .mockResolvedValueOnce(json(500, {}))
      .mockResolvedValueOnce(json(500, {}))
      .mockResolvedValueOnce(json(200, {}))
      .mockResolvedValueOnce(json(500, {}))
      .mockResolvedValueOnce(json(500, {}));
    for (let call = 0; call < 5; call++) await client.get('/text/prompts').catch(() => undefined);
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('a network failure is reported as such', async () => {
    const { client, fetchMock, env } = setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.get('/text/prompts')).rejects.toMatchObject({ failure: { kind: 'network' } });
    expect(env.toast).toHaveBeenCalledWith({
      message: 'Cannot reach the server. Please check your connection and try again.',
      severity: 'error',
    });
  });

  it('silent calls only throw, but still count towards maintenance', async () => {
    const { client, fetchMock, env } = setup('/library/guides', '');
    fetchMock.mockImplementation(() => Promise.resolve(json(401, {})));
    await expect(client.get('/auth/sessions/whoami', { silent: true })).rejects.toMatchObject({
      status: 401,
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(env.toast).not.toHaveBeenCalled();
    expect(env.onSessionExpired).not.toHaveBeenCalled();
    expect(env.navigate).not.toHaveBeenCalled();

    fetchMock.mockImplementation(() => Promise.resolve(json(500, {})));
    for (let call = 0; call < 3; call++) await client.get('/x', { silent: true }).catch(() => undefined);
    expect(env.toast).not.toHaveBeenCalled();
    expect(env.navigate).toHaveBeenCalledWith('/maintenance?return_to=%2Flibrary%2Fguides');
  });

  it("a caller's own abort is passed on without a toast", async () => {
    const { client, fetchMock, env } = setup();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    );
    const controller = new AbortController();
    const pending = client.get('/text/jobs/1', { signal: controller.signal });
    controller.abort(new DOMException('Navigated away', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(env.toast).not.toHaveBeenCalled();
  });
});

describe('http client with the global fetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('works against a stubbed global fetch', async () => {
    const globalFetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(json(200, { ok: true })));
    vi.stubGlobal('fetch', globalFetch);
    const client = createHttpClient({
      fetch: (url, init) => fetch(url, init),
      location: () => ({ pathname: '/', search: '' }),
      navigate: () => undefined,
      toast: () => undefined,
      onSessionExpired: () => undefined,
      onUpgradeRequired: () => undefined,
    });
    await expect(client.delete('/text/prompts/p1')).resolves.toEqual({ ok: true });
    expect(globalFetch).toHaveBeenCalledWith(
      '/api/text/prompts/p1',
      expect.objectContaining({ method: 'DELETE' }),
    );
    // The server refuses a change that does not say it is JSON (415), a body-less DELETE included.
    const init = globalFetch.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBeUndefined();
  });
});

/** A schema in zod's safeParse shape, without zod: an object whose `count` is a number. */
const countSchema = {
  safeParse(value: unknown) {
    const count = (value as { count?: unknown } | null)?.count;
    return typeof count === 'number'
      ? { success: true as const, data: { count } }
      : {
          success: false as const,
          error: { issues: [{ path: ['count'], message: 'Invalid input: expected number' }] },
        };
  },
};

describe('http client: answers checked against their schema', () => {
  it("resolves with the schema's output when the answer matches", async () => {
    const { client, fetchMock, env } = setup();
    fetchMock.mockResolvedValueOnce(json(200, { count: 3, extra: true }));
    await expect(client.requestParsed('/text/count', countSchema)).resolves.toEqual({ count: 3 });
    expect(env.toast).not.toHaveBeenCalled();
  });

  it('fails as invalidAnswer, named and reported, when the answer does not match', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, fetchMock, env } = setup();
    fetchMock.mockResolvedValueOnce(json(200, { count: 'three' }));
    const error = await client
      .requestParsed('/text/count', countSchema, { method: 'POST', body: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      body: { count: 'three' },
      failure: { kind: 'invalidAnswer', issues: ['count: Invalid input: expected number'] },
      message:
        'The answer of POST /api/text/count does not match its schema: count: Invalid input: expected number',
    });
    expect(env.toast).toHaveBeenCalledWith({
      message: 'The server sent an answer this version of the app cannot read. Please reload the page.',
      severity: 'error',
    });
    expect(env.onUpgradeRequired).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(
      'The answer of POST /api/text/count does not match its schema.',
      ['count: Invalid input: expected number'],
      { count: 'three' },
    );
    errors.mockRestore();
  });

  it('names at most three issues in the message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(json(200, null));
    const manyIssues = {
      safeParse: () => ({
        success: false as const,
        error: { issues: [1, 2, 3, 4, 5].map((n) => ({ path: ['list', n], message: 'bad' })) },
      }),
    };
    await expect(client.requestParsed('/x', manyIssues)).rejects.toThrow(
      'list.1: bad; list.2: bad; list.3: bad (and 2 more)',
    );
    vi.restoreAllMocks();
  });

  it('a failed HTTP call fails as before, without looking at the schema', async () => {
    const { client, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(json(404, { statusCode: 404, error: 'Not Found', message: 'Gone' }));
    await expect(client.requestParsed('/text/count', countSchema)).rejects.toMatchObject({
      status: 404,
      failure: { kind: 'http' },
    });
  });
});

describe("http client: a call's own error decision", () => {
  it('replaces the policy when it decides, and leaves other failures to the policy', async () => {
    const { client, fetchMock, env } = setup();
    const decide = (failure: RequestFailure) =>
      failure.kind === 'http' && failure.status === 403
        ? { message: 'Verify your address first.', severity: 'warn' as const, action: 'none' as const }
        : null;
    fetchMock.mockResolvedValueOnce(json(403, { message: 'Verify your address first.' }));
    await expect(client.post('/text/share', {}, { decide })).rejects.toMatchObject({ status: 403 });
    expect(env.toast).toHaveBeenLastCalledWith({ message: 'Verify your address first.', severity: 'warn' });
    expect(env.onUpgradeRequired).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json(500, {}));
    await expect(client.post('/text/share', {}, { decide })).rejects.toMatchObject({ status: 500 });
    expect(env.toast).toHaveBeenLastCalledWith({
      message: 'Server error. Please try again later.',
      severity: 'error',
    });
  });

  it('leaves a failure the caller handles to the caller: no toast, no dialog, no redirect', async () => {
    const { client, fetchMock, env } = setup();
    const decide = () => ({ message: 'none', severity: 'error' as const, action: 'callerHandles' as const });
    fetchMock.mockResolvedValueOnce(
      json(404, { statusCode: 404, error: 'Not Found', message: 'No picture' }),
    );
    await expect(client.get('/account/profile-picture', { decide })).rejects.toMatchObject({
      status: 404,
      message: 'No picture',
    });
    expect(env.toast).not.toHaveBeenCalled();
    expect(env.onUpgradeRequired).not.toHaveBeenCalled();
    expect(env.navigate).not.toHaveBeenCalled();
  });
});
