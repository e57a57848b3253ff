import { createHash, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** A unique address per test, so parallel tests never share an account. */
export function uniqueEmail(name: string): string {
  return `${name}+${randomBytes(4).toString('hex')}@example.com`;
}

/** The newest 6-digit code mailed to `to`, read from the local outbox (DESIGN.md section 4). */
export async function latestCode(
  request: APIRequestContext,
  to: string,
  newerThan?: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await response.json()) as { messages: { id: string; text: string }[] };
        const newest = body.messages[0];
        if (!newest || newest.id === newerThan) return undefined;
        code = /\b(\d{6})\b/.exec(newest.text)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/**
 * The id of the newest message to `to`, once there is one: mail leaves through the server's job queue, so
 * a message asked for a moment ago may not be in the outbox yet.
 */
export async function latestMessageId(request: APIRequestContext, to: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await response.json()) as { messages: { id: string }[] };
        id = body.messages[0]?.id;
        return id;
      },
      { timeout: 10_000 },
    )
    .toBeDefined();
  return id ?? '';
}

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

interface Flow {
  id: string;
  ui: {
    nodes: {
      attributes: { name?: string; id?: string; value?: unknown; text?: { context?: { secret?: string } } };
    }[];
  };
}

function csrfOf(flow: Flow): string {
  const value = flow.ui.nodes.find((node) => node.attributes.name === 'csrf_token')?.attributes.value;
  return typeof value === 'string' ? value : '';
}

const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Registers through the API as the browser would (the password is sent as its SHA-256 digest). */
export async function registerThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const flow = (await (
    await request.get('/api/auth/self-service/registration/browser', { headers: JSON_HEADERS })
  ).json()) as Flow;
  const response = await request.post(`/api/auth/self-service/registration?flow=${flow.id}`, {
    headers: JSON_HEADERS,
    data: { method: 'password', traits: { email }, password: sha256Hex(password), csrf_token: csrfOf(flow) },
  });
  expect(response.status()).toBe(200);
}

export async function logoutThroughApi(request: APIRequestContext): Promise<void> {
  const logout = (await (
    await request.get('/api/auth/self-service/logout/browser', { headers: JSON_HEADERS })
  ).json()) as {
    logout_token: string;
  };
  expect(
    (
      await request.get(`/api/auth/self-service/logout?token=${logout.logout_token}`, {
        headers: JSON_HEADERS,
      })
    ).status(),
  ).toBe(204);
}
