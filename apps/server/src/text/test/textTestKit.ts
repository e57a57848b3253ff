import { createTestBrowser, sdkFor, type TestBrowser } from '../../identity/test/browser.ts';
import {
  registerUser,
  startIdentityTestServer,
  verifyWithMailedCode,
} from '../../identity/test/identityTestKit.ts';
import { callApi, type ApiAnswer } from '../../test/apiCall.ts';
import type { TestServer } from '../../test/testServer.ts';

export type { ApiAnswer, TestServer };

/** A text-service test server: the identity test server (its generous sign-up rate limits). */
export function startTextTestServer(environment: Record<string, string> = {}): Promise<TestServer> {
  return startIdentityTestServer(environment);
}

export interface TextClient {
  email: string;
  identityId: string;
  browser: TestBrowser;
  /** Calls /api/text`path` as the signed-in user; bodies go as JSON, like the web app sends them. */
  call(method: string, path: string, body?: unknown): Promise<ApiAnswer>;
  /** Calls /api/account`path` as the signed-in user, like `call`. */
  callAccount(method: string, path: string, body?: unknown): Promise<ApiAnswer>;
  /** GET /api/account/status as the signed-in user. */
  accountStatus(): Promise<ApiAnswer>;
  /** Verifies the address with the code of the sign-up e-mail (through the real verification flow). */
  verify(): Promise<void>;
}

/** Calls the text service in `browser` (signed in or not); GETs send no content type unless `headers` say. */
export function callText(
  browser: TestBrowser,
  serverUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<ApiAnswer> {
  return callApi(browser, serverUrl, method, `/api/text${path}`, body, headers);
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
    callAccount: (method, path, body) => callApi(browser, server.url, method, `/api/account${path}`, body),
    accountStatus: () => callApi(browser, server.url, 'GET', '/api/account/status'),
    verify,
  };
}

/** The `id` field of an item inside an answer such as `{tov: {...}}`. */
export function idOf(answer: ApiAnswer, key: 'tov' | 'glossary' | 'prompt'): string {
  const item = answer.body[key] as { id?: unknown } | undefined;
  if (typeof item?.id !== 'string') throw new Error(`no ${key}.id in ${JSON.stringify(answer.body)}`);
  return item.id;
}
