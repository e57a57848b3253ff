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

async function signedIn() {
  const browser = createTestBrowser();
  const sdk = sdkFor(browser, server.url);
  const user = await registerUser(sdk);
  return { browser, sdk, user };
}

describe('settings', () => {
  it('needs a session (401 session_inactive)', async () => {
    const failure = await sdkFailure(sdkFor(createTestBrowser(), server.url).createBrowserSettingsFlow());
    expect(failure.status).toBe(401);
    expect(errorId(failure.body)).toBe('session_inactive');
  });

  it('shows every group and changes the password, signing out other sessions', async () => {
    const { sdk, user } = await signedIn();
    const elsewhere = createTestBrowser();
    expect((await passwordLogin(elsewhere, server.url, user.email, user.password)).status).toBe(200);

    const flow = await sdk.createBrowserSettingsFlow();
    expect(flow).toMatchObject({
      state: 'show_form',
      identity: { id: user.identityId, traits: { email: user.email } },
    });
    expect(nodeNamed(flow, 'traits.email')).toMatchObject({
      group: 'profile',
      attributes: { value: user.email },
    });
    expect(nodeNamed(flow, 'method', 'profile')?.meta.label?.id).toBe(1070003);
    expect(nodeNamed(flow, 'password')).toMatchObject({
      group: 'password',
      attributes: { autocomplete: 'new-password' },
    });
    expect(flow.ui.nodes.find((node) => node.group === 'totp' && node.type === 'img')).toMatchObject({
      attributes: {
        id: 'totp_qr',
        width: 256,
        height: 256,
        src: expect.stringMatching(/^data:image\/png;base64,/) as unknown,
      },
      meta: { label: { id: 1050005 } },
    });
    expect(nodeNamed(flow, 'lookup_secret_regenerate')?.meta.label?.id).toBe(1050008);

    const tooShort = await sdkFailure(
      sdk.updateSettingsFlow({
        flow: flow.id,
        updateSettingsFlowBody: { method: 'password', password: 'short', csrf_token: csrfTokenOf(flow) },
      }),
    );
    expect(tooShort.status).toBe(400);
    expect(nodeNamed(tooShort.body as never, 'password')?.messages[0]?.id).toBe(4000025);

    const saved = await sdk.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: {
        method: 'password',
        password: browserHash('a much better one'),
        csrf_token: csrfTokenOf(flow),
      },
    });
    expect(saved.state).toBe('success');
    expect(saved.ui.messages).toEqual([
      { id: 1050001, text: 'Your changes have been saved!', type: 'success' },
    ]);
    expect((await elsewhere.fetch(`${server.url}/api/auth/sessions/whoami`)).status).toBe(401);
    expect((await sdk.toSession()).active).toBe(true);
    expect(
      (await passwordLogin(createTestBrowser(), server.url, user.email, 'a much better one')).status,
    ).toBe(200);
  });

  it('asks for re-authentication when the session is not privileged (403 session_refresh_required)', async () => {
    const { sdk, user } = await signedIn();
    const session = await sdk.toSession();
    await server.db
      .updateTable('identity_session')
      .set({ authenticated_at: new Date(Date.now() - 16 * 60_000) })
      .where('id', '=', session.id)
      .execute();
    const flow = await sdk.createBrowserSettingsFlow();
    const refused = await sdkFailure(
      sdk.updateSettingsFlow({
        flow: flow.id,
        updateSettingsFlowBody: {
          method: 'password',
          password: browserHash('new password'),
          csrf_token: csrfTokenOf(flow),
        },
      }),
    );
    expect(refused.status).toBe(403);
    expect(errorId(refused.body)).toBe('session_refresh_required');
    const redirect = new URL(String(refused.body.redirect_browser_to));
    expect(redirect.pathname).toBe('/api/auth/self-service/login/browser');
    expect(redirect.searchParams.get('refresh')).toBe('true');

    const login = await sdk.createBrowserLoginFlow({
      refresh: true,
      returnTo: redirect.searchParams.get('return_to') ?? undefined,
    });
    await sdk.updateLoginFlow({
      flow: login.id,
      updateLoginFlowBody: {
        method: 'password',
        identifier: user.email,
        password: browserHash(user.password),
        csrf_token: csrfTokenOf(login),
      },
    });
    const again = await sdk.getSettingsFlow({ id: flow.id });
    const saved = await sdk.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: {
        method: 'password',
        password: browserHash('new password'),
        csrf_token: csrfTokenOf(again),
      },
    });
    expect(saved.state).toBe('success');
  });

  it('refuses a settings flow of another identity', async () => {
    const { sdk } = await signedIn();
    const flow = await sdk.createBrowserSettingsFlow();
    const other = await signedIn();
    const failure = await sdkFailure(other.sdk.getSettingsFlow({ id: flow.id }));
    expect(failure.status).toBe(403);
    expect(errorId(failure.body)).toBe('security_identity_mismatch');
  });

  it('asks to change the e-mail address: it waits for its code, and a taken address is refused', async () => {
    const { sdk, user } = await signedIn();
    const taken = await signedIn();
    const flow = await sdk.createBrowserSettingsFlow();
    const duplicate = await sdkFailure(
      sdk.updateSettingsFlow({
        flow: flow.id,
        updateSettingsFlowBody: {
          method: 'profile',
          traits: { email: taken.user.email },
          csrf_token: csrfTokenOf(flow),
        },
      }),
    );
    expect(nodeNamed(duplicate.body as never, 'traits.email')?.messages[0]?.id).toBe(4000015);
    const email = uniqueEmail('renamed');
    const saved = await sdk.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: { method: 'profile', traits: { email }, csrf_token: csrfTokenOf(flow) },
    });
    expect(saved.state).toBe('success');
    // The identity keeps its address until the new one is verified (emailChange.test.ts goes on from here).
    expect(saved.identity.traits).toEqual({ email: user.email });
    expect(saved.identity.verifiable_addresses?.map((address) => address.value)).toEqual([user.email]);
    expect(saved.ui.messages).toEqual([
      {
        id: 1050100,
        type: 'info',
        text: `Your email address stays ${user.email} until you verify ${email}: enter the code we sent to ${email} on the verification screen.`,
        context: { email: user.email, pending_email: email },
      },
    ]);
    expect(saved.continue_with?.[0]).toMatchObject({
      action: 'show_verification_ui',
      flow: { verifiable_address: email },
    });
  });

  it('answers an expired settings flow with 410 and a new flow (4050001)', async () => {
    const { sdk } = await signedIn();
    const flow = await sdk.createBrowserSettingsFlow();
    await server.db
      .updateTable('identity_flow')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', flow.id)
      .execute();
    const failure = await sdkFailure(sdk.getSettingsFlow({ id: flow.id }));
    expect(failure.status).toBe(410);
    const replacement = await sdk.getSettingsFlow({ id: String(failure.body.use_flow_id) });
    expect(messageIds(replacement)).toEqual([4050001]);
  });
});
