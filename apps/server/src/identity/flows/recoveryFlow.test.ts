import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/testServer.ts';
import { createTestBrowser, sdkFor } from '../test/browser.ts';
import {
  browserHash,
  csrfTokenOf,
  errorId,
  latestCodeFor,
  waitForQueuedMail,
  messageIds,
  nodeNamed,
  passwordLogin,
  postJson,
  registerUser,
  sdkFailure,
  startIdentityTestServer,
} from '../test/identityTestKit.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startIdentityTestServer();
});

afterAll(async () => {
  await server.close();
});

async function account() {
  return registerUser(sdkFor(createTestBrowser(), server.url));
}

/** A signed-out browser with a recovery flow whose code was mailed to `email`. */
async function codeSent(email: string) {
  const browser = createTestBrowser();
  const sdk = sdkFor(browser, server.url);
  const flow = await sdk.createBrowserRecoveryFlow();
  const sent = await sdk.updateRecoveryFlow({
    flow: flow.id,
    updateRecoveryFlowBody: { method: 'code', email, csrf_token: csrfTokenOf(flow) },
  });
  return { browser, sdk, flow: sent, code: await latestCodeFor(server, email) };
}

describe('recovery by e-mail code', () => {
  it('recovers the account, continues with a privileged settings flow, and the new password works', async () => {
    const { email, password } = await account();
    const { browser, sdk, flow, code } = await codeSent(email);
    expect(flow).toMatchObject({ state: 'sent_email', active: 'code' });
    expect(messageIds(flow)).toEqual([1060003]);
    expect(nodeNamed(flow, 'code')).toMatchObject({
      attributes: { pattern: '[0-9]+', maxlength: 6, required: true },
    });
    expect(nodeNamed(flow, 'email', email)).toMatchObject({
      attributes: { type: 'submit' },
      meta: { label: { id: 1070008 } },
    });

    const recovered = await sdk.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(flow) },
    });
    expect(recovered.state).toBe('passed_challenge');
    const next = recovered.continue_with?.[0];
    expect(next).toMatchObject({ action: 'show_settings_ui' });
    if (next === undefined || !('flow' in next)) throw new Error('no settings flow');
    expect(next.flow.url).toBe(`${server.url}/auth/reset-password?flow=${next.flow.id}`);

    const session = await sdk.toSession();
    expect(session.authentication_methods?.[0]).toMatchObject({ method: 'code_recovery', aal: 'aal1' });
    expect(session.identity?.verifiable_addresses?.[0]?.verified).toBe(true);

    const settings = await sdk.getSettingsFlow({ id: next.flow.id });
    expect(settings.ui.messages?.[0]).toMatchObject({ id: 1060001, type: 'success' });
    expect(settings.ui.messages?.[0]?.context).toHaveProperty('privileged_session_expires_at_unix');
    const changed = await sdk.updateSettingsFlow({
      flow: settings.id,
      updateSettingsFlowBody: {
        method: 'password',
        password: browserHash('brand new secret'),
        csrf_token: csrfTokenOf(settings),
      },
    });
    expect(changed.state).toBe('success');

    expect((await passwordLogin(createTestBrowser(), server.url, email, password)).status).toBe(400);
    expect((await passwordLogin(createTestBrowser(), server.url, email, 'brand new secret')).status).toBe(
      200,
    );
    expect(browser.cookie('wtt_session')).toBeDefined();
  });

  it('signs out every other session of the identity when the recovery succeeds', async () => {
    const otherBrowser = createTestBrowser();
    const otherSdk = sdkFor(otherBrowser, server.url);
    const { email } = await registerUser(otherSdk);
    expect((await otherSdk.toSession()).active).toBe(true);
    const { sdk, flow, code } = await codeSent(email);
    const recovered = await sdk.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(flow) },
    });
    expect(recovered.state).toBe('passed_challenge');
    expect((await sdk.toSession()).active).toBe(true);
    expect((await sdkFailure(otherSdk.toSession())).status).toBe(401);
  });

  it('answers a wrong code with 200 and 4060006; an expired code likewise', async () => {
    const { email } = await account();
    const { sdk, flow, code } = await codeSent(email);
    const wrongCode = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const wrong = await sdk.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', code: wrongCode, csrf_token: csrfTokenOf(flow) },
    });
    expect(wrong.state).toBe('sent_email');
    expect(messageIds(wrong)).toEqual([4060006]);
    await server.db
      .updateTable('identity_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('flow_id', '=', flow.id)
      .execute();
    const expired = await sdk.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(wrong) },
    });
    expect(messageIds(expired)).toEqual([4060006]);
    expect((await sdkFailure(sdk.toSession())).status).toBe(401);
  });

  it('uses a code only once, even when the original request is replayed', async () => {
    const { email } = await account();
    const { browser, sdk, flow, code } = await codeSent(email);
    const csrfName = browser.cookieNames().find((name) => name.startsWith('csrf_token_')) ?? '';
    const csrfBefore = browser.cookie(csrfName) ?? '';
    await sdk.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(flow) },
    });
    // Signing in rotated the CSRF cookie, so the old form no longer fits this browser at all.
    expect(browser.cookie(csrfName)).not.toBe(csrfBefore);
    const stale = await sdkFailure(
      sdk.updateRecoveryFlow({
        flow: flow.id,
        updateRecoveryFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(flow) },
      }),
    );
    expect(errorId(stale.body)).toBe('security_csrf_violation');
    // Someone replaying the original request (old cookie, no session) finds the flow used up.
    browser.deleteCookie('wtt_session');
    browser.setCookie(csrfName, csrfBefore, server.url);
    const again = await sdkFailure(
      sdk.updateRecoveryFlow({
        flow: flow.id,
        updateRecoveryFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(flow) },
      }),
    );
    expect(again.status).toBe(410);
    expect(errorId(again.body)).toBe('self_service_flow_replaced');
    const row = await server.db
      .selectFrom('identity_code')
      .select('used_at')
      .where('flow_id', '=', flow.id)
      .executeTakeFirst();
    expect(row?.used_at).toBeInstanceOf(Date);
  });

  it('allows at most 5 code submissions per flow, also when they arrive at once', async () => {
    const { email } = await account();
    const { browser, flow, code } = await codeSent(email);
    const wrongCode = String((Number(code) + 3) % 1_000_000).padStart(6, '0');
    const url = `${server.url}/api/auth/self-service/recovery?flow=${flow.id}`;
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        postJson(browser, url, { method: 'code', code: wrongCode, csrf_token: csrfTokenOf(flow) }),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 410, 410, 410]);
    const right = await postJson(browser, url, { method: 'code', code, csrf_token: csrfTokenOf(flow) });
    expect(right.status).toBe(410);
    expect(errorId(right.body)).toBe('self_service_flow_replaced');
    expect(browser.cookie('wtt_session')).toBeUndefined();
  });

  it('budgets code e-mails and code guesses per address and hour, across flows', async () => {
    const budgeted = await startIdentityTestServer({
      AUTH_CODE_MAILS_PER_HOUR: '3',
      AUTH_CODE_ATTEMPTS_PER_HOUR: '4',
    });
    try {
      const { email } = await registerUser(sdkFor(createTestBrowser(), budgeted.url));
      const outboxCount = async () => {
        await waitForQueuedMail(budgeted);
        const response = await fetch(`${budgeted.url}/api/dev/outbox?to=${encodeURIComponent(email)}`);
        return ((await response.json()) as { messages: unknown[] }).messages.length;
      };
      const flows: { browser: ReturnType<typeof createTestBrowser>; id: string; csrf: string }[] = [];
      for (let index = 0; index < 3; index += 1) {
        const browser = createTestBrowser();
        const sdk = sdkFor(browser, budgeted.url);
        const flow = await sdk.createBrowserRecoveryFlow();
        const sent = await sdk.updateRecoveryFlow({
          flow: flow.id,
          updateRecoveryFlowBody: { method: 'code', email, csrf_token: csrfTokenOf(flow) },
        });
        // Same answer whether or not the budget allowed a mail.
        expect(messageIds(sent)).toEqual([1060003]);
        flows.push({ browser, id: sent.id, csrf: csrfTokenOf(sent) });
      }
      // Sign-up sent the 1st mail; the recovery flows the 2nd and 3rd; the 4th request sent nothing.
      expect(await outboxCount()).toBe(3);

      const code = await latestCodeFor(budgeted, email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      // The newest code belongs to the 2nd recovery flow; guess in the other two.
      const owner = flows[1];
      if (owner === undefined) throw new Error('no flow');
      for (const flow of [flows[0], flows[2]]) {
        if (flow === undefined) throw new Error('no flow');
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const answer = await postJson(
            flow.browser,
            `${budgeted.url}/api/auth/self-service/recovery?flow=${flow.id}`,
            { method: 'code', code: wrong, csrf_token: flow.csrf },
          );
          expect(messageIds(answer.body as never)).toEqual([4060006]);
        }
      }
      // Four guesses used the hour's budget: even the right code in its own flow is not checked.
      const right = await postJson(
        owner.browser,
        `${budgeted.url}/api/auth/self-service/recovery?flow=${owner.id}`,
        {
          method: 'code',
          code,
          csrf_token: owner.csrf,
        },
      );
      expect(right.status).toBe(200);
      expect(messageIds(right.body as never)).toEqual([4060006]);
      expect(owner.browser.cookie('wtt_session')).toBeUndefined();
    } finally {
      await budgeted.close();
    }
  });

  it('sends nothing for an unknown address but answers the same', async () => {
    const { flow } = await codeSentToNobody();
    expect(flow.state).toBe('sent_email');
  });

  it('refuses to start while signed in', async () => {
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    await registerUser(sdk);
    const failure = await sdkFailure(sdk.createBrowserRecoveryFlow());
    expect(errorId(failure.body)).toBe('session_already_available');
  });
});

async function codeSentToNobody() {
  const browser = createTestBrowser();
  const sdk = sdkFor(browser, server.url);
  const flow = await sdk.createBrowserRecoveryFlow();
  const email = `nobody.${Date.now()}@example.com`;
  const sent = await sdk.updateRecoveryFlow({
    flow: flow.id,
    updateRecoveryFlowBody: { method: 'code', email, csrf_token: csrfTokenOf(flow) },
  });
  await waitForQueuedMail(server);
  const outbox = (await (await fetch(`${server.url}/api/dev/outbox?to=${email}`)).json()) as {
    messages: unknown[];
  };
  expect(outbox.messages).toEqual([]);
  return { flow: sent };
}
