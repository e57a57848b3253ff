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
