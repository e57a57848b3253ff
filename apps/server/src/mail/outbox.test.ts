import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/environment.ts';
import { createTestBrowser, sdkFor } from '../identity/test/browser.ts';
import {
  csrfTokenOf,
  registerUser,
  startIdentityTestServer,
  uniqueEmail,
  waitForQueuedMail,
} from '../identity/test/identityTestKit.ts';
import { startServer } from '../server.ts';
import type { TestServer } from '../test/testServer.ts';

interface Outbox {
  messages: { id: string; to: string; subject: string; text: string; createdAt: string }[];
}

let server: TestServer;

beforeAll(async () => {
  server = await startIdentityTestServer();
});

afterAll(async () => {
  await server.close();
});

async function outbox(query = ''): Promise<Outbox> {
  const response = await fetch(`${server.url}/api/dev/outbox${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as Outbox;
}

describe('the local outbox (no SMTP configured)', () => {
  it('keeps verification and recovery mail, newest first, filtered by recipient', async () => {
    const { email } = await registerUser(sdkFor(createTestBrowser(), server.url));
    const other = await registerUser(sdkFor(createTestBrowser(), server.url));

    const recoverySdk = sdkFor(createTestBrowser(), server.url);
    const flow = await recoverySdk.createBrowserRecoveryFlow();
    await recoverySdk.updateRecoveryFlow({
      flow: flow.id,
      updateRecoveryFlowBody: { method: 'code', email: email.toUpperCase(), csrf_token: csrfTokenOf(flow) },
    });
    await waitForQueuedMail(server);

    const mine = await outbox(`?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(mine.messages.map((message) => message.subject)).toEqual([
      'Your Write the Tone recovery code',
      'Your Write the Tone verification code',
    ]);
    for (const message of mine.messages) {
      expect(message).toMatchObject({ to: email, id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown });
      expect(message.text).toMatch(/^ {4}\d{6}$/m);
    }
    const [newest, older] = mine.messages;
    expect(Date.parse(newest?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(older?.createdAt ?? ''));
    const all = await outbox();
    expect(all.messages.map((message) => message.to)).toEqual(expect.arrayContaining([email, other.email]));
    expect((await outbox(`?to=${uniqueEmail('nobody')}`)).messages).toEqual([]);
    const bad = await fetch(`${server.url}/api/dev/outbox?to=`);
    expect(bad.status).toBe(400);
  });

  it('is shared by every server process on the same database', async () => {
    const { email } = await registerUser(sdkFor(createTestBrowser(), server.url));
    await waitForQueuedMail(server);
    const second = await startServer(
      loadConfig(
        {
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: '0',
          LOG_LEVEL: 'silent',
          DATABASE_URL: server.database.url,
          WTT_ROLE: 'web',
        },
        process.cwd(),
      ),
      pino({ level: 'silent' }),
    );
    try {
      const response = await fetch(`${second.url ?? ''}/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const seen = (await response.json()) as Outbox;
      expect(seen.messages).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });

  it('answers only loopback clients (the TCP peer, without TRUST_PROXY)', async () => {
    const app = server.app;
    if (app === undefined) throw new Error('no app');
    const remote = await app.inject({ url: '/api/dev/outbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('messages');
    const local = await app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
  });

  it('refuses a request passed on by a proxy on this machine that TRUST_PROXY does not name', async () => {
    const app = server.app;
    if (app === undefined) throw new Error('no app');
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
      { via: '1.1 nginx' },
    ]) {
      const proxied = await app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1', headers });
      expect(proxied.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });
});

describe('the local outbox behind a reverse proxy on the same host (TRUST_PROXY=true)', () => {
  /** A server as `npm start` runs it behind a proxy, with its warnings collected. */
  async function startBehindProxy(
    extra: Record<string, string>,
  ): Promise<{ url: string; lines: string[]; stop: () => Promise<void> }> {
    const lines: string[] = [];
    const running = await startServer(
      loadConfig(
        {
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: '0',
          LOG_LEVEL: 'warn',
          DATABASE_URL: server.database.url,
          WTT_ROLE: 'web',
          TRUST_PROXY: 'true',
          ...extra,
        },
        process.cwd(),
      ),
      pino({ level: 'warn' }, { write: (line: string) => lines.push(line) }),
    );
    return { url: running.url ?? '', lines, stop: () => running.stop() };
  }

  /** GET /api/dev/outbox as the proxy would forward it for a client at `forwardedFor`. */
  function forwarded(url: string, forwardedFor: string): Promise<Response> {
    return fetch(`${url}/api/dev/outbox`, { headers: { 'x-forwarded-for': forwardedFor } });
  }

  it('starts only with OUTBOX_ON_PUBLIC_HOST and then answers only requests from this machine', async () => {
    const { email } = await registerUser(sdkFor(createTestBrowser(), server.url));
    await waitForQueuedMail(server);
    expect(() =>
      loadConfig({ TRUST_PROXY: 'true', DATABASE_URL: server.database.url }, process.cwd()),
    ).toThrow(/OUTBOX_ON_PUBLIC_HOST/);

    const proxied = await startBehindProxy({ OUTBOX_ON_PUBLIC_HOST: 'true' });
    try {
      expect(proxied.lines.join('')).toContain('on a server that others can reach');
      const foreign = await forwarded(proxied.url, '203.0.113.7');
      expect(foreign.status).toBe(403);
      expect(await foreign.text()).not.toContain(email);
      // The client wrote 127.0.0.1 itself and the proxy appended its real address: request.ip is the
      // left-most entry, 127.0.0.1, yet the request came from elsewhere.
      expect((await forwarded(proxied.url, '127.0.0.1, 203.0.113.7')).status).toBe(403);
      expect((await forwarded(proxied.url, 'not-an-address')).status).toBe(403);

      const local = await forwarded(proxied.url, '127.0.0.1');
      expect(local.status).toBe(200);
      expect(((await local.json()) as Outbox).messages.map((message) => message.to)).toContain(email);
    } finally {
      await proxied.stop();
    }
  });

  it('serves every client with OUTBOX_ALLOW_REMOTE, which implies the acceptance', async () => {
    const open = await startBehindProxy({ OUTBOX_ALLOW_REMOTE: 'true' });
    try {
      expect(open.lines.join('')).toContain('by anyone');
      expect((await forwarded(open.url, '203.0.113.7')).status).toBe(200);
    } finally {
      await open.stop();
    }
  });

  it('starts behind a proxy without any flag when SMTP_URL is set, and has no outbox then', async () => {
    // Nothing is sent in this test, so the SMTP server need not exist.
    const smtp = await startBehindProxy({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      expect(smtp.lines.join('')).not.toContain('local outbox');
      expect((await forwarded(smtp.url, '127.0.0.1')).status).toBe(404);
    } finally {
      await smtp.stop();
    }
  });
});
