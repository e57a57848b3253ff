import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/testServer.ts';
import { createTestBrowser, sdkFor } from './test/browser.ts';
import {
  csrfTokenOf,
  latestCodeFor,
  messageIds,
  passwordLogin,
  registerUser,
  startIdentityTestServer,
  uniqueEmail,
} from './test/identityTestKit.ts';

describe('lockout after repeated failed logins', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startIdentityTestServer({ AUTH_LOCKOUT_MAX_FAILURES: '3', AUTH_LOCKOUT_MINUTES: '15' });
  });

  afterAll(async () => {
    await server.close();
  });

  it('locks after the 3rd failure (4000008) and refuses even the right password while locked (4000007)', async () => {
    const { email, password } = await registerUser(sdkFor(createTestBrowser(), server.url));
    const browser = createTestBrowser();
    for (const expected of [4000006, 4000006, 4000008]) {
      const answer = await passwordLogin(browser, server.url, email, 'not the password');
      expect(answer.status).toBe(400);
      expect(messageIds(answer.body as never)).toEqual([expected]);
    }
    const locked = await passwordLogin(browser, server.url, email, password);
    expect(locked.status).toBe(400);
    expect((locked.body as { ui: { messages: unknown[] } }).ui.messages[0]).toMatchObject({
      id: 4000007,
      text: 'Your account has been locked. Please try again later.',
      context: { locked_until_unix: expect.any(Number) as unknown },
    });
    expect(browser.cookie('wtt_session')).toBeUndefined();
    // Another browser (another IP, in real life) is refused the same way: the lock is on the account.
    expect(
      messageIds((await passwordLogin(createTestBrowser(), server.url, email, password)).body as never),
    ).toEqual([4000007]);

    // When the lock has run out, the right password works again.
    await server.db
      .updateTable('identity_login_failure')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('account', '=', email)
      .execute();
    expect((await passwordLogin(browser, server.url, email, password)).status).toBe(200);
  });

  it('checks no more passwords than the limit in a parallel burst, and signs nobody in while locked', async () => {
    const { email, password } = await registerUser(sdkFor(createTestBrowser(), server.url));
    const burst = await Promise.all(
      Array.from({ length: 11 }, () => passwordLogin(createTestBrowser(), server.url, email, 'wrong')),
    );
    const ids = burst.flatMap((answer) => messageIds(answer.body as never));
    // Every answer other than "locked" (4000007) had its password checked: at most the limit of 3.
    expect(ids.filter((id) => id !== 4000007).length).toBeLessThanOrEqual(3);
    expect(ids).toContain(4000007);

    // The right password in a burst during the lock: refused every time, no session.
    const browsers = Array.from({ length: 4 }, () => createTestBrowser());
    const rightDuringLock = await Promise.all(
      browsers.map((browser, index) =>
        passwordLogin(browser, server.url, email, index % 2 === 0 ? password : 'wrong'),
      ),
    );
    expect(rightDuringLock.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(browsers.map((browser) => browser.cookie('wtt_session'))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('locks unknown accounts the same way, so the lock reveals nothing', async () => {
    const email = uniqueEmail('ghost');
    const ids: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const answer = await passwordLogin(createTestBrowser(), server.url, email, 'guess');
      ids.push(...messageIds(answer.body as never));
    }
    expect(ids).toEqual([4000006, 4000006, 4000008, 4000007]);
  });

  it('lifts the lock when the owner recovers the account by e-mail', async () => {
    const { email, password } = await registerUser(sdkFor(createTestBrowser(), server.url));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await passwordLogin(createTestBrowser(), server.url, email, 'wrong');
    }
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    const flow = await sdk.createBrowserRecoveryFlow();
    const sent = await sdk.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', email, csrf_token: csrfTokenOf(flow) },
    });
    await sdk.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: {
        method: 'code',
        code: await latestCodeFor(server, email),
        csrf_token: csrfTokenOf(sent),
      },
    });
    expect((await passwordLogin(createTestBrowser(), server.url, email, password)).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('limits submissions per IP with a 429 in Kratos’s error shape', async () => {
    const server = await startIdentityTestServer({ AUTH_RATE_LIMIT_PER_IP: '3' });
    try {
      const browser = createTestBrowser();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await passwordLogin(browser, server.url, uniqueEmail(), 'whatever')).status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      const flow = (await (
        await browser.fetch(`${server.url}/api/auth/self-service/login/browser`)
      ).json()) as { id: string };
      const limited = await browser.fetch(`${server.url}/api/auth/self-service/login?flow=${flow.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await limited.json()).toMatchObject({ error: { code: 429, status: 'Too Many Requests' } });
    } finally {
      await server.close();
    }
  });

  it('limits login attempts per account across browsers', async () => {
    const server = await startIdentityTestServer({
      AUTH_RATE_LIMIT_PER_ACCOUNT: '2',
      AUTH_LOCKOUT_MAX_FAILURES: '100',
    });
    try {
      const email = uniqueEmail('target');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push((await passwordLogin(createTestBrowser(), server.url, email, 'guess')).status);
      }
      expect(statuses).toEqual([400, 400, 429]);
      // Another account is not affected.
      expect((await passwordLogin(createTestBrowser(), server.url, uniqueEmail(), 'guess')).status).toBe(400);
    } finally {
      await server.close();
    }
  });

  it('completes a sign-up whose verification mail is over the per-account limit (no 429 after saving)', async () => {
    const server = await startIdentityTestServer({ AUTH_RATE_LIMIT_PER_ACCOUNT: '1' });
    try {
      const email = uniqueEmail('limited');
      const browser = createTestBrowser();
      const sdk = sdkFor(browser, server.url);
      const verification = await sdk.createBrowserVerificationFlow();
      await sdk.updateVerificationFlow({
        flow: verification.id,
        updateVerificationFlowBody: { method: 'code', email, csrf_token: csrfTokenOf(verification) },
      });
      // The address's one mail per minute is used; the sign-up must still succeed.
      const user = await registerUser(sdkFor(createTestBrowser(), server.url), email);
      expect(user.identityId).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await server.close();
    }
  });
});
