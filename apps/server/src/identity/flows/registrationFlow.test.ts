import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/testServer.ts';
import { createTestBrowser, sdkFor } from '../test/browser.ts';
import {
  browserHash,
  csrfTokenOf,
  errorId,
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

async function newRegistration() {
  const browser = createTestBrowser();
  const sdk = sdkFor(browser, server.url);
  const flow = await sdk.createBrowserRegistrationFlow();
  return { browser, sdk, flow };
}

describe('registration', () => {
  it('creates the identity and a session, and starts verification (SDK happy path)', async () => {
    const { browser, sdk, flow } = await newRegistration();
    expect(flow).toMatchObject({ type: 'browser', state: 'choose_method', ui: { method: 'POST' } });
    expect(flow.ui.action).toBe(`${server.url}/api/auth/self-service/registration?flow=${flow.id}`);
    expect(nodeNamed(flow, 'traits.email')).toMatchObject({
      group: 'default',
      attributes: { type: 'email', required: true, autocomplete: 'email', node_type: 'input' },
      meta: { label: { id: 1070002, text: 'E-Mail' } },
    });
    expect(nodeNamed(flow, 'password')).toMatchObject({
      group: 'password',
      attributes: { type: 'password', autocomplete: 'new-password' },
    });
    expect(nodeNamed(flow, 'method', 'password')?.meta.label?.id).toBe(1040001);
    expect(nodeNamed(flow, 'csrf_token')).toMatchObject({
      group: 'default',
      attributes: { type: 'hidden', required: true },
    });

    const email = uniqueEmail('Ada');
    const result = await sdk.updateRegistrationFlow({
      flow: flow.id,
      updateRegistrationFlowBody: {
        method: 'password',
        password: browserHash('correct horse battery'),
        traits: { email },
        csrf_token: csrfTokenOf(flow),
      },
    });
    expect(result.identity.traits).toEqual({ email: email.toLowerCase() });
    expect(result.identity.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.identity.verifiable_addresses?.[0]).toMatchObject({
      value: email.toLowerCase(),
      verified: false,
      via: 'email',
      status: 'sent',
    });
    expect(result.session?.authenticator_assurance_level).toBe('aal1');
    expect(result.session?.authentication_methods?.[0]).toMatchObject({ method: 'password', aal: 'aal1' });
    expect(result.continue_with?.[0]).toMatchObject({
      action: 'show_verification_ui',
      flow: { verifiable_address: email.toLowerCase() },
    });

    const session = await sdk.toSession();
    expect(session.identity?.id).toBe(result.identity.id);
    const cookie = browser.cookie('wtt_session');
    expect(cookie).toBeDefined();
    // The database keeps only a SHA-256 of the session token.
    const stored = await server.db.selectFrom('identity_session').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(cookie);
  });

  it('sets HttpOnly SameSite=Lax cookies', async () => {
    const browser = createTestBrowser();
    const init = await browser.fetch(`${server.url}/api/auth/self-service/registration/browser`);
    const csrfCookie = init.headers.getSetCookie().find((header) => header.startsWith('csrf_token_'));
    expect(csrfCookie).toMatch(/HttpOnly/);
    expect(csrfCookie).toMatch(/SameSite=Lax/);
    expect(csrfCookie).not.toMatch(/Secure/);
    const flow = (await init.json()) as { id: string; ui: { nodes: never[] } };
    const submit = await browser.fetch(`${server.url}/api/auth/self-service/registration?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'password',
        'traits.email': uniqueEmail(),
        password: browserHash('whatever you like'),
        csrf_token: csrfTokenOf(flow),
      }),
    });
    expect(submit.status).toBe(200);
    const sessionCookie = submit.headers.getSetCookie().find((header) => header.startsWith('wtt_session='));
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);
    expect(sessionCookie).toMatch(/Max-Age=1209600/);
  });

  it('refuses an e-mail that is already registered with 4000015', async () => {
    const first = createTestBrowser();
    const { email } = await registerUser(sdkFor(first, server.url));
    const { sdk, flow } = await newRegistration();
    const failure = await sdkFailure(
      sdk.updateRegistrationFlow({
        flow: flow.id,
        updateRegistrationFlowBody: {
          method: 'password',
          password: browserHash('another password'),
          traits: { email: email.toUpperCase() },
          csrf_token: csrfTokenOf(flow),
        },
      }),
    );
    expect(failure.status).toBe(400);
    const body = failure.body as { ui: { nodes: never[] } };
    const emailNode = nodeNamed(body, 'traits.email');
    expect(emailNode?.messages.map((message) => message.id)).toEqual([4000015]);
    expect(emailNode?.messages[0]?.text).toBe('This email address is already registered.');
    expect(emailNode?.attributes).toMatchObject({ value: email.toUpperCase() });
  });

  it('refuses a received password shorter than 8 characters with 4000025', async () => {
    const { sdk, flow } = await newRegistration();
    const failure = await sdkFailure(
      sdk.updateRegistrationFlow({
        flow: flow.id,
        updateRegistrationFlowBody: {
          method: 'password',
          password: 'short',
          traits: { email: uniqueEmail() },
          csrf_token: csrfTokenOf(flow),
        },
      }),
    );
    expect(failure.status).toBe(400);
    const passwordNode = nodeNamed(failure.body as { ui: { nodes: never[] } }, 'password');
    expect(passwordNode?.messages[0]).toMatchObject({
      id: 4000025,
      type: 'error',
      context: { min_length: 8, actual_length: 5 },
    });
  });

  it('names missing and malformed fields with the product ids 4000003, 4000002 and 4000001', async () => {
    const { browser, flow } = await newRegistration();
    const url = `${server.url}/api/auth/self-service/registration?flow=${flow.id}`;
    const missing = await postJson(browser, url, { method: 'password', csrf_token: csrfTokenOf(flow) });
    expect(missing.status).toBe(400);
    const missingFlow = missing.body as { ui: { nodes: never[] } };
    expect(nodeNamed(missingFlow, 'traits.email')?.messages[0]).toMatchObject({
      id: 4000003,
      text: 'Email is required.',
    });
    expect(nodeNamed(missingFlow, 'password')?.messages[0]).toMatchObject({
      id: 4000002,
      text: 'Password is required.',
    });

    const malformed = await postJson(browser, url, {
      method: 'password',
      traits: { email: 'not-an-address' },
      password: browserHash('long enough'),
      csrf_token: csrfTokenOf(missingFlow),
    });
    expect(malformed.status).toBe(400);
    expect(nodeNamed(malformed.body as { ui: { nodes: never[] } }, 'traits.email')?.messages[0]?.id).toBe(
      4000001,
    );
  });

  it('accepts url-encoded forms with dotted trait names', async () => {
    const { browser, flow } = await newRegistration();
    const response = await browser.fetch(`${server.url}/api/auth/self-service/registration?flow=${flow.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        method: 'password',
        'traits.email': uniqueEmail('form'),
        password: browserHash('from a plain form'),
        csrf_token: csrfTokenOf(flow),
      }).toString(),
    });
    expect(response.status).toBe(200);
  });

  it('refuses a submission without or with a forged CSRF token (403 security_csrf_violation)', async () => {
    const { browser, flow } = await newRegistration();
    const url = `${server.url}/api/auth/self-service/registration?flow=${flow.id}`;
    const body = {
      method: 'password',
      traits: { email: uniqueEmail() },
      password: browserHash('long enough'),
    };
    const missing = await postJson(browser, url, body);
    expect(missing.status).toBe(403);
    expect(errorId(missing.body)).toBe('security_csrf_violation');
    expect((missing.body.error as { details: { reject_reason: string } }).details.reject_reason).toMatch(
      /missing/,
    );

    const forged = await postJson(browser, url, {
      ...body,
      csrf_token: Buffer.alloc(64, 1).toString('base64'),
    });
    expect(forged.status).toBe(403);
    expect(errorId(forged.body)).toBe('security_csrf_violation');

    // A token of another browser does not fit this browser's cookie either.
    const { flow: otherFlow } = await newRegistration();
    const foreign = await postJson(browser, url, { ...body, csrf_token: csrfTokenOf(otherFlow) });
    expect(foreign.status).toBe(403);
  });

  it('refuses a flow fetched or submitted from another browser', async () => {
    const { flow } = await newRegistration();
    const stranger = createTestBrowser();
    const fetched = await sdkFailure(sdkFor(stranger, server.url).getRegistrationFlow({ id: flow.id }));
    expect(fetched.status).toBe(403);
    expect(errorId(fetched.body)).toBe('security_csrf_violation');
    // Even with a CSRF cookie of its own, the stranger's cookie is not the one the flow belongs to.
    await sdkFor(stranger, server.url).createBrowserRegistrationFlow();
    const again = await sdkFailure(sdkFor(stranger, server.url).getRegistrationFlow({ id: flow.id }));
    expect(again.status).toBe(403);
    const submitted = await postJson(
      stranger,
      `${server.url}/api/auth/self-service/registration?flow=${flow.id}`,
      {
        method: 'password',
        traits: { email: uniqueEmail() },
        password: browserHash('long enough'),
        csrf_token: csrfTokenOf(flow),
      },
    );
    expect(submitted.status).toBe(403);
  });

  it('gives each answer a fresh masking of the CSRF token', async () => {
    const { sdk, flow } = await newRegistration();
    const again = await sdk.getRegistrationFlow({ id: flow.id });
    expect(csrfTokenOf(again)).not.toBe(csrfTokenOf(flow));
    expect(again.id).toBe(flow.id);
  });

  it('answers an expired flow with 410 naming a new flow that carries 4040001', async () => {
    const { browser, sdk, flow } = await newRegistration();
    await server.db
      .updateTable('identity_flow')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', flow.id)
      .execute();
    const failure = await postJson(
      browser,
      `${server.url}/api/auth/self-service/registration?flow=${flow.id}`,
      {
        method: 'password',
        traits: { email: uniqueEmail() },
        password: browserHash('long enough'),
        csrf_token: csrfTokenOf(flow),
      },
    );
    expect(failure.status).toBe(410);
    expect(errorId(failure.body)).toBe('self_service_flow_expired');
    const newId = failure.body.use_flow_id as string;
    expect(newId).not.toBe(flow.id);
    const replacement = await sdk.getRegistrationFlow({ id: newId });
    expect(messageIds(replacement)).toEqual([4040001]);
    const fetchedOld = await sdkFailure(sdk.getRegistrationFlow({ id: flow.id }));
    expect(fetchedOld.status).toBe(410);
  });

  it('refuses a return_to on a foreign origin and keeps an allowed one', async () => {
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    const foreign = await sdkFailure(
      sdk.createBrowserRegistrationFlow({ returnTo: 'https://evil.example/steal' }),
    );
    expect(foreign.status).toBe(400);
    expect(errorId(foreign.body)).toBe('self_service_flow_return_to_forbidden');
    const flow = await sdk.createBrowserRegistrationFlow({ returnTo: '/editor/42' });
    expect(flow.return_to).toBe(`${server.url}/editor/42`);
  });

  it('refuses to start while signed in (session_already_available)', async () => {
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    await registerUser(sdk);
    const failure = await sdkFailure(sdk.createBrowserRegistrationFlow());
    expect(failure.status).toBe(400);
    expect(errorId(failure.body)).toBe('session_already_available');
  });

  it('answers malformed requests with a 4xx and a reason, never a 5xx', async () => {
    const { browser, flow } = await newRegistration();
    const url = `${server.url}/api/auth/self-service/registration?flow=${flow.id}`;
    const cases: { body: string; type: string }[] = [
      { body: '{"broken":', type: 'application/json' },
      { body: '[1,2,3]', type: 'application/json' },
      { body: '"text"', type: 'application/json' },
      { body: 'plain text', type: 'text/plain' },
      {
        body: JSON.stringify({ method: 'password', traits: 'x', password: 12345678 }),
        type: 'application/json',
      },
      { body: JSON.stringify({ a: { b: { c: { d: { e: { f: 1 } } } } } }), type: 'application/json' },
    ];
    for (const { body, type } of cases) {
      const response = await browser.fetch(url, { method: 'POST', headers: { 'content-type': type }, body });
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
      const answer = (await response.json()) as { error?: { reason?: string; message: string } };
      expect(answer.error?.message ?? JSON.stringify(answer), body).toBeTruthy();
    }
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000']) {
      const response = await browser.fetch(`${server.url}/api/auth/self-service/registration/flows?id=${id}`);
      expect(response.status).toBe(404);
    }
    const noFlow = await postJson(browser, `${server.url}/api/auth/self-service/registration`, {
      method: 'password',
    });
    expect(noFlow.status).toBe(404);
  });
});
