import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/testServer.ts';
import { createTestBrowser, sdkFor, type TestBrowser } from '../test/browser.ts';
import {
  csrfTokenOf,
  latestCodeFor,
  messageIds,
  postJson,
  registerUser,
  startIdentityTestServer,
  uniqueEmail,
} from '../test/identityTestKit.ts';

/**
 * An attacker who knows a victim's address guesses the code mailed to it, as a hostile probe did against
 * `npm start`: every limit must hold whatever the attacker does between guesses (new flows, a malformed
 * address, a resend to another address). The "right" code stands for a lucky guess.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startIdentityTestServer();
});

afterAll(async () => {
  await server.close();
});

type CodeKind = 'recovery' | 'verification';

interface OpenFlow {
  browser: TestBrowser;
  kind: CodeKind;
  id: string;
  csrf: string;
}

const INVALID_CODE: Record<CodeKind, number> = { recovery: 4060006, verification: 4000020 };

async function startFlow(kind: CodeKind, browser = createTestBrowser()): Promise<OpenFlow> {
  const response = await browser.fetch(`${server.url}/api/auth/self-service/${kind}/browser`);
  expect(response.status).toBe(200);
  const flow = (await response.json()) as { id: string; ui: { nodes: never[] } };
  return { browser, kind, id: flow.id, csrf: csrfTokenOf(flow) };
}

function submit(flow: OpenFlow, body: Record<string, unknown>) {
  return postJson(flow.browser, `${server.url}/api/auth/self-service/${flow.kind}?flow=${flow.id}`, {
    method: 'code',
    csrf_token: flow.csrf,
    ...body,
  });
}

async function sendCode(flow: OpenFlow, email: string): Promise<void> {
  const answer = await submit(flow, { email });
  expect(answer.status).toBe(200);
  expect(answer.body.state).toBe('sent_email');
}

function wrongCode(right: string): string {
  return String((Number(right) + 1) % 1_000_000).padStart(6, '0');
}

/**
 * A handler that went on after answering (the defect these tests guard against) did its work after the
 * answer arrived; give such work time to show in the database before looking.
 */
function lateWorkSettled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 300));
}

async function flowState(flowId: string): Promise<{ state: string; email: string | undefined }> {
  const row = await server.db
    .selectFrom('identity_flow')
    .select(['state', 'internal'])
    .where('id', '=', flowId)
    .executeTakeFirstOrThrow();
  return { state: row.state, email: (row.internal as { email?: string }).email };
}

async function sessionsOf(identityId: string): Promise<number> {
  const rows = await server.db
    .selectFrom('identity_session')
    .select('id')
    .where('identity_id', '=', identityId)
    .where('active', '=', true)
    .execute();
  return rows.length;
}

async function isVerified(email: string): Promise<boolean> {
  const row = await server.db
    .selectFrom('identity_verifiable_address')
    .select('verified')
    .where('value', '=', email)
    .executeTakeFirstOrThrow();
  return row.verified;
}

async function victim() {
  const browser = createTestBrowser();
  const user = await registerUser(sdkFor(browser, server.url), uniqueEmail('victim'));
  return { ...user, browser };
}

async function whoamiStatus(browser: TestBrowser): Promise<number> {
  return (await browser.fetch(`${server.url}/api/auth/sessions/whoami`)).status;
}

/**
 * Ten wrong guesses spread over two flows (five each, the most a flow allows), then the right code in a
 * third flow: the 11th try of the hour for that address.
 */
async function tenWrongGuessesThenTheRightCode(kind: CodeKind, email: string) {
  for (let round = 0; round < 2; round += 1) {
    const flow = await startFlow(kind);
    await sendCode(flow, email);
    const wrong = wrongCode(await latestCodeFor(server, email));
    for (let guess = 0; guess < 5; guess += 1) {
      const answer = await submit(flow, { code: wrong });
      expect(answer.status).toBe(200);
      expect(messageIds(answer.body as never)).toEqual([INVALID_CODE[kind]]);
    }
  }
  const flow = await startFlow(kind);
  await sendCode(flow, email);
  const answer = await submit(flow, { code: await latestCodeFor(server, email) });
  await lateWorkSettled();
  return { flow, answer };
}

