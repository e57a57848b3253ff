import { createHash } from 'node:crypto';
import { ResponseError, type FrontendApi, type UiNode } from '@ory/client-fetch';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { IDENTITY_MAIL_QUEUE } from '../mailQueue/identityMailQueue.ts';
import { startTestServer, type TestServer } from '../../test/testServer.ts';
import type { TestBrowser } from './browser.ts';

/** Identity tests start servers with generous per-IP limits (they make many requests from one address). */
export function startIdentityTestServer(environment: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    ...environment,
  });
}

/** What the product's browser sends instead of the password: its SHA-256, hex. */
export function browserHash(password: string): string {
  return createHash('sha256').update(password).digest('hex');
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

interface FlowLike {
  ui: { nodes: UiNode[]; messages?: { id: number; text: string; type: string }[] };
}

export function csrfTokenOf(flow: FlowLike): string {
  const node = flow.ui.nodes.find(
    (candidate) => 'name' in candidate.attributes && candidate.attributes.name === 'csrf_token',
  );
  if (node === undefined || !('value' in node.attributes) || typeof node.attributes.value !== 'string') {
    throw new Error('the flow has no csrf_token node');
  }
  return node.attributes.value;
}

export function nodeNamed(flow: FlowLike, name: string, value?: unknown): UiNode | undefined {
  return flow.ui.nodes.find(
    (node) =>
      'name' in node.attributes &&
      node.attributes.name === name &&
      (value === undefined || ('value' in node.attributes && node.attributes.value === value)),
  );
}

export function messageIds(flow: FlowLike): number[] {
  return (flow.ui.messages ?? []).map((message) => message.id);
}

/** The error an SDK call failed with: its status and parsed body. */
export async function sdkFailure(
  call: Promise<unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ResponseError) {
      return {
        status: error.response.status,
        body: (await error.response.json()) as Record<string, unknown>,
      };
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** The error id of a Kratos error body. */
export function errorId(body: Record<string, unknown>): unknown {
  return (body.error as { id?: unknown } | undefined)?.id;
}

export interface RegisteredUser {
  email: string;
  password: string;
  identityId: string;
}

/** Registers through the SDK in `browser` (which is then signed in). */
export async function registerUser(
  sdk: FrontendApi,
  email = uniqueEmail(),
  password = 'correct horse battery',
): Promise<RegisteredUser & { verificationFlowId: string }> {
  const flow = await sdk.createBrowserRegistrationFlow();
  const result = await sdk.updateRegistrationFlow({
    flow: flow.id,
    updateRegistrationFlowBody: {
      method: 'password',
      password: browserHash(password),
      traits: { email },
      csrf_token: csrfTokenOf(flow),
    },
  });
  const verification = result.continue_with?.find((item) => item.action === 'show_verification_ui');
  if (verification === undefined || !('flow' in verification)) {
    throw new Error('no verification flow after sign-up');
  }
  return { email, password, identityId: result.identity.id, verificationFlowId: verification.flow.id };
}

/** Logs in with a password through the SDK; returns the raw answer for 200 and 422 alike. */
export async function passwordLogin(
  browser: TestBrowser,
  serverUrl: string,
  email: string,
  password: string,
  query = '',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const init = await browser.fetch(`${serverUrl}/api/auth/self-service/login/browser${query}`);
  expect(init.status).toBe(200);
  const flow = (await init.json()) as FlowLike & { id: string };
  const response = await browser.fetch(`${serverUrl}/api/auth/self-service/login?flow=${flow.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      method: 'password',
      identifier: email,
      password: browserHash(password),
      csrf_token: csrfTokenOf(flow),
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Waits until the server's queue of code e-mails is empty: every mail asked for so far is in the outbox. */
export async function waitForQueuedMail(server: Pick<TestServer, 'db'>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ pending: number }>`
      SELECT count(*)::int AS pending FROM pgboss.job
      WHERE name = ${IDENTITY_MAIL_QUEUE} AND state IN ('created', 'retry', 'active')`.execute(server.db);
    if (rows[0]?.pending === 0) return;
    if (Date.now() > deadline) throw new Error(`code e-mails still queued after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The newest code mailed to `email`, read from the local outbox once the mail queue is empty. */
export async function latestCodeFor(server: Pick<TestServer, 'db' | 'url'>, email: string): Promise<string> {
  await waitForQueuedMail(server);
  const response = await fetch(`${server.url}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: { text: string }[] };
  const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

/**
 * Verifies `email` as its owner would: the newest code mailed to it, entered in the verification flow
 * `flowId` (the one a sign-up or an address change answered with) of the browser behind `sdk`.
 */
export async function verifyWithMailedCode(
  sdk: FrontendApi,
  server: Pick<TestServer, 'db' | 'url'>,
  email: string,
  flowId: string,
): Promise<void> {
  const flow = await sdk.getVerificationFlow({ id: flowId });
  const code = await latestCodeFor(server, email);
  const passed = await sdk.updateVerificationFlow({
    flow: flowId,
    updateVerificationFlowBody: { method: 'code', code, csrf_token: csrfTokenOf(flow) },
  });
  expect(passed.state).toBe('passed_challenge');
}

/** POSTs JSON to the identity API in `browser` and returns status and parsed body. */
export async function postJson(
  browser: TestBrowser,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await browser.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>) };
}
