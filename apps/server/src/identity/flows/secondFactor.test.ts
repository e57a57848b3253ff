import { generate } from 'otplib';
import type { FrontendApi, SettingsFlow } from '@ory/client-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/testServer.ts';
import { createTestBrowser, sdkFor } from '../test/browser.ts';
import {
  csrfTokenOf,
  errorId,
  messageIds,
  nodeNamed,
  passwordLogin,
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

/** A TOTP code of a later time step (the server accepts one step of drift), so each call is fresh. */
async function totpCode(secret: string, stepsAhead: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/** A 6-digit code that is valid in no time step the server could accept right now. */
async function wrongTotpCode(secret: string): Promise<string> {
  const valid = new Set(await Promise.all([-2, -1, 0, 1, 2].map((steps) => totpCode(secret, steps))));
  let candidate = 0;
  while (valid.has(String(candidate).padStart(6, '0'))) candidate += 1;
  return String(candidate).padStart(6, '0');
}

function totpSecretOf(flow: SettingsFlow): string {
  const node = flow.ui.nodes.find(
    (candidate) => candidate.attributes.node_type === 'text' && candidate.attributes.id === 'totp_secret_key',
  );
  if (node === undefined || node.attributes.node_type !== 'text') throw new Error('no TOTP secret node');
  expect(node.attributes.text.id).toBe(1050006);
  return (node.attributes.text.context as { secret: string }).secret;
}

function lookupCodesOf(flow: SettingsFlow): string[] {
  const node = flow.ui.nodes.find(
    (candidate) =>
      candidate.attributes.node_type === 'text' && candidate.attributes.id === 'lookup_secret_codes',
  );
  if (node === undefined || node.attributes.node_type !== 'text') throw new Error('no lookup codes node');
  const secrets = (
    node.attributes.text.context as { secrets: { id: number; context: { secret?: string } }[] }
  ).secrets;
  return secrets.filter((secret) => secret.id === 1050009).map((secret) => String(secret.context.secret));
}

async function enrolTotp(sdk: FrontendApi): Promise<string> {
  const flow = await sdk.createBrowserSettingsFlow();
  const secret = totpSecretOf(flow);
  const wrong = await sdkFailure(
    sdk.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: {
        method: 'totp',
        totp_code: await wrongTotpCode(secret),
        csrf_token: csrfTokenOf(flow),
      },
    }),
  );
  expect(wrong.status).toBe(400);
  expect(nodeNamed(wrong.body as never, 'totp_code')?.messages[0]?.id).toBe(4000020);
  const enrolled = await sdk.updateSettingsFlow({
    flow: flow.id,
    updateSettingsFlowBody: {
      method: 'totp',
      totp_code: await totpCode(secret, 0),
      csrf_token: csrfTokenOf(flow),
    },
  });
  expect(enrolled.state).toBe('success');
  expect(enrolled.ui.messages?.[0]?.id).toBe(1050001);
  expect(nodeNamed(enrolled, 'totp_unlink')).toMatchObject({
    attributes: { type: 'submit', value: true },
    meta: { label: { id: 1050004 } },
  });
  return secret;
}

/** Signs in with the password in a fresh browser: 422 towards aal2, and an aal2 login flow. */
async function firstFactorOnly(email: string, password: string) {
  const browser = createTestBrowser();
  const sdk = sdkFor(browser, server.url);
  const answer = await passwordLogin(browser, server.url, email, password, '?return_to=%2Feditor%2F3');
  expect(answer.status).toBe(422);
  expect(errorId(answer.body)).toBe('browser_location_change_required');
  const redirect = new URL(String(answer.body.redirect_browser_to));
  expect(redirect.searchParams.get('aal')).toBe('aal2');
  expect(redirect.searchParams.get('return_to')).toBe(`${server.url}/editor/3`);
  const whoami = await sdkFailure(sdk.toSession());
  expect(whoami.status).toBe(403);
  expect(errorId(whoami.body)).toBe('session_aal2_required');
  const flow = await sdk.createBrowserLoginFlow({ aal: 'aal2', returnTo: `${server.url}/editor/3` });
  expect(flow.requested_aal).toBe('aal2');
  expect(messageIds(flow)).toEqual([1010004]);
  return { browser, sdk, flow };
}

