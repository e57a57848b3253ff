import type { FrontendApi, SettingsFlow } from '@ory/client-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/testServer.ts';
import { createTestBrowser, sdkFor } from '../test/browser.ts';
import {
  csrfTokenOf,
  latestCodeFor,
  messageIds,
  nodeNamed,
  passwordLogin,
  registerUser,
  sdkFailure,
  startIdentityTestServer,
  uniqueEmail,
  verifyWithMailedCode,
  waitForQueuedMail,
} from '../test/identityTestKit.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startIdentityTestServer();
});

afterAll(async () => {
  await server.close();
});

/** A signed-in user whose sign-up address is verified. */
async function verifiedUser() {
  const browser = createTestBrowser();
  const sdk = sdkFor(browser, server.url);
  const user = await registerUser(sdk);
  await verifyWithMailedCode(sdk, server, user.email, user.verificationFlowId);
  return { browser, sdk, user };
}

/** Submits an e-mail change in a fresh settings flow; the answer and its verification flow id. */
async function changeEmail(sdk: FrontendApi, email: string) {
  const flow = await sdk.createBrowserSettingsFlow();
  const saved = await sdk.updateSettingsFlow({
    flow: flow.id,
    updateSettingsFlowBody: { method: 'profile', traits: { email }, csrf_token: csrfTokenOf(flow) },
  });
  const next = saved.continue_with?.find((item) => item.action === 'show_verification_ui');
  if (next === undefined || !('flow' in next)) throw new Error('no verification flow after the change');
  return { saved, verificationFlowId: next.flow.id };
}

