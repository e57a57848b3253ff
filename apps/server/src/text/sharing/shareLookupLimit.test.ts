import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimShareLookup } from './shareLookupBudget.ts';
import {
  callText,
  idOf,
  signUp,
  startTextTestServer,
  type ApiAnswer,
  type TestServer,
  type TextClient,
} from '../test/textTestKit.ts';

let server: TestServer;
let owner: TextClient;
let code: string;

const UNKNOWN = 'AAAA-BBBB-CCCC-DDDD-EEEE-FFFF-GGGG';

beforeAll(async () => {
  // TRUST_PROXY lets the tests speak from several client addresses (X-Forwarded-For); the budget is the
  // default one, 10 failed lookups per minute. Sign-up codes come from the outbox, which a server behind a
  // proxy keeps only when told so.
  server = await startTextTestServer({ TRUST_PROXY: 'true', OUTBOX_ON_PUBLIC_HOST: 'true' });
  owner = await signUp(server);
  const guideId = idOf(await owner.call('POST', '/tones-of-voice', { name: 'Shared', rules: [] }), 'tov');
  code = (await owner.call('POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: 1 })).body
    .shareCode as string;
});

afterAll(async () => {
  await server.close();
});

function lookUp(client: TextClient, shareCode: string, ip: string): Promise<ApiAnswer> {
  return callText(client.browser, server.url, 'GET', `/shared/tones-of-voice?code=${shareCode}`, undefined, {
    'x-forwarded-for': ip,
  });
}

function join(client: TextClient, shareCode: string, ip: string): Promise<ApiAnswer> {
  return callText(
    client.browser,
    server.url,
    'POST',
    '/shared/tones-of-voice',
    { code: shareCode },
    { 'content-type': 'application/json', 'x-forwarded-for': ip },
  );
}

async function failTimes(client: TextClient, ip: string, times: number): Promise<void> {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expect((await lookUp(client, UNKNOWN, ip)).status).toBe(404);
  }
}

describe('failed share-code lookups', () => {
  it('are limited per user: the 11th in a minute answers 429 from any address, right code or not', async () => {
    const guesser = await signUp(server);
    await failTimes(guesser, '10.0.0.1', 10);

    const response = await guesser.browser.fetch(
      `${server.url}/api/text/shared/tones-of-voice?code=${UNKNOWN}`,
      {
        headers: { 'x-forwarded-for': '10.0.0.1' },
      },
    );
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/Too many unknown share codes\. Please try again in \d+ seconds\./);

    expect((await lookUp(guesser, UNKNOWN, '10.0.0.2')).status).toBe(429);
    // Over the budget no code is checked, so a right guess cannot be told from a wrong one.
    expect((await lookUp(guesser, code, '10.0.0.3')).status).toBe(429);
    expect((await join(guesser, code, '10.0.0.4')).status).toBe(429);
  });

  it('are limited per client address, whoever signs in from it', async () => {
    const first = await signUp(server);
    const second = await signUp(server);
    const third = await signUp(server);
    await failTimes(first, '10.0.1.1', 5);
    await failTimes(second, '10.0.1.1', 5);
    expect((await lookUp(third, code, '10.0.1.1')).status).toBe(429);
    // The same user elsewhere is within their own budget.
    expect((await lookUp(third, code, '10.0.1.2')).status).toBe(200);
  });

  it('count only failures: lookups that find the guide use up nothing', async () => {
    const reader = await signUp(server);
    for (let attempt = 0; attempt < 15; attempt += 1) {
      expect((await lookUp(reader, code, '10.0.2.1')).status).toBe(200);
    }
    expect((await join(reader, code, '10.0.2.1')).status).toBe(200);
    expect((await lookUp(reader, UNKNOWN, '10.0.2.1')).status).toBe(404);
  });

  it('are counted before the code is checked: a parallel burst checks at most the budget', async () => {
    const burster = await signUp(server);
    const answers = await Promise.all(Array.from({ length: 25 }, () => lookUp(burster, UNKNOWN, '10.0.3.1')));
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 404).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - checked);
  });

  it('are allowed again once the minute has passed', async () => {
    const who = { userId: crypto.randomUUID(), ip: '10.0.4.1' };
    const start = new Date();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await claimShareLookup(server.db, who, 10, start)).allowed).toBe(true);
    }
    expect(await claimShareLookup(server.db, who, 10, new Date(start.getTime() + 30_000))).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
    const later = new Date(start.getTime() + 61_000);
    expect((await claimShareLookup(server.db, who, 10, later)).allowed).toBe(true);
  });
});
