import type { TestBrowser } from '../identity/test/browser.ts';

export interface ApiAnswer {
  status: number;
  // The tests read answers loosely and assert their shape with expect().
  body: Record<string, unknown>;
}

/**
 * Calls `<serverUrl><path>` in `browser` (signed in or not). Bodies go as JSON, like the web app sends them
 * (a string is sent as it is); GETs send no content type unless `headers` say.
 */
export async function callApi(
  browser: TestBrowser,
  serverUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = method === 'GET' ? {} : { 'content-type': 'application/json' },
): Promise<ApiAnswer> {
  const response = await browser.fetch(`${serverUrl}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
}

/** What a property test reads of any answer: the status, and the message when the answer is JSON. */
export interface LooseAnswer {
  status: number;
  message: unknown;
}

/**
 * Sends generated input as it is: a string or bytes unchanged, anything else as JSON, with `contentType`
 * (else JSON for changes, none for GET). Answers that are not JSON (a picture, an empty 204) are fine.
 */
export async function sendAnything(
  browser: TestBrowser,
  url: string,
  method: string,
  body: unknown,
  contentType?: string,
): Promise<LooseAnswer> {
  const headers: Record<string, string> =
    contentType !== undefined
      ? { 'content-type': contentType }
      : method === 'GET'
        ? {}
        : { 'content-type': 'application/json' };
  const response = await browser.fetch(url, {
    method,
    headers,
    ...(body === undefined || method === 'GET'
      ? {}
      : { body: body instanceof Uint8Array || typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('application/json') === true;
  return {
    status: response.status,
    message: json && text !== '' ? (JSON.parse(text) as { message?: unknown }).message : undefined,
  };
}
