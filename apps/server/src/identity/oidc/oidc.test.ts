import type { InitOverrideFunction } from '@ory/client-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/testServer.ts';
import { createTestBrowser, sdkFor, type TestBrowser } from '../test/browser.ts';
import {
  csrfTokenOf,
  errorId,
  latestCodeFor,
  messageIds,
  nodeNamed,
  registerUser,
  sdkFailure,
  startIdentityTestServer,
  uniqueEmail,
} from '../test/identityTestKit.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../test/oidcTestProvider.ts';

let server: TestServer;
let provider: TestOidcProvider;

beforeAll(async () => {
  provider = await startTestOidcProvider();
  server = await startIdentityTestServer({
    OIDC_PROVIDERS: JSON.stringify([
      {
        id: 'acme',
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        label: 'Acme ID',
      },
    ]),
  });
  provider.start(`${server.url}/api/auth/self-service/methods/oidc/callback/acme`);
});

afterAll(async () => {
  await server.close();
  await provider.close();
});

/** SDK request override that adds the X-CSRF-Token header to the SDK's own headers. */
function withCsrfHeader(token: string): InitOverrideFunction {
  return async ({ init }) => ({ headers: { ...init.headers, 'x-csrf-token': token } });
}

let subjects = 0;
function providerAccount(email: string, emailVerified: boolean): string {
  subjects += 1;
  const subject = `acme-user-${subjects}`;
  provider.addAccount(subject, { email, emailVerified });
  provider.signInAs(subject);
  return subject;
}

/** Clicks "Sign in with Acme ID" and follows the browser through the provider back to us. */
async function signInWithAcme(
  browser: TestBrowser,
  kind: 'login' | 'registration' = 'login',
  returnTo?: string,
) {
  const sdk = sdkFor(browser, server.url);
  const flow =
    kind === 'login'
      ? await sdk.createBrowserLoginFlow(returnTo === undefined ? {} : { returnTo })
      : await sdk.createBrowserRegistrationFlow();
  expect(nodeNamed(flow, 'provider', 'acme')).toMatchObject({
    group: 'oidc',
    attributes: { type: 'submit' },
    meta: {
      label: {
        id: kind === 'login' ? 1010002 : 1040002,
        context: { provider: 'Acme ID', provider_id: 'acme' },
      },
    },
  });
  const started = await sdkFailure(
    kind === 'login'
      ? sdk.updateLoginFlow({
          flow: flow.id,
          updateLoginFlowBody: { method: 'oidc', provider: 'acme', csrf_token: csrfTokenOf(flow) },
        })
      : sdk.updateRegistrationFlow({
          flow: flow.id,
          updateRegistrationFlowBody: { method: 'oidc', provider: 'acme', csrf_token: csrfTokenOf(flow) },
        }),
  );
  expect(started.status).toBe(422);
  expect(errorId(started.body)).toBe('browser_location_change_required');
  const authorization = new URL(String(started.body.redirect_browser_to));
  expect(authorization.origin).toBe(provider.issuer);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('state')).toBeTruthy();
  expect(authorization.searchParams.get('nonce')).toBeTruthy();
  const { visited } = await browser.follow(authorization.toString());
  return { flow, visited, landed: visited[visited.length - 1] ?? '' };
}

