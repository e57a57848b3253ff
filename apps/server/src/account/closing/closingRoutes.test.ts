import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CLOSED_MESSAGE } from '@wtt/contract';
import { createTestBrowser } from '../../identity/test/browser.ts';
import { passwordLogin } from '../../identity/test/identityTestKit.ts';
import { callApi } from '../../test/apiCall.ts';
import {
  signUp,
  startTextTestServer,
  type TestServer,
  type TextClient,
} from '../../text/test/textTestKit.ts';
import { changeAccountClosed } from '../accountStore.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTextTestServer();
});

afterAll(async () => {
  await server.close();
});

/** The password signUp registers with (identityTestKit's registerUser). */
const PASSWORD = 'correct horse battery';

/** Makes every session of `user` look signed in 16 minutes ago: past the 15 privileged minutes. */
async function ageSessions(user: TextClient): Promise<void> {
  await server.db
    .updateTable('identity_session')
    .set({ authenticated_at: new Date(Date.now() - 16 * 60_000) })
    .where('identity_id', '=', user.identityId)
    .execute();
}

const close = (user: TextClient, confirm: string) => user.callAccount('POST', '/close', { confirm });

/** Every call the app makes besides the two a closed account may still make (status and profile). */
const CLOSED_CALLS: [string, string, string, unknown?][] = [
  ['account', 'PATCH', '/profile', { firstName: 'Z' }],
  ['account', 'GET', '/notification-settings'],
  ['account', 'POST', '/notification-settings', { enableNewsletter: false }],
  ['account', 'GET', '/notifications'],
  ['account', 'POST', '/notifications', { action: 'acknowledgeAll' }],
  ['account', 'DELETE', `/notifications/${crypto.randomUUID()}`],
  ['account', 'GET', '/profile-picture'],
  ['account', 'DELETE', '/profile-picture'],
  ['account', 'POST', '/close', { confirm: 'x' }],
  ['text', 'GET', '/tones-of-voice'],
  ['text', 'POST', '/prompts', { name: 'P', content: 'c' }],
  ['text', 'GET', '/rules'],
  ['text', 'POST', '/match', { text: 'Hello.' }],
];

async function expectClosed(user: TextClient): Promise<void> {
  for (const [area, method, path, body] of CLOSED_CALLS) {
    const answer = await callApi(user.browser, server.url, method, `/api/${area}${path}`, body);
    expect({ status: answer.status, message: answer.body.message }, `${method} /${area}${path}`).toEqual({
      status: 403,
      message: ACCOUNT_CLOSED_MESSAGE,
    });
  }
  const picture = await user.browser.fetch(`${server.url}/api/account/profile-picture`, {
    method: 'POST',
    headers: { 'content-type': 'image/png' },
    body: Buffer.from('not read'),
  });
  expect(picture.status).toBe(403);
  expect((await user.accountStatus()).body).toMatchObject({ closed: true });
  expect((await user.callAccount('GET', '/profile')).status).toBe(200);
}

describe('POST /api/account/close', () => {
  it('closes the account: then only GET /status and /profile answer, and sign-in still works', async () => {
    const user = await signUp(server);
    const elsewhere = createTestBrowser();
    expect((await passwordLogin(elsewhere, server.url, user.email, PASSWORD)).status).toBe(200);

    const closed = await close(user, ` ${user.email.toUpperCase()} `);
    expect(closed).toMatchObject({ status: 200, body: { closed: true } });
    await expectClosed(user);

    // The other browser stays signed in, and learns the account is closed at its next call.
    const status = await callApi(elsewhere, server.url, 'GET', '/api/account/status');
    expect(status.body).toMatchObject({ closed: true });
    expect((await callApi(elsewhere, server.url, 'GET', '/api/text/tones-of-voice')).status).toBe(403);

    // A new sign-in works (the app must be able to show /account-closed), and can do no more.
    const later = createTestBrowser();
    expect((await passwordLogin(later, server.url, user.email, PASSWORD)).status).toBe(200);
    expect((await later.fetch(`${server.url}/api/auth/sessions/whoami`)).status).toBe(200);
    expect((await callApi(later, server.url, 'GET', '/api/account/notifications')).status).toBe(403);
  });

  it('is reopened by an administrator, and then everything works again', async () => {
    const user = await signUp(server);
    await close(user, user.email);
    expect(await changeAccountClosed(server.db, user.identityId, false, new Date())).toBe(true);
    expect((await user.accountStatus()).body).toMatchObject({ closed: false });
    expect((await user.call('GET', '/tones-of-voice')).status).toBe(200);
    expect((await user.callAccount('GET', '/notifications')).status).toBe(200);
  });

  it('refuses a confirm that is not the account address with 400, and closes nothing', async () => {
    const user = await signUp(server);
    const refused = await close(user, 'someone@example.com');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/type its e-mail address/);
    for (const body of [{}, { confirm: 3 }, []]) {
      expect((await user.callAccount('POST', '/close', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await user.accountStatus()).body).toMatchObject({ closed: false });
  });

  it('asks for a recent sign-in (403 session_refresh_required), and closes after the step-up', async () => {
    const user = await signUp(server);
    await ageSessions(user);
    const response = await user.browser.fetch(`${server.url}/api/account/close`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirm: user.email }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('ory-error-id')).toBe('session_refresh_required');
    const refused = { body: (await response.json()) as Record<string, unknown> };
    const error = refused.body.error as { id: string; reason: string };
    expect(error.id).toBe('session_refresh_required');
    const redirect = new URL(String(refused.body.redirect_browser_to));
    expect(redirect.pathname).toBe('/api/auth/self-service/login/browser');
    expect(redirect.searchParams.get('refresh')).toBe('true');
    expect(redirect.searchParams.get('return_to')).toBe(`${server.url}/profile/settings`);
    expect((await user.accountStatus()).body).toMatchObject({ closed: false });

    const stepUp = await passwordLogin(user.browser, server.url, user.email, PASSWORD, '?refresh=true');
    expect(stepUp.status).toBe(200);
    expect((await close(user, user.email)).status).toBe(200);
    expect((await user.accountStatus()).body).toMatchObject({ closed: true });
  });

  it('answers 401 without a session and 415 without JSON', async () => {
    const anonymous = await callApi(createTestBrowser(), server.url, 'POST', '/api/account/close', {
      confirm: 'x',
    });
    expect(anonymous.status).toBe(401);
    const user = await signUp(server);
    const form = await user.browser.fetch(`${server.url}/api/account/close`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `confirm=${encodeURIComponent(user.email)}`,
    });
    expect(form.status).toBe(415);
    expect((await user.accountStatus()).body).toMatchObject({ closed: false });
  });
});