describe('guessing recovery and verification codes', () => {
  it('refuses the right recovery code as the 11th try of the hour, and does nothing with it', async () => {
    const target = await victim();
    const { flow, answer } = await tenWrongGuessesThenTheRightCode('recovery', target.email);
    expect(answer.status).toBe(200);
    expect(messageIds(answer.body as never)).toEqual([INVALID_CODE.recovery]);
    expect(flow.browser.cookie('wtt_session')).toBeUndefined();
    expect((await flowState(flow.id)).state).toBe('sent_email');
    // The victim's own session was not signed out, and no session was made for the attacker.
    expect(await whoamiStatus(target.browser)).toBe(200);
    expect(await sessionsOf(target.identityId)).toBe(1);
  });

  it('refuses the right verification code as the 11th try of the hour, and leaves the address unverified', async () => {
    const target = await victim();
    const { flow, answer } = await tenWrongGuessesThenTheRightCode('verification', target.email);
    expect(answer.status).toBe(200);
    expect(messageIds(answer.body as never)).toEqual([INVALID_CODE.verification]);
    expect((await flowState(flow.id)).state).toBe('sent_email');
    expect(await isVerified(target.email)).toBe(false);
  });

  it('keeps counting when a malformed address is submitted between guesses', async () => {
    const target = await victim();
    const flow = await startFlow('recovery');
    await sendCode(flow, target.email);
    const right = await latestCodeFor(server, target.email);
    const statuses: number[] = [];
    for (let guess = 0; guess < 14; guess += 1) {
      if (guess % 4 === 0) {
        const malformed = await submit(flow, { email: 'not an address' });
        // Refused for the field, and nothing else happens: the flow keeps its address and its count.
        if (malformed.status !== 410) {
          expect(malformed.status).toBe(400);
          expect(await flowState(flow.id)).toEqual({ state: 'sent_email', email: target.email });
        }
      }
      statuses.push((await submit(flow, { code: wrongCode(right) })).status);
    }
    // Five guesses in this flow, then it is replaced (410) for every further try.
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([410]));
    const last = await submit(flow, { code: right });
    expect(last.status).toBe(410);
    await lateWorkSettled();
    expect(flow.browser.cookie('wtt_session')).toBeUndefined();
    expect((await flowState(flow.id)).state).toBe('sent_email');
    expect(await sessionsOf(target.identityId)).toBe(1);
  });

  it('withdraws the code when the flow is resent to another address', async () => {
    for (const kind of ['recovery', 'verification'] as const) {
      const target = await victim();
      const flow = await startFlow(kind);
      await sendCode(flow, target.email);
      const right = await latestCodeFor(server, target.email);
      // Moving the flow to an address without an account used to keep the victim's code valid in it,
      // with the tries counted against the other address.
      await sendCode(flow, uniqueEmail('nobody'));
      const answer = await submit(flow, { code: right });
      await lateWorkSettled();
      expect(answer.status).toBe(200);
      expect(messageIds(answer.body as never)).toEqual([INVALID_CODE[kind]]);
      expect(flow.browser.cookie('wtt_session')).toBeUndefined();
      expect((await flowState(flow.id)).state).toBe('sent_email');
      expect(await isVerified(target.email)).toBe(false);
      expect(await sessionsOf(target.identityId)).toBe(1);
    }
  });

  it('counts tries against the address the code was sent to, across flows and resends', async () => {
    const target = await victim();
    // Five wrong guesses in each of two flows use the hour's ten tries for the victim's address; resending
    // each flow to a stranger's address in between must not move the count there.
    for (let round = 0; round < 2; round += 1) {
      const flow = await startFlow('recovery');
      await sendCode(flow, target.email);
      const wrong = wrongCode(await latestCodeFor(server, target.email));
      for (let guess = 0; guess < 5; guess += 1) await submit(flow, { code: wrong });
    }
    const flow = await startFlow('recovery');
    await sendCode(flow, uniqueEmail('stranger'));
    await sendCode(flow, target.email);
    const answer = await submit(flow, { code: await latestCodeFor(server, target.email) });
    await lateWorkSettled();
    expect(messageIds(answer.body as never)).toEqual([INVALID_CODE.recovery]);
    expect(flow.browser.cookie('wtt_session')).toBeUndefined();
    expect(await sessionsOf(target.identityId)).toBe(1);
  });
});
