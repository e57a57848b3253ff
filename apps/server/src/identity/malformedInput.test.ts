import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/testServer.ts';
import { createTestBrowser } from './test/browser.ts';
import {
  browserHash,
  csrfTokenOf,
  postJson,
  startIdentityTestServer,
  uniqueEmail,
} from './test/identityTestKit.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startIdentityTestServer();
});

afterAll(async () => {
  await server.close();
});

type Kind = 'login' | 'registration' | 'recovery' | 'verification';

/** POSTs `body` (plus the CSRF token) to a fresh flow of `kind`; returns the status. */
async function submit(kind: Kind, body: Record<string, unknown>): Promise<number> {
  const browser = createTestBrowser();
  const init = await browser.fetch(`${server.url}/api/auth/self-service/${kind}/browser`);
  expect(init.status).toBe(200);
  const flow = (await init.json()) as { id: string } & Parameters<typeof csrfTokenOf>[0];
  const answer = await postJson(browser, `${server.url}/api/auth/self-service/${kind}?flow=${flow.id}`, {
    ...body,
    csrf_token: csrfTokenOf(flow),
  });
  return answer.status;
}

async function identitiesLike(prefix: string): Promise<number> {
  const rows = await server.db
    .selectFrom('identity')
    .select('id')
    .where('email', 'like', `${prefix}%`)
    .execute();
  return rows.length;
}

async function failureRows(): Promise<number> {
  const rows = await server.db.selectFrom('identity_login_failure').select('account').execute();
  return rows.length;
}

describe('malformed input is a 4xx, never a 500 or half-written data', () => {
  const bad = {
    nul: (prefix: string) => `${prefix}\u0000@example.com`,
    surrogate: (prefix: string) => `${prefix}\ud800@example.com`,
    control: (prefix: string) => `${prefix}\u0007@example.com`,
  };

  it('refuses NUL bytes, lone surrogates and control characters at registration, creating nothing', async () => {
    for (const [name, make] of Object.entries(bad)) {
      const prefix = uniqueEmail(`reg-${name}`).split('@')[0] ?? name;
      const status = await submit('registration', {
        method: 'password',
        traits: { email: make(prefix) },
        password: browserHash('correct horse battery'),
      });
      expect(status, name).toBeGreaterThanOrEqual(400);
      expect(status, name).toBeLessThan(500);
      expect(await identitiesLike(prefix), name).toBe(0);
    }
  });

  it('refuses them in the login identifier and password without touching the lockout table', async () => {
    const before = await failureRows();
    const cases: Record<string, unknown>[] = [
      { identifier: bad.nul('login'), password: browserHash('x') },
      { identifier: bad.surrogate('login'), password: browserHash('x') },
      { identifier: 'a'.repeat(6000), password: browserHash('x') },
      { identifier: `${'a'.repeat(250)}@example.com`, password: browserHash('x') },
      { identifier: 'no address at all', password: browserHash('x') },
      { identifier: uniqueEmail(), password: 'x'.repeat(5000) },
      { identifier: uniqueEmail(), password: 'nul\u0000' },
    ];
    for (const body of cases) {
      const status = await submit('login', { method: 'password', ...body });
      expect(status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await failureRows()).toBe(before);
  });

  it('refuses them in recovery and verification addresses and codes', async () => {
    for (const kind of ['recovery', 'verification'] as const) {
      for (const email of [bad.nul('rv'), bad.surrogate('rv'), bad.control('rv'), 'a'.repeat(6000)]) {
        const status = await submit(kind, { method: 'code', email });
        expect(status, `${kind} ${JSON.stringify(email).slice(0, 40)}`).toBe(400);
      }
      expect(await submit(kind, { method: 'code', code: '1'.repeat(100) }), kind).toBe(400);
    }
  });
});
