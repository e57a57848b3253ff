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
    expect(mine.messages.map((message) => message.subject.replace(/\d{6}/, 'N'))).toEqual([
      'Your Write the Tone recovery code: N',
      'Your Write the Tone verification code: N',
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
});
