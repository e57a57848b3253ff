import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/testServer.ts';
import { createTestBrowser, sdkFor } from '../test/browser.ts';
import {
  browserHash,
  csrfTokenOf,
  errorId,
  messageIds,
  nodeNamed,
  passwordLogin,
  postJson,
  registerUser,
  sdkFailure,
  startIdentityTestServer,
  uniqueEmail,
} from '../test/identityTestKit.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startIdentityTestServer();
});

afterAll(async () => {
  await server.close();
});

/** A registered account, signed out again (a fresh browser). */
async function account(): Promise<{ email: string; password: string; identityId: string }> {
  const { email, password, identityId } = await registerUser(sdkFor(createTestBrowser(), server.url));
  return { email, password, identityId };
}

describe('login with a password', () => {
  it('signs in through the SDK and whoami shows the session (happy path)', async () => {
    const { email, password, identityId } = await account();
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    const flow = await sdk.createBrowserLoginFlow({ returnTo: `${server.url}/editor/7` });
    expect(flow).toMatchObject({
      state: 'choose_method',
      refresh: false,
      requested_aal: 'aal1',
      return_to: `${server.url}/editor/7`,
    });
    expect(nodeNamed(flow, 'identifier')).toMatchObject({
      group: 'default',
      attributes: { type: 'text', required: true, value: '' },
      meta: { label: { id: 1070002 } },
    });
    expect(nodeNamed(flow, 'password')).toMatchObject({
      group: 'password',
      attributes: { autocomplete: 'current-password' },
    });
    expect(nodeNamed(flow, 'method', 'password')?.meta.label?.id).toBe(1010022);

    const result = await sdk.updateLoginFlow({
      flow: flow.id,
      updateLoginFlowBody: {
        method: 'password',
        identifier: email.toUpperCase(),
        password: browserHash(password),
        csrf_token: csrfTokenOf(flow),
      },
    });
    expect(result.session.identity?.id).toBe(identityId);
    expect(result.session.authenticator_assurance_level).toBe('aal1');
    expect(result.session_token).toBeUndefined();
    expect(result.continue_with?.[0]).toMatchObject({
      action: 'redirect_browser_to',
      redirect_browser_to: `${server.url}/editor/7`,
    });

    const whoami = await browser.fetch(`${server.url}/api/auth/sessions/whoami`);
    expect(whoami.status).toBe(200);
    expect(whoami.headers.get('x-kratos-authenticated-identity-id')).toBe(identityId);
    const session = (await whoami.json()) as Record<string, unknown>;
    expect(session).toMatchObject({
      active: true,
      authenticator_assurance_level: 'aal1',
      authentication_methods: [{ method: 'password', aal: 'aal1' }],
      identity: { id: identityId, schema_id: 'default', state: 'active', traits: { email } },
    });
    const lifespanMs = Date.parse(session.expires_at as string) - Date.parse(session.issued_at as string);
    expect(lifespanMs).toBeGreaterThan(14 * 24 * 3600_000 - 5000);
    expect(lifespanMs).toBeLessThanOrEqual(14 * 24 * 3600_000);
    const schema = await browser.fetch((session.identity as { schema_url: string }).schema_url);
    expect(schema.status).toBe(200);
  });

  it('refuses a wrong password and an unknown account alike with 4000006', async () => {
    const { email } = await account();
    for (const identifier of [email, uniqueEmail('nobody')]) {
      const browser = createTestBrowser();
      const answer = await passwordLogin(browser, server.url, identifier, 'wrong password!');
      expect(answer.status).toBe(400);
      expect(messageIds(answer.body as never)).toEqual([4000006]);
      expect(nodeNamed(answer.body as never, 'identifier')?.attributes).toMatchObject({ value: identifier });
      expect(browser.cookie('wtt_session')).toBeUndefined();
    }
  });

  it('names missing fields (4000003 for the e-mail, 4000002 for the password)', async () => {
    const browser = createTestBrowser();
    const flow = await sdkFor(browser, server.url).createBrowserLoginFlow();
    const answer = await postJson(browser, `${server.url}/api/auth/self-service/login?flow=${flow.id}`, {
      method: 'password',
      csrf_token: csrfTokenOf(flow),
    });
    expect(answer.status).toBe(400);
    expect(nodeNamed(answer.body as never, 'identifier')?.messages[0]?.id).toBe(4000003);
    expect(nodeNamed(answer.body as never, 'password')?.messages[0]?.id).toBe(4000002);
    const unknown = await postJson(browser, `${server.url}/api/auth/self-service/login?flow=${flow.id}`, {
      method: 'magic',
      csrf_token: csrfTokenOf(answer.body as never),
    });
    expect(messageIds(unknown.body as never)).toEqual([4010002]);
  });

  it('refuses CSRF-less and forged submissions, and a flow of another browser', async () => {
    const { email, password } = await account();
    const browser = createTestBrowser();
    const flow = await sdkFor(browser, server.url).createBrowserLoginFlow();
    const url = `${server.url}/api/auth/self-service/login?flow=${flow.id}`;
    const body = { method: 'password', identifier: email, password: browserHash(password) };
    for (const token of [undefined, '', 'AAAA', Buffer.alloc(64).toString('base64')]) {
      const answer = await postJson(
        browser,
        url,
        token === undefined ? body : { ...body, csrf_token: token },
      );
      expect(answer.status).toBe(403);
      expect(errorId(answer.body)).toBe('security_csrf_violation');
    }
    const stranger = createTestBrowser();
    const fetched = await stranger.fetch(`${server.url}/api/auth/self-service/login/flows?id=${flow.id}`);
    expect(fetched.status).toBe(403);
    // The right token without the cookie (a cross-site request would lack it) is refused too.
    const withoutCookie = await postJson(stranger, url, { ...body, csrf_token: csrfTokenOf(flow) });
    expect(withoutCookie.status).toBe(403);
    expect(browser.cookie('wtt_session')).toBeUndefined();
  });

  it('refuses to start another login while signed in, and a foreign return_to', async () => {
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    const foreign = await sdkFailure(sdk.createBrowserLoginFlow({ returnTo: 'https://evil.example/' }));
    expect(foreign.status).toBe(400);
    expect(errorId(foreign.body)).toBe('self_service_flow_return_to_forbidden');
    await registerUser(sdk);
    const again = await sdkFailure(sdk.createBrowserLoginFlow());
    expect(again.status).toBe(400);
    expect(errorId(again.body)).toBe('session_already_available');
  });

  it('asks for aal1 before an aal2 flow (401 session_aal1_required)', async () => {
    const failure = await sdkFailure(
      sdkFor(createTestBrowser(), server.url).createBrowserLoginFlow({ aal: 'aal2' }),
    );
    expect(failure.status).toBe(401);
    expect(errorId(failure.body)).toBe('session_aal1_required');
  });

  it('re-authenticates with refresh=true and restarts the privileged period', async () => {
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    const { email, password } = await registerUser(sdk);
    const before = await sdk.toSession();
    await server.db
      .updateTable('identity_session')
      .set({ authenticated_at: new Date(Date.now() - 3600_000) })
      .where('id', '=', before.id)
      .execute();
    const flow = await sdk.createBrowserLoginFlow({ refresh: true });
    expect(flow.refresh).toBe(true);
    expect(messageIds(flow)).toEqual([1010003]);
    expect(nodeNamed(flow, 'identifier')?.attributes).toMatchObject({ type: 'hidden', value: email });
    expect(nodeNamed(flow, 'method', 'password')?.meta.label?.id).toBe(1010001);
    const result = await sdk.updateLoginFlow({
      flow: flow.id,
      updateLoginFlowBody: {
        method: 'password',
        identifier: email,
        password: browserHash(password),
        csrf_token: csrfTokenOf(flow),
      },
    });
    expect(result.session.id).toBe(before.id);
    expect(Date.parse(String(result.session.authenticated_at))).toBeGreaterThan(Date.now() - 60_000);
    expect(result.session.authentication_methods).toHaveLength(2);
  });

  it('answers an expired login flow with 410 and the new flow id (4010001)', async () => {
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    const flow = await sdk.createBrowserLoginFlow({ returnTo: '/library/prompts' });
    await server.db
      .updateTable('identity_flow')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', flow.id)
      .execute();
    const failure = await sdkFailure(
      sdk.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: {
          method: 'password',
          identifier: 'a@b.co',
          password: browserHash('x'),
          csrf_token: csrfTokenOf(flow),
        },
      }),
    );
    expect(failure.status).toBe(410);
    expect(errorId(failure.body)).toBe('self_service_flow_expired');
    const replacement = await sdk.getLoginFlow({ id: String(failure.body.use_flow_id) });
    expect(messageIds(replacement)).toEqual([4010001]);
    expect(replacement.return_to).toBe(`${server.url}/library/prompts`);
  });
});

