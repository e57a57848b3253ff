import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRoundTripCounter, type RoundTripCounter } from '../../test/roundTripCounter.ts';
import { createTestDatabase } from '../../test/testDatabase.ts';
import { startTestServerOn, type TestServer } from '../../test/testServer.ts';
import { createTestBrowser, sdkFor, type TestBrowser } from '../test/browser.ts';
import { browserHash, csrfTokenOf, registerUser } from '../test/identityTestKit.ts';

let counter: RoundTripCounter;
let server: TestServer;

beforeAll(async () => {
  const database = await createTestDatabase();
  counter = await startRoundTripCounter(database.url, 'wtt-server');
  // A web process runs no jobs, so every round trip of its pool belongs to a request.
  server = await startTestServerOn(database, counter.url, {
    WTT_ROLE: 'web',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
  });
});

afterAll(async () => {
  await server.close();
  await counter.close();
});

/** Round trips of the server's pool while `request` runs (it must answer with `status`). */
async function roundTripsOf(request: () => Promise<Response>, status: number): Promise<number> {
  counter.reset();
  const response = await request();
  await response.text();
  expect(response.status).toBe(status);
  return counter.count();
}

async function submitPassword(browser: TestBrowser, email: string, password: string, query = '') {
  const init = await browser.fetch(`${server.url}/api/auth/self-service/login/browser${query}`);
  const flow = (await init.json()) as { id: string; ui: Parameters<typeof csrfTokenOf>[0]['ui'] };
  return () =>
    browser.fetch(`${server.url}/api/auth/self-service/login?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'password',
        identifier: email,
        password: browserHash(password),
        csrf_token: csrfTokenOf(flow),
      }),
    });
}

/**
 * Upper bounds, so that the round trips of a sign-in cannot silently grow back. Measured with this file:
 * before issue 13 a password login took 11 (the session looked up twice, the identity and its password in
 * two queries, the lock read apart from its reset, the second factor and the addresses in two queries
 * each), a refresh login 15 and whoami 6.
 */
const MAX_ROUND_TRIPS = {
  /** Flow, lockout claim, identity with password, BEGIN, lockout reset, session, COMMIT, addresses. */
  passwordLogin: 8,
  /** The same and the browser's session, read once. */
  refreshLogin: 9,
  /** The session with its identity, then the addresses. */
  whoami: 2,
};

describe('database round trips of signing in', () => {
  it('a password login, a refresh login and whoami stay within their budgets', async () => {
    const { email, password, identityId } = await registerUser(sdkFor(createTestBrowser(), server.url));
    const browser = createTestBrowser();
    expect(await roundTripsOf(await submitPassword(browser, email, password), 200)).toBeLessThanOrEqual(
      MAX_ROUND_TRIPS.passwordLogin,
    );
    expect(
      await roundTripsOf(await submitPassword(browser, email, password, '?refresh=true'), 200),
    ).toBeLessThanOrEqual(MAX_ROUND_TRIPS.refreshLogin);
    const whoami = () => browser.fetch(`${server.url}/api/auth/sessions/whoami`);
    expect(await roundTripsOf(whoami, 200)).toBeLessThanOrEqual(MAX_ROUND_TRIPS.whoami);
    const session = (await (await whoami()).json()) as { identity: { id: string } };
    expect(session.identity.id).toBe(identityId);
  });

  it('counts the round trips it is asked about (the counter is no constant)', async () => {
    const { email } = await registerUser(sdkFor(createTestBrowser(), server.url));
    // A wrong password reads the flow, counts the attempt, reads the identity and stores the message.
    const refused = await roundTripsOf(
      await submitPassword(createTestBrowser(), email, 'wrong password'),
      400,
    );
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(MAX_ROUND_TRIPS.passwordLogin);
    const anonymous = await roundTripsOf(() => fetch(`${server.url}/api/auth/sessions/whoami`), 401);
    expect(anonymous).toBe(0);
  });
});
