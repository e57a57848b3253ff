import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/testServer.ts';
import { createTestBrowser, sdkFor } from '../test/browser.ts';
import {
  csrfTokenOf,
  errorId,
  latestCodeFor,
  waitForQueuedMail,
  messageIds,
  nodeNamed,
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

/** A freshly registered browser with the code of its sign-up e-mail. */
async function signedUp() {
  const browser = createTestBrowser();
  const sdk = sdkFor(browser, server.url);
  const user = await registerUser(sdk);
  const flow = await sdk.getVerificationFlow({ id: user.verificationFlowId });
  return { browser, sdk, user, flow, code: await latestCodeFor(server, user.email) };
}

function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('verification by e-mail code', () => {
  it('verifies the address with the code mailed at sign-up (SDK happy path)', async () => {
    const { sdk, user, flow, code } = await signedUp();
    expect(flow).toMatchObject({ state: 'sent_email', active: 'code' });
    expect(messageIds(flow)).toEqual([1080003]);
    expect(nodeNamed(flow, 'email', user.email)?.attributes).toMatchObject({ type: 'submit' });
    const passed = await sdk.updateVerificationFlow({
      flow: flow.id,
      updateVerificationFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(flow) },
    });
    expect(passed.state).toBe('passed_challenge');
    expect(passed.ui.messages?.[0]).toMatchObject({ id: 1080002, type: 'success' });
    expect(passed.ui.method).toBe('GET');
    expect(passed.ui.nodes[0]).toMatchObject({
      type: 'a',
      group: 'code',
      attributes: { id: 'continue', node_type: 'a' },
    });
    const session = await sdk.toSession();
    expect(session.identity?.verifiable_addresses?.[0]).toMatchObject({
      verified: true,
      status: 'completed',
    });
  });

  it('runs choose_method → sent_email → passed_challenge for a new flow, with resend by an empty code', async () => {
    const { browser, sdk, user } = await signedUp();
    const flow = await sdk.createBrowserVerificationFlow();
    expect(flow).toMatchObject({ state: 'choose_method', active: 'code' });
    expect(nodeNamed(flow, 'email')).toMatchObject({
      group: 'code',
      attributes: { type: 'email', required: true },
    });
    const sent = await sdk.updateVerificationFlow({
      flow: flow.id,
      updateVerificationFlowBody: { method: 'code', email: user.email, csrf_token: csrfTokenOf(flow) },
    });
    expect(sent.state).toBe('sent_email');
    const firstCode = await latestCodeFor(server, user.email);
    const resent = await postJson(
      browser,
      `${server.url}/api/auth/self-service/verification?flow=${flow.id}`,
      {
        method: 'code',
        code: '',
        email: user.email,
        csrf_token: csrfTokenOf(sent),
      },
    );
    expect(resent.status).toBe(200);
    const secondCode = await latestCodeFor(server, user.email);
    await waitForQueuedMail(server);
    const outbox = (await (await fetch(`${server.url}/api/dev/outbox?to=${user.email}`)).json()) as {
      messages: unknown[];
    };
    expect(outbox.messages.length).toBeGreaterThanOrEqual(3);
    // A new send deletes the older code: one code row is left, and it is the new one.
    const rows = await server.db
      .selectFrom('identity_code')
      .select('used_at')
      .where('flow_id', '=', flow.id)
      .execute();
    expect(rows).toEqual([{ used_at: null }]);
    // The sign-up flow's code for the same address is gone as well.
    const open = await server.db
      .selectFrom('identity_code')
      .select('flow_id')
      .where('address', '=', user.email)
      .execute();
    expect(open).toEqual([{ flow_id: flow.id }]);
    expect(secondCode).toMatch(/^\d{6}$/);
    expect(firstCode).toMatch(/^\d{6}$/);
    const passed = await postJson(
      browser,
      `${server.url}/api/auth/self-service/verification?flow=${flow.id}`,
      {
        method: 'code',
        code: secondCode,
        csrf_token: csrfTokenOf(resent.body as never),
      },
    );
    expect(passed.status).toBe(200);
    expect(passed.body.state).toBe('passed_challenge');
  });

  it('answers a wrong code with 200 and 4000020, and the flow stays usable', async () => {
    const { sdk, flow, code } = await signedUp();
    const wrong = await sdk.updateVerificationFlow({
      flow: flow.id,
      updateVerificationFlowBody: { method: 'code', code: otherCode(code), csrf_token: csrfTokenOf(flow) },
    });
    expect(wrong.state).toBe('sent_email');
    expect(wrong.ui.messages?.[0]).toMatchObject({
      id: 4000020,
      text: 'Invalid verification code.',
      type: 'error',
    });
    const right = await sdk.updateVerificationFlow({
      flow: flow.id,
      updateVerificationFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(wrong) },
    });
    expect(right.state).toBe('passed_challenge');
  });

  it('refuses a reused code: the flow is replaced (410 self_service_flow_replaced)', async () => {
    const { sdk, flow, code } = await signedUp();
    const passed = await sdk.updateVerificationFlow({
      flow: flow.id,
      updateVerificationFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(flow) },
    });
    expect(passed.state).toBe('passed_challenge');
    const again = await sdkFailure(
      sdk.updateVerificationFlow({
        flow: flow.id,
        updateVerificationFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(flow) },
      }),
    );
    expect(again.status).toBe(410);
    expect(errorId(again.body)).toBe('self_service_flow_replaced');
    expect(typeof again.body.use_flow_id).toBe('string');
  });

  it('refuses an expired code with 410 self_service_flow_expired and a new flow (4070005)', async () => {
    const { sdk, flow, code } = await signedUp();
    await server.db
      .updateTable('identity_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('flow_id', '=', flow.id)
      .execute();
    const failure = await sdkFailure(
      sdk.updateVerificationFlow({
        flow: flow.id,
        updateVerificationFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(flow) },
      }),
    );
    expect(failure.status).toBe(410);
    expect(errorId(failure.body)).toBe('self_service_flow_expired');
    const replacement = await sdk.getVerificationFlow({ id: String(failure.body.use_flow_id) });
    expect(replacement.state).toBe('choose_method');
    expect(messageIds(replacement)).toEqual([4070005]);
  });

  it('allows at most 5 code submissions per flow', async () => {
    const { sdk, flow, code } = await signedUp();
    let current = flow;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      current = await sdk.updateVerificationFlow({
        flow: flow.id,
        updateVerificationFlowBody: {
          method: 'code',
          code: otherCode(code),
          csrf_token: csrfTokenOf(current),
        },
      });
      expect(messageIds(current)).toEqual([4000020]);
    }
    // Even the right code is refused now: the flow is used up.
    const sixth = await sdkFailure(
      sdk.updateVerificationFlow({
        flow: flow.id,
        updateVerificationFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(current) },
      }),
    );
    expect(sixth.status).toBe(410);
    expect(errorId(sixth.body)).toBe('self_service_flow_replaced');
    const replacement = await sdk.getVerificationFlow({ id: String(sixth.body.use_flow_id) });
    expect(messageIds(replacement)).toEqual([4000001]);
  });

  it('treats an unknown address like a known one (no mail, same answer)', async () => {
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    const flow = await sdk.createBrowserVerificationFlow();
    const email = uniqueEmail('stranger');
    const sent = await sdk.updateVerificationFlow({
      flow: flow.id,
      updateVerificationFlowBody: { method: 'code', email, csrf_token: csrfTokenOf(flow) },
    });
    expect(sent.state).toBe('sent_email');
    await waitForQueuedMail(server);
    const outbox = (await (await fetch(`${server.url}/api/dev/outbox?to=${email}`)).json()) as {
      messages: unknown[];
    };
    expect(outbox.messages).toEqual([]);
  });

  it('checks CSRF on code submissions too', async () => {
    const { browser, flow, code } = await signedUp();
    const answer = await postJson(
      browser,
      `${server.url}/api/auth/self-service/verification?flow=${flow.id}`,
      {
        method: 'code',
        code,
      },
    );
    expect(answer.status).toBe(403);
    expect(errorId(answer.body)).toBe('security_csrf_violation');
  });
});