describe('sessions and logout', () => {
  it('answers whoami without a session with Kratos’s 401 (no error id)', async () => {
    const response = await fetch(`${server.url}/api/auth/sessions/whoami`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: {
        code: 401,
        status: 'Unauthorized',
        reason: 'No valid session credentials found in the request.',
        message: 'The request could not be authorized',
      },
    });
    const forged = await fetch(`${server.url}/api/auth/sessions/whoami`, {
      headers: { cookie: 'wtt_session=made-up' },
    });
    expect(forged.status).toBe(401);
  });

  it('logs out with logout_url and logout_token, revoking the session on the server', async () => {
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    await registerUser(sdk);
    const stolenCookie = browser.cookie('wtt_session') ?? '';
    const logout = await sdk.createBrowserLogoutFlow({ returnTo: '/auth/login' });
    expect(logout.logout_token).toMatch(/^ory_lo_/);
    expect(logout.logout_url).toBe(
      `${server.url}/api/auth/self-service/logout?token=${logout.logout_token}&return_to=${encodeURIComponent(`${server.url}/auth/login`)}`,
    );
    const wrong = await browser.fetch(`${server.url}/api/auth/self-service/logout?token=ory_lo_wrong`);
    expect(wrong.status).toBe(403);
    await sdk.updateLogoutFlow({ token: logout.logout_token });
    expect(browser.cookie('wtt_session')).toBeUndefined();
    expect((await sdkFailure(sdk.toSession())).status).toBe(401);
    // The old cookie no longer works anywhere: the session is revoked, not just forgotten by the browser.
    const replay = await fetch(`${server.url}/api/auth/sessions/whoami`, {
      headers: { cookie: `wtt_session=${stolenCookie}` },
    });
    expect(replay.status).toBe(401);
    const noSession = await sdkFailure(sdk.createBrowserLogoutFlow());
    expect(noSession.status).toBe(401);
    expect(errorId(noSession.body)).toBe('session_inactive');
  });

  it('refuses an expired session, and the next login flow says so (4000010)', async () => {
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    await registerUser(sdk);
    const session = await sdk.toSession();
    await server.db
      .updateTable('identity_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', session.id)
      .execute();
    expect((await sdkFailure(sdk.toSession())).status).toBe(401);
    const flow = await sdk.createBrowserLoginFlow();
    expect(flow.ui.messages?.[0]).toMatchObject({
      id: 4000010,
      text: 'Your session has expired. Please log in again.',
    });
  });
});
