import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema, type Health } from '@wtt/contract';
import { startTestServer, type TestServer } from '../test/testServer.ts';

const TOKEN = 'health-token-0123456789abcdef';
// Behind a reverse proxy on the same host, so that X-Forwarded-For tells where a request came from.
const BEHIND_PROXY = { TRUST_PROXY: 'true', OUTBOX_ON_PUBLIC_HOST: 'true', HEALTH_TOKEN: TOKEN };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(BEHIND_PROXY);
  // The worker beats once at start; wait for it, so that there is a hostname to hide.
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const full = healthSchema.parse(await (await fetch(`${server.url}/api/health`)).json());
    if ((full.jobs.workers ?? []).length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no worker heartbeat within 15 s');
});

afterAll(async () => {
  await server.close();
});

async function health(
  target: TestServer,
  headers: Record<string, string>,
): Promise<{ status: number; body: Health; text: string }> {
  const response = await fetch(`${target.url}/api/health`, { headers });
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await response.text();
  return { status: response.status, body: healthSchema.parse(JSON.parse(text)), text };
}

function expectStatusOnly(answer: { body: Health; text: string }): void {
  expect(Object.keys(answer.body).sort()).toEqual(['database', 'jobs', 'status']);
  expect(Object.keys(answer.body.database)).toEqual(['status']);
  expect(Object.keys(answer.body.jobs)).toEqual(['status']);
  expect(answer.text).not.toMatch(/version|hostname|latency|uptime|embedded|error/i);
}

function expectFull(body: Health): void {
  expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  expect(body.database).toMatchObject({ status: 'up', embedded: false });
  expect(body.database.serverVersion).toMatch(/^\d+/);
  expect(body.database.schemaVersion).toMatch(/^\d{4}_/);
  expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  expect(body.jobs.workers).toEqual(expect.any(Array));
}

describe('GET /api/health for callers elsewhere', () => {
  it('tells an anonymous caller the status of the server, database and jobs, nothing more', async () => {
    const answer = await health(server, { 'x-forwarded-for': '203.0.113.7' });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('ok');
    expect(answer.body.database.status).toBe('up');
    expect(answer.body.jobs.status).toBe('up');
    expectStatusOnly(answer);
  });

  it('gives the full answer with the operator token, and only with the right one', async () => {
    const withToken = await health(server, {
      'x-forwarded-for': '203.0.113.7',
      authorization: `Bearer ${TOKEN}`,
    });
    expect(withToken.status).toBe(200);
    expectFull(withToken.body);
    expect(withToken.body.jobs.workers?.[0]?.hostname).toEqual(expect.any(String));

    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
      'Bearer ',
      `Basic ${TOKEN}`,
    ]) {
      const wrong = await health(server, { 'x-forwarded-for': '203.0.113.7', authorization });
      expect(wrong.status, authorization).toBe(200);
      expectStatusOnly(wrong);
    }
  });

  it('does not take a forwarded 127.0.0.1 that the client wrote itself for this machine', async () => {
    expectStatusOnly(await health(server, { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' }));
  });

  it('hides why the database is down', async () => {
    const other = await startTestServer(BEHIND_PROXY);
    try {
      await other.db.destroy();
      const anonymous = await health(other, { 'x-forwarded-for': '203.0.113.7' });
      expect(anonymous.status).toBe(503);
      expect(anonymous.body).toEqual({
        status: 'unavailable',
        database: { status: 'down' },
        jobs: { status: 'down' },
      });
      const operator = await health(other, { 'x-forwarded-for': '127.0.0.1' });
      expect(operator.status).toBe(503);
      expect(operator.body.database.error).toBeTruthy();
    } finally {
      await other.app?.close();
      await other.jobs.stop();
      await other.database.drop();
    }
  });
});

describe('GET /api/health for callers on this machine', () => {
  it('gives the full answer, directly or through the proxy', async () => {
    const direct = await health(server, {});
    expect(direct.status).toBe(200);
    expectFull(direct.body);
    expectFull((await health(server, { 'x-forwarded-for': '127.0.0.1' })).body);
  });
});