describe('TOTP', () => {
  it('enrols in settings, then is required at login (aal2 step-up), and unlinks', async () => {
    const { sdk, user } = await (async () => {
      const signedIn = sdkFor(createTestBrowser(), server.url);
      return { sdk: signedIn, user: await registerUser(signedIn) };
    })();
    const secret = await enrolTotp(sdk);
    expect((await sdk.toSession()).authenticator_assurance_level).toBe('aal2');

    const step = await firstFactorOnly(user.email, user.password);
    expect(nodeNamed(step.flow, 'totp_code')).toMatchObject({
      group: 'totp',
      meta: { label: { id: 1010006 } },
    });
    expect(nodeNamed(step.flow, 'password')).toBeUndefined();
    const settingsBeforeAal2 = await sdkFailure(step.sdk.createBrowserSettingsFlow());
    expect(errorId(settingsBeforeAal2.body)).toBe('session_aal2_required');

    const wrongCode = await wrongTotpCode(secret);
    const wrong = await sdkFailure(
      step.sdk.updateLoginFlow({
        flow: step.flow.id,
        updateLoginFlowBody: { method: 'totp', totp_code: wrongCode, csrf_token: csrfTokenOf(step.flow) },
      }),
    );
    expect(wrong.status).toBe(400);
    expect(messageIds(wrong.body as never)).toEqual([4000020]);
    const code = await totpCode(secret, 1);
    const done = await step.sdk.updateLoginFlow({
      flow: step.flow.id,
      updateLoginFlowBody: { method: 'totp', totp_code: code, csrf_token: csrfTokenOf(step.flow) },
    });
    expect(done.session.authenticator_assurance_level).toBe('aal2');
    expect(done.session.authentication_methods?.map((method) => method.method)).toEqual(['password', 'totp']);
    expect(done.continue_with?.[0]).toMatchObject({ redirect_browser_to: `${server.url}/editor/3` });
    expect((await step.sdk.toSession()).authenticator_assurance_level).toBe('aal2');
    const again = await sdkFailure(step.sdk.createBrowserLoginFlow({ aal: 'aal2' }));
    expect(errorId(again.body)).toBe('session_already_available');

    // The same code cannot be used a second time.
    const replay = await firstFactorOnly(user.email, user.password);
    const replayed = await sdkFailure(
      replay.sdk.updateLoginFlow({
        flow: replay.flow.id,
        updateLoginFlowBody: { method: 'totp', totp_code: code, csrf_token: csrfTokenOf(replay.flow) },
      }),
    );
    expect(messageIds(replayed.body as never)).toEqual([4000020]);

    const settings = await step.sdk.createBrowserSettingsFlow();
    const unlinked = await step.sdk.updateSettingsFlow({
      flow: settings.id,
      updateSettingsFlowBody: { method: 'totp', totp_unlink: true, csrf_token: csrfTokenOf(settings) },
    });
    expect(unlinked.state).toBe('success');
    expect(nodeNamed(unlinked, 'totp_code')).toBeDefined();
    expect((await passwordLogin(createTestBrowser(), server.url, user.email, user.password)).status).toBe(
      200,
    );
  });
});

