import { sql } from 'kysely';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrowser, sdkFor } from '../identity/test/browser.ts';
import { IDENTITY_MAIL_QUEUE } from '../identity/mailQueue/identityMailQueue.ts';
import { csrfTokenOf, registerUser, startIdentityTestServer } from '../identity/test/identityTestKit.ts';
import { recoveryMail } from '../identity/mailTemplates.ts';
import type { TestServer } from '../test/testServer.ts';
import { createSmtpMailer } from './smtpMailer.ts';
import { startTestSmtpServer, type TestSmtpServer } from './testSmtpServer.ts';

describe('mail over SMTP', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ user: 'mailer', pass: 's3cret pass' });
    server = await startIdentityTestServer({
      SMTP_URL: `smtp://mailer:${encodeURIComponent('s3cret pass')}@127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Write the Tone <accounts@tone.example>',
    });
  });

  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers the verification code through the SMTP server, and the code verifies the address', async () => {
    const browser = createTestBrowser();
    const sdk = sdkFor(browser, server.url);
    const user = await registerUser(sdk);
    const mail = await smtp.waitFor(user.email);
    expect(mail.user).toBe('mailer');
    expect(mail.from).toBe('accounts@tone.example');
    // The code is in the body only: subjects end up in logs and previews.
    expect(mail.raw).toMatch(/^Subject: Your Write the Tone verification code\r?$/m);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    const code = /^ {4}(\d{6})$/m.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const flow = await sdk.getVerificationFlow({ id: user.verificationFlowId });
    const passed = await sdk.updateVerificationFlow({
      flow: flow.id,
      updateVerificationFlowBody: { method: 'code', code: code ?? '', csrf_token: csrfTokenOf(flow) },
    });
    expect(passed.state).toBe('passed_challenge');
  });

  it('has no local outbox route when SMTP is configured', async () => {
    const response = await fetch(`${server.url}/api/dev/outbox`);
    expect(response.status).toBe(404);
  });
});

describe('an unreachable SMTP server', () => {
  it('does not fail the sign-up: the error is logged and the mail is tried again later', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const server = await startIdentityTestServer({ SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
    try {
      const user = await registerUser(sdkFor(createTestBrowser(), server.url));
      expect(user.verificationFlowId).toMatch(/^[0-9a-f-]{36}$/);
      await expect
        .poll(() => server.logEntries.some((entry) => entry.msg?.includes('could not be sent') === true), {
          timeout: 15_000,
        })
        .toBe(true);
      // The queue keeps the mail for another try instead of dropping it.
      await expect
        .poll(
          async () =>
            (
              await sql<{ state: string }>`
                SELECT state FROM pgboss.job WHERE name = ${IDENTITY_MAIL_QUEUE}`.execute(server.db)
            ).rows.map((row) => row.state),
          { timeout: 15_000 },
        )
        .toEqual(['retry']);
    } finally {
      await server.close();
    }
  });
});

describe('the SMTP log', () => {
  it('names the message kind and the recipient domain, never the code, subject or address', async () => {
    const smtp = await startTestSmtpServer({ user: 'mailer', pass: 'pw' });
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createSmtpMailer(`smtp://mailer:pw@127.0.0.1:${smtp.port}`, 'accounts@tone.example', log);
    try {
      await mailer.send(recoveryMail('someone@mail.example.org', '493817', 15));
      expect((await smtp.waitFor('someone@mail.example.org')).raw).toContain('493817');
      const logged = lines.join('');
      expect(logged).toContain('"kind":"recovery"');
      expect(logged).toContain('"toDomain":"mail.example.org"');
      expect(logged).not.toContain('493817');
      expect(logged).not.toContain('someone@');
      expect(logged).not.toContain('recovery code');
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });
});
