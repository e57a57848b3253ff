import { createTestBrowser, sdkFor, type TestBrowser } from '../../identity/test/browser.ts';
import {
  registerUser,
  startIdentityTestServer,
  verifyWithMailedCode,
} from '../../identity/test/identityTestKit.ts';
import type { TestServer } from '../../test/testServer.ts';

export type { TestServer };

/** A text-service test server: the identity test server (its generous sign-up rate limits). */
export function startTextTestServer(environment: Record<string, string> = {}): Promise<TestServer> {
  return startIdentityTestServer(environment);
}

export interface ApiAnswer {
  status: number;
  // The tests read answers loosely and assert their shape with expect().
  body: Record<string, unknown>;
}

export interface TextClient {
  email: string;
  identityId: string;
  browser: TestBrowser;
  /** Calls /api/text`path` as the signed-in user; bodies go as JSON, like the web app sends them. */
  call(method: string, path: string, body?: unknown): Promise<ApiAnswer>;
  /** GET /api/account/status as the signed-in user. */
  accountStatus(): Promise<ApiAnswer>;
  /** Verifies the address with the code of the sign-up e-mail (through the real verification flow). */
  verify(): Promise<void>;
}

/** Calls the text service in `browser` (signed in or not); GETs send no content type unless `headers` say. */
export async function callText(
  browser: TestBrowser,
  serverUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = method === 'GET' ? {} : { 'content-type': 'application/json' },
): Promise<ApiAnswer> {
  const response = await browser.fetch(`${serverUrl}/api/text${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
}

/**
 * Signs a new user up (which signs them in) and gives a client for the text service. The address is
 * verified with the mailed code, as most users do, unless `verified: false` (sharing needs it).
 */
export async function signUp(server: TestServer, options: { verified?: boolean } = {}): Promise<TextClient> {
  const browser = createTestBrowser();
  const sdk = sdkFor(browser, server.url);
  const user = await registerUser(sdk);
  const verify = () => verifyWithMailedCode(sdk, server, user.email, user.verificationFlowId);
  if (options.verified !== false) await verify();
  return {
    email: user.email,
    identityId: user.identityId,
    browser,
    call: (method, path, body) => callText(browser, server.url, method, path, body),
    accountStatus: async () => {
      const response = await browser.fetch(`${server.url}/api/account/status`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    verify,
  };
}

/** The `id` field of an item inside an answer such as `{tov: {...}}`. */
export function idOf(answer: ApiAnswer, key: 'tov' | 'glossary' | 'prompt'): string {
  const item = answer.body[key] as { id?: unknown } | undefined;
  if (typeof item?.id !== 'string') throw new Error(`no ${key}.id in ${JSON.stringify(answer.body)}`);
  return item.id;
}