async function outbox(email: string): Promise<{ subject: string; text: string }[]> {
  await waitForQueuedMail(server);
  const response = await fetch(`${server.url}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: { subject: string; text: string }[] }).messages;
}

async function signInStatus(email: string, password: string): Promise<number> {
  return (await passwordLogin(createTestBrowser(), server.url, email, password)).status;
}

function pendingNode(flow: Pick<SettingsFlow, 'ui'>) {
  return flow.ui.nodes.find(
    (node) => node.attributes.node_type === 'text' && node.attributes.id === 'pending_email',
  );
}

/** Submits `code` in the verification flow as the browser behind `sdk`. */
async function submitCode(sdk: FrontendApi, flowId: string, code: string) {
  const flow = await sdk.getVerificationFlow({ id: flowId });
  return sdk.updateVerificationFlow({
    flow: flowId,
    updateVerificationFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(flow) },
  });
}

function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('changing the e-mail address', () => {
  it('takes effect only with the code sent to the new address; then only the new address signs in', async () => {
    const { sdk, user } = await verifiedUser();
    const newEmail = uniqueEmail('moved');
    const { saved, verificationFlowId } = await changeEmail(sdk, newEmail);
    expect(saved.identity.traits).toEqual({ email: user.email });
    expect(pendingNode(saved)).toMatchObject({
      group: 'profile',
      attributes: { text: { id: 1050100, context: { email: user.email, pending_email: newEmail } } },
    });
    expect(await latestCodeFor(server, newEmail)).toMatch(/^\d{6}$/);

    // Waiting: the old address signs in and stays verified, the new one is nobody's yet.
    expect(await signInStatus(user.email, user.password)).toBe(200);
    expect(await signInStatus(newEmail, user.password)).toBe(400);
    const waiting = await sdk.toSession();
    expect(waiting.identity?.traits).toEqual({ email: user.email });
    expect(waiting.identity?.verifiable_addresses).toEqual([
      expect.objectContaining({ value: user.email, verified: true }),
    ]);
    // Every settings flow shows the waiting change until it completes.
    expect(pendingNode(await sdk.createBrowserSettingsFlow())).toBeDefined();

    await verifyWithMailedCode(sdk, server, newEmail, verificationFlowId);

    expect(await signInStatus(newEmail, user.password)).toBe(200);
    expect(await signInStatus(user.email, user.password)).toBe(400);
    const moved = await sdk.toSession();
    expect(moved.identity?.traits).toEqual({ email: newEmail });
    expect(moved.identity?.verifiable_addresses).toEqual([
      expect.objectContaining({ value: newEmail, verified: true, status: 'completed' }),
    ]);
    expect(moved.identity?.recovery_addresses?.map((address) => address.value)).toEqual([newEmail]);
    expect(pendingNode(await sdk.createBrowserSettingsFlow())).toBeUndefined();

    // The old address hears of the change.
    const notice = (await outbox(user.email))[0];
    expect(notice?.subject).toBe('The email address of your Write the Tone account was changed');
    expect(notice?.text).toContain(newEmail);
    // … and can no longer recover the account: no code goes to it.
    const stranger = sdkFor(createTestBrowser(), server.url);
    const recovery = await stranger.createBrowserRecoveryFlow();
    const before = (await outbox(user.email)).length;
    const asked = await stranger.updateRecoveryFlow({
      flow: recovery.id,
      updateRecoveryFlowBody: { method: 'code', email: user.email, csrf_token: csrfTokenOf(recovery) },
    });
    expect(asked.state).toBe('sent_email');
    expect((await outbox(user.email)).length).toBe(before);
  });

  it('completes only in a flow of the identity that asked for the change, never from the new mailbox alone', async () => {
    // The person mistypes the new address into a mailbox someone else reads.
    const { sdk, user } = await verifiedUser();
    const mistyped = uniqueEmail('typo');
    await changeEmail(sdk, mistyped);
    const mailedInOwnFlow = await latestCodeFor(server, mistyped);

    // The mailbox's reader asks for a code in a flow of their own: none is issued there.
    const reader = sdkFor(createTestBrowser(), server.url);
    const readersFlow = await reader.createBrowserVerificationFlow();
    await reader.updateVerificationFlow({
      flow: readersFlow.id,
      updateVerificationFlowBody: { method: 'code', email: mistyped, csrf_token: csrfTokenOf(readersFlow) },
    });
    expect(await outbox(mistyped)).toHaveLength(1);
    // The code they could read was issued in the other person's flow; it counts nowhere else.
    const tried = await submitCode(reader, readersFlow.id, mailedInOwnFlow);
    expect(messageIds(tried)).toEqual([4000020]);
    expect((await sdk.toSession()).identity?.traits).toEqual({ email: user.email });
    expect(await signInStatus(mistyped, user.password)).toBe(400);
  });

  it('lets no code complete a change for an identity it was not issued for', async () => {
    // V signs up with x (a code for x waits, unused), then moves to y; A then claims x.
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    const first = await registerUser(sdk);
    const unusedCode = await latestCodeFor(server, first.email);
    const moved = uniqueEmail('moved');
    const change = await changeEmail(sdk, moved);
    await verifyWithMailedCode(sdk, server, moved, change.verificationFlowId);
    const claimant = await verifiedUser();
    await changeEmail(claimant.sdk, first.email);

    // V's old code for x, entered in V's own sign-up flow, must not hand x to A.
    const late = await submitCode(sdk, first.verificationFlowId, unusedCode);
    expect(messageIds(late)).toEqual([4000020]);
    expect((await claimant.sdk.toSession()).identity?.traits).toEqual({ email: claimant.user.email });
  });

  it('cannot hand anyone an address they do not own: without the code the change never completes', async () => {
    const { sdk, user } = await verifiedUser();
    const victimEmail = uniqueEmail('victim');
    const { verificationFlowId } = await changeEmail(sdk, victimEmail);
    const mailedToVictim = await latestCodeFor(server, victimEmail);

    // Guessing is "invalid code", and changes nothing.
    const guessed = await submitCode(sdk, verificationFlowId, otherCode(mailedToVictim));
    expect(messageIds(guessed)).toEqual([4000020]);
    expect((await sdk.toSession()).identity?.traits).toEqual({ email: user.email });
    expect(await signInStatus(victimEmail, user.password)).toBe(400);

    // The owner of the address signs up with it: the waiting change does not stand in the way, and it ends.
    const victimBrowser = createTestBrowser();
    const victim = await registerUser(sdkFor(victimBrowser, server.url), victimEmail, 'the victim’s own');
    expect(victim.email).toBe(victimEmail);
    expect(pendingNode(await sdk.createBrowserSettingsFlow())).toBeUndefined();
    // The code mailed for the change is void now: it neither moves the address nor verifies the victim's.
    const late = await submitCode(sdk, verificationFlowId, mailedToVictim);
    expect(messageIds(late)).toEqual([4000020]);
    expect((await sdk.toSession()).identity?.traits).toEqual({ email: user.email });
    const victimSession = await sdkFor(victimBrowser, server.url).toSession();
    expect(victimSession.identity?.id).toBe(victim.identityId);
    expect(victimSession.identity?.verifiable_addresses?.[0]).toMatchObject({ verified: false });
    expect(await signInStatus(victimEmail, 'the victim’s own')).toBe(200);
  });

  it('replaces a waiting change with a second one: only the newest code counts', async () => {
    const { sdk, user } = await verifiedUser();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    const firstChange = await changeEmail(sdk, first);
    const firstCode = await latestCodeFor(server, first);
    const secondChange = await changeEmail(sdk, second);
    expect(pendingNode(secondChange.saved)).toMatchObject({
      attributes: { text: { context: { pending_email: second } } },
    });

    const stale = await submitCode(sdk, firstChange.verificationFlowId, firstCode);
    expect(messageIds(stale)).toEqual([4000020]);
    await verifyWithMailedCode(sdk, server, second, secondChange.verificationFlowId);
    expect(await signInStatus(second, user.password)).toBe(200);
    expect(await signInStatus(first, user.password)).toBe(400);
    expect(await signInStatus(user.email, user.password)).toBe(400);
  });

  it('drops a waiting change when the current address is saved again', async () => {
    const { sdk, user } = await verifiedUser();
    const abandoned = uniqueEmail('abandoned');
    const { verificationFlowId } = await changeEmail(sdk, abandoned);
    const code = await latestCodeFor(server, abandoned);
    const flow = await sdk.createBrowserSettingsFlow();
    const kept = await sdk.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: {
        method: 'profile',
        traits: { email: user.email },
        csrf_token: csrfTokenOf(flow),
      },
    });
    expect(kept.state).toBe('success');
    expect(pendingNode(kept)).toBeUndefined();
    expect(messageIds(await submitCode(sdk, verificationFlowId, code))).toEqual([4000020]);
    expect((await sdk.toSession()).identity?.traits).toEqual({ email: user.email });
  });

  it('refuses an address another identity’s change claims, until that claim is a day old', async () => {
    const claimant = await verifiedUser();
    const contender = await verifiedUser();
    const contested = uniqueEmail('contested');
    const claimed = await changeEmail(claimant.sdk, contested);
    const claimantsCode = await latestCodeFor(server, contested);

    const flow = await contender.sdk.createBrowserSettingsFlow();
    const refused = await sdkFailure(
      contender.sdk.updateSettingsFlow({
        flow: flow.id,
        updateSettingsFlowBody: {
          method: 'profile',
          traits: { email: contested },
          csrf_token: csrfTokenOf(flow),
        },
      }),
    );
    expect(refused.status).toBe(400);
    expect(nodeNamed(refused.body as never, 'traits.email')?.messages[0]?.id).toBe(4000015);

    await server.db
      .updateTable('identity_pending_email')
      .set({ requested_at: new Date(Date.now() - 25 * 3600_000) })
      .where('identity_id', '=', claimant.user.identityId)
      .execute();
    const takenOver = await changeEmail(contender.sdk, contested);
    expect(pendingNode(takenOver.saved)).toBeDefined();
    // The first claimant's code was for their claim: it must not give the address to the second.
    expect(messageIds(await submitCode(claimant.sdk, claimed.verificationFlowId, claimantsCode))).toEqual([
      4000020,
    ]);
    expect((await contender.sdk.toSession()).identity?.traits).toEqual({ email: contender.user.email });
    await verifyWithMailedCode(contender.sdk, server, contested, takenOver.verificationFlowId);
    expect((await contender.sdk.toSession()).identity?.traits).toEqual({ email: contested });
    expect((await claimant.sdk.toSession()).identity?.traits).toEqual({ email: claimant.user.email });
  });

  it('lets an account that never verified its sign-up address move to one it does own, verified', async () => {
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    const user = await registerUser(sdk);
    const owned = uniqueEmail('owned');
    const { verificationFlowId } = await changeEmail(sdk, owned);
    await waitForQueuedMail(server);
    // The pending address can also be verified in a verification flow started anew (as the web app does).
    const fresh = await sdk.createBrowserVerificationFlow();
    const sent = await sdk.updateVerificationFlow({
      flow: fresh.id,
      updateVerificationFlowBody: { method: 'code', email: owned, csrf_token: csrfTokenOf(fresh) },
    });
    expect(sent.state).toBe('sent_email');
    expect(verificationFlowId).not.toBe(fresh.id);
    await verifyWithMailedCode(sdk, server, owned, fresh.id);
    const session = await sdk.toSession();
    expect(session.identity?.traits).toEqual({ email: owned });
    expect(session.identity?.verifiable_addresses?.[0]).toMatchObject({ value: owned, verified: true });
    expect(await signInStatus(user.email, user.password)).toBe(400);
  });
});

describe('when no new code can be mailed (the hourly mail budget of an address is used up)', () => {
  // With a budget of one mail per address, the change's code is the only one: nothing sent later deletes it,
  // so only the rule "a new holder voids older codes" keeps it from completing someone else's business.
  let budgeted: TestServer;

  beforeAll(async () => {
    budgeted = await startIdentityTestServer({ AUTH_CODE_MAILS_PER_HOUR: '1' });
  });

  afterAll(async () => {
    await budgeted.close();
  });

  async function signedUp() {
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, budgeted.url);
    return { browser, sdk, user: await registerUser(sdk) };
  }

  async function changeOn(sdk: FrontendApi, email: string): Promise<string> {
    const flow = await sdk.createBrowserSettingsFlow();
    const saved = await sdk.updateSettingsFlow({
      flow: flow.id,
      updateSettingsFlowBody: { method: 'profile', traits: { email }, csrf_token: csrfTokenOf(flow) },
    });
    const next = saved.continue_with?.find((item) => item.action === 'show_verification_ui');
    if (next === undefined || !('flow' in next)) throw new Error('no verification flow after the change');
    return next.flow.id;
  }

  it('a claim taken over after a day: the first claimant’s code does not move the address to the second', async () => {
    const claimant = await signedUp();
    const contender = await signedUp();
    const contested = uniqueEmail('contested');
    const claimantsFlow = await changeOn(claimant.sdk, contested);
    const claimantsCode = await latestCodeFor(budgeted, contested);
    await budgeted.db
      .updateTable('identity_pending_email')
      .set({ requested_at: new Date(Date.now() - 25 * 3600_000) })
      .where('identity_id', '=', claimant.user.identityId)
      .execute();
    await changeOn(contender.sdk, contested);
    expect(await latestCodeFor(budgeted, contested)).toBe(claimantsCode);

    const flow = await claimant.sdk.getVerificationFlow({ id: claimantsFlow });
    const answer = await claimant.sdk.updateVerificationFlow({
      flow: claimantsFlow,
      updateVerificationFlowBody: { method: 'code', code: claimantsCode, csrf_token: csrfTokenOf(flow) },
    });
    expect(messageIds(answer)).toEqual([4000020]);
    expect((await contender.sdk.toSession()).identity?.traits).toEqual({ email: contender.user.email });
  });

  it('an address someone signs up with: the code of an earlier change verifies neither account', async () => {
    const changer = await signedUp();
    const address = uniqueEmail('signed-up');
    const changersFlow = await changeOn(changer.sdk, address);
    const code = await latestCodeFor(budgeted, address);
    const newcomerBrowser = createTestBrowser();
    const newcomer = await registerUser(sdkFor(newcomerBrowser, budgeted.url), address);
    expect(await latestCodeFor(budgeted, address)).toBe(code);

    const flow = await changer.sdk.getVerificationFlow({ id: changersFlow });
    const answer = await changer.sdk.updateVerificationFlow({
      flow: changersFlow,
      updateVerificationFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(flow) },
    });
    expect(messageIds(answer)).toEqual([4000020]);
    expect((await changer.sdk.toSession()).identity?.traits).toEqual({ email: changer.user.email });
    const newcomerSession = await sdkFor(newcomerBrowser, budgeted.url).toSession();
    expect(newcomerSession.identity?.id).toBe(newcomer.identityId);
    expect(newcomerSession.identity?.verifiable_addresses?.[0]).toMatchObject({ verified: false });
  });
});