describe('OpenID Connect', () => {
  it('signs up a new account through the provider and signs it in again later', async () => {
    const email = uniqueEmail('oidc');
    providerAccount(email, true);
    const browser = createTestBrowser();
    const { landed, visited } = await signInWithAcme(browser, 'login', '/editor/9');
    expect(
      visited.some((url) =>
        url.startsWith(`${server.url}/api/auth/self-service/methods/oidc/callback/acme?`),
      ),
    ).toBe(true);
    expect(landed).toBe(`${server.url}/editor/9`);
    const session = await sdkFor(browser, server.url).toSession();
    expect(session.identity?.traits).toEqual({ email });
    expect(session.identity?.verifiable_addresses?.[0]?.verified).toBe(true);
    expect(session.authentication_methods?.[0]).toMatchObject({
      method: 'oidc',
      aal: 'aal1',
      provider: 'acme',
    });
    // The identity-created listener ran in the same transaction: the account (and its trial) exists.
    const account = await server.db
      .selectFrom('account')
      .select(['account_level', 'trial_period_end_date'])
      .where('identity_id', '=', session.identity?.id ?? '')
      .executeTakeFirst();
    expect(account?.account_level).toBe('NONE');
    expect(account?.trial_period_end_date?.getTime()).toBeGreaterThan(Date.now());

    const again = createTestBrowser();
    await signInWithAcme(again);
    expect((await sdkFor(again, server.url).toSession()).identity?.id).toBe(session.identity?.id);
  });

  it('signs up through the registration flow too', async () => {
    providerAccount(uniqueEmail('oidc-reg'), true);
    const browser = createTestBrowser();
    const { landed } = await signInWithAcme(browser, 'registration');
    expect(landed).toBe(`${server.url}/library/guides`);
    const session = await sdkFor(browser, server.url).toSession();
    expect(session.identity?.verifiable_addresses?.[0]?.verified).toBe(true);
  });

  it('refuses to sign up with an e-mail the provider has not verified', async () => {
    const email = uniqueEmail('oidc-unverified');
    providerAccount(email, false);
    for (const kind of ['registration', 'login'] as const) {
      const browser = createTestBrowser();
      const { flow, landed } = await signInWithAcme(browser, kind);
      expect(landed).toContain(`flow=${flow.id}`);
      const sdk = sdkFor(browser, server.url);
      const shown =
        kind === 'registration'
          ? await sdk.getRegistrationFlow({ id: flow.id })
          : await sdk.getLoginFlow({ id: flow.id });
      expect(shown.ui.messages?.[0]?.text).toContain('has not confirmed');
      expect((await sdkFailure(sdk.toSession())).status).toBe(401);
    }
    const created = await server.db.selectFrom('identity').select('id').where('email', '=', email).execute();
    expect(created).toEqual([]);
  });

  it('links an existing account when both sides have verified the e-mail', async () => {
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    const user = await registerUser(sdk);
    const verification = await sdk.getVerificationFlow({ id: user.verificationFlowId });
    await sdk.updateVerificationFlow({
      flow: verification.id,
      updateVerificationFlowBody: {
        method: 'code',
        code: await latestCodeFor(server, user.email),
        csrf_token: csrfTokenOf(verification),
      },
    });
    providerAccount(user.email, true);
    const other = createTestBrowser();
    await signInWithAcme(other);
    const session = await sdkFor(other, server.url).toSession();
    expect(session.identity?.id).toBe(user.identityId);
  });

  it('refuses to link by an e-mail the provider has not verified, or that we have not', async () => {
    const { email } = await registerUser(sdkFor(createTestBrowser(), server.url));
    for (const providerVerified of [false, true]) {
      providerAccount(email, providerVerified);
      const browser = createTestBrowser();
      const { flow, landed } = await signInWithAcme(browser);
      expect(landed).toBe(`${server.url}/auth/login?flow=${flow.id}`);
      const shown = await sdkFor(browser, server.url).getLoginFlow({ id: flow.id });
      expect(messageIds(shown)).toEqual([1010016]);
      expect((await sdkFailure(sdkFor(browser, server.url).toSession())).status).toBe(401);
    }
  });

  it('links and unlinks the provider in settings', async () => {
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    const user = await registerUser(sdk);
    const subject = providerAccount(uniqueEmail('other-address'), true);
    const flow = await sdk.createBrowserSettingsFlow();
    expect(nodeNamed(flow, 'link', 'acme')?.meta.label?.id).toBe(1050002);
    // The SDK's OIDC settings body has no csrf_token field: the token goes in the X-CSRF-Token header.
    const started = await sdkFailure(
      sdk.updateSettingsFlow(
        { flow: flow.id, updateSettingsFlowBody: { method: 'oidc', link: 'acme' } },
        withCsrfHeader(csrfTokenOf(flow)),
      ),
    );
    expect(started.status).toBe(422);
    const { visited } = await browser.follow(String(started.body.redirect_browser_to));
    expect(visited[visited.length - 1]).toBe(`${server.url}/profile/settings?flow=${flow.id}`);
    const linked = await sdk.getSettingsFlow({ id: flow.id });
    expect(linked.state).toBe('success');
    expect(nodeNamed(linked, 'unlink', 'acme')?.meta.label?.id).toBe(1050003);

    // The provider account now signs in to this identity.
    provider.signInAs(subject);
    const elsewhere = createTestBrowser();
    await signInWithAcme(elsewhere);
    expect((await sdkFor(elsewhere, server.url).toSession()).identity?.id).toBe(user.identityId);

    const unlinked = await sdk.updateSettingsFlow(
      { flow: flow.id, updateSettingsFlowBody: { method: 'oidc', unlink: 'acme' } },
      withCsrfHeader(csrfTokenOf(linked)),
    );
    expect(unlinked.state).toBe('success');
    expect(nodeNamed(unlinked, 'link', 'acme')).toBeDefined();
    const withoutCsrf = await sdkFailure(
      sdk.updateSettingsFlow({ flow: flow.id, updateSettingsFlowBody: { method: 'oidc', link: 'acme' } }),
    );
    expect(errorId(withoutCsrf.body)).toBe('security_csrf_violation');
  });

  it('refuses a callback with an unknown state, and one arriving in another browser', async () => {
    const unknown = await fetch(
      `${server.url}/api/auth/self-service/methods/oidc/callback/acme?code=x&state=made-up`,
    );
    expect(unknown.status).toBe(400);

    providerAccount(uniqueEmail('stolen'), true);
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    const flow = await sdk.createBrowserLoginFlow();
    const started = await sdkFailure(
      sdk.updateLoginFlow({
        flow: flow.id,
        updateLoginFlowBody: { method: 'oidc', provider: 'acme', csrf_token: csrfTokenOf(flow) },
      }),
    );
    // Walk the provider part, but stop before our callback, and hand the callback URL to another browser.
    let url = String(started.body.redirect_browser_to);
    for (let hop = 0; hop < 10 && !url.startsWith(server.url); hop += 1) {
      const response = await browser.fetch(url);
      url = new URL(response.headers.get('location') ?? '', url).toString();
    }
    expect(url).toContain('/self-service/methods/oidc/callback/acme?');
    const attacker = createTestBrowser();
    const hijack = await attacker.fetch(url);
    expect(hijack.status).toBe(403);
    expect((await sdkFailure(sdkFor(attacker, server.url).toSession())).status).toBe(401);
  });
});
