import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/environment.ts';
import { createTestBrowser, sdkFor } from '../identity/test/browser.ts';
import {
  csrfTokenOf,
  registerUser,
  startIdentityTestServer,
  uniqueEmail,
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

  it('answers only loopback clients unless OUTBOX_ALLOW_REMOTE is set', async () => {
    const app = server.app;
    if (app === undefined) throw new Error('no app');
    const remote = await app.inject({ url: '/api/dev/outbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('messages');
    const local = await app.inject({ url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);

    const lines: string[] = [];
    const open = await startServer(
      loadConfig(
        {
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: '0',
          LOG_LEVEL: 'warn',
          DATABASE_URL: server.database.url,
          WTT_ROLE: 'web',
          OUTBOX_ALLOW_REMOTE: 'true',
        },
        process.cwd(),
      ),
      pino({ level: 'warn' }, { write: (line: string) => lines.push(line) }),
    );
    try {
      expect(lines.join('')).toContain('although this server looks exposed');
      const allowed = await open.app?.inject({ url: '/api/dev/outbox', remoteAddress: '203.0.113.7' });
      expect(allowed?.statusCode).toBe(200);
    } finally {
      await open.stop();
    }
  });
});