describe('TOTP replay', () => {
  it('accepts one code exactly once when it is submitted concurrently from several sessions', async () => {
    const sdk = sdkFor(createTestBrowser(), server.url);
    const user = await registerUser(sdk);
    const secret = await enrolTotp(sdk);
    const steps = await Promise.all([1, 2, 3].map(() => firstFactorOnly(user.email, user.password)));
    const code = await totpCode(secret, 1);
    const outcomes = await Promise.allSettled(
      steps.map((step) =>
        step.sdk.updateLoginFlow({
          flow: step.flow.id,
          updateLoginFlowBody: { method: 'totp', totp_code: code, csrf_token: csrfTokenOf(step.flow) },
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('lookup secrets', () => {
  it('regenerates, confirms, reveals; each code works once at the aal2 step; disable removes them', async () => {
    const signedIn = sdkFor(createTestBrowser(), server.url);
    const user = await registerUser(signedIn);
    const flow = await signedIn.createBrowserSettingsFlow();
    const early = await sdkFailure(
      signedIn.updateSettingsFlow({
        flow: flow.id,
        updateSettingsFlowBody: {
          method: 'lookup_secret',
          lookup_secret_confirm: true,
          csrf_token: csrfTokenOf(flow),
        },
      }),
    );
    expect(messageIds(early.body as never)).toEqual([4000001]);

    const regenerated = await signedIn.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: {
        method: 'lookup_secret',
        lookup_secret_regenerate: true,
        csrf_token: csrfTokenOf(flow),
      },
    });
    expect(regenerated.state).toBe('show_form');
    const codes = lookupCodesOf(regenerated);
    expect(codes).toHaveLength(12);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{8}$/);
    expect(nodeNamed(regenerated, 'lookup_secret_confirm')?.meta.label?.id).toBe(1050011);
    const confirmed = await signedIn.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: {
        method: 'lookup_secret',
        lookup_secret_confirm: true,
        csrf_token: csrfTokenOf(regenerated),
      },
    });
    expect(confirmed.state).toBe('success');
    expect(nodeNamed(confirmed, 'lookup_secret_reveal')).toBeDefined();
    expect(nodeNamed(confirmed, 'lookup_secret_disable')).toBeDefined();
    expect((await signedIn.toSession()).authenticator_assurance_level).toBe('aal2');

    const [first = '', second = ''] = codes;
    const step = await firstFactorOnly(user.email, user.password);
    expect(nodeNamed(step.flow, 'lookup_secret')).toMatchObject({
      group: 'lookup_secret',
      meta: { label: { id: 1010007 } },
    });
    const wrong = await sdkFailure(
      step.sdk.updateLoginFlow({
        flow: step.flow.id,
        updateLoginFlowBody: {
          method: 'lookup_secret',
          lookup_secret: 'zzzzzzzz',
          csrf_token: csrfTokenOf(step.flow),
        },
      }),
    );
    expect(messageIds(wrong.body as never)).toEqual([4000016]);
    const used = await step.sdk.updateLoginFlow({
      flow: step.flow.id,
      updateLoginFlowBody: {
        method: 'lookup_secret',
        lookup_secret: first,
        csrf_token: csrfTokenOf(step.flow),
      },
    });
    expect(used.session.authenticator_assurance_level).toBe('aal2');

    const second2 = await firstFactorOnly(user.email, user.password);
    const reused = await sdkFailure(
      second2.sdk.updateLoginFlow({
        flow: second2.flow.id,
        updateLoginFlowBody: {
          method: 'lookup_secret',
          lookup_secret: first,
          csrf_token: csrfTokenOf(second2.flow),
        },
      }),
    );
    expect(reused.status).toBe(400);
    expect(messageIds(reused.body as never)).toEqual([4000012]);
    const fresh = await second2.sdk.updateLoginFlow({
      flow: second2.flow.id,
      updateLoginFlowBody: {
        method: 'lookup_secret',
        lookup_secret: second,
        csrf_token: csrfTokenOf(second2.flow),
      },
    });
    expect(fresh.session.authenticator_assurance_level).toBe('aal2');

    const settings = await second2.sdk.createBrowserSettingsFlow();
    const revealed = await second2.sdk.updateSettingsFlow({
      flow: settings.id,
      updateSettingsFlowBody: {
        method: 'lookup_secret',
        lookup_secret_reveal: true,
        csrf_token: csrfTokenOf(settings),
      },
    });
    const listed = revealed.ui.nodes.find(
      (node) => node.attributes.node_type === 'text' && node.attributes.id === 'lookup_secret_codes',
    );
    expect(listed?.attributes).toMatchObject({ text: { id: 1050015 } });
    expect(lookupCodesOf(revealed)).toHaveLength(10);
    const disabled = await second2.sdk.updateSettingsFlow({
      flow: settings.id,
      updateSettingsFlowBody: {
        method: 'lookup_secret',
        lookup_secret_disable: true,
        csrf_token: csrfTokenOf(revealed),
      },
    });
    expect(disabled.state).toBe('success');
    expect(nodeNamed(disabled, 'lookup_secret_regenerate')).toBeDefined();
    expect((await passwordLogin(createTestBrowser(), server.url, user.email, user.password)).status).toBe(
      200,
    );
  });

  it('shows revealed codes in that one answer only, not again when the flow is fetched', async () => {
    const sdk = sdkFor(createTestBrowser(), server.url);
    await registerUser(sdk);
    const flow = await sdk.createBrowserSettingsFlow();
    const regenerated = await sdk.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: {
        method: 'lookup_secret',
        lookup_secret_regenerate: true,
        csrf_token: csrfTokenOf(flow),
      },
    });
    const confirmed = await sdk.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: {
        method: 'lookup_secret',
        lookup_secret_confirm: true,
        csrf_token: csrfTokenOf(regenerated),
      },
    });
    const revealed = await sdk.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: {
        method: 'lookup_secret',
        lookup_secret_reveal: true,
        csrf_token: csrfTokenOf(confirmed),
      },
    });
    expect(lookupCodesOf(revealed)).toHaveLength(12);
    const fetched = await sdk.getSettingsFlow({ id: flow.id });
    expect(nodeNamed(fetched, 'lookup_secret_reveal')).toBeDefined();
    expect(JSON.stringify(fetched.ui)).not.toContain(lookupCodesOf(revealed)[0] ?? 'none');
  });
});
