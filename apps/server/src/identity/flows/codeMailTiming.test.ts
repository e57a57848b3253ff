import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/testServer.ts';
import { createTestBrowser, sdkFor } from '../test/browser.ts';
import {
  csrfTokenOf,
  postJson,
  registerUser,
  startIdentityTestServer,
  uniqueEmail,
  waitForQueuedMail,
} from '../test/identityTestKit.ts';

/**
 * The "send me a code" step must not tell a known address from an unknown one by its timing. A probe saw
 * 6.7 ms against 3.7 ms (medians) while the code was issued and mailed inside the request for known
 * addresses only. Requests for the two alternate, so that load from elsewhere falls on both alike.
 */
const REQUESTS_EACH = 50;
const WARM_UP_EACH = 10;

let server: TestServer;

beforeAll(async () => {
  server = await startIdentityTestServer({
    // Every request does its full work: no hourly budget or per-minute limit cuts it short.
    AUTH_CODE_MAILS_PER_HOUR: '100000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
  });
});

afterAll(async () => {
  await server.close();
});

/** The value below which `fraction` of the values lie (linear between neighbours). */
function quantile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * fraction;
  const below = sorted[Math.floor(position)] ?? 0;
  const above = sorted[Math.ceil(position)] ?? below;
  return below + (above - below) * (position - Math.floor(position));
}

const median = (values: number[]): number => quantile(values, 0.5);
const interquartileRange = (values: number[]): number => quantile(values, 0.75) - quantile(values, 0.25);

/** Milliseconds that the POST asking for a code to `email` takes (the flow is started beforehand). */
async function timeSendCode(kind: 'recovery' | 'verification', email: string): Promise<number> {
  const browser = createTestBrowser();
  const init = await browser.fetch(`${server.url}/api/auth/self-service/${kind}/browser`);
  const flow = (await init.json()) as { id: string; ui: { nodes: never[] } };
  // The mail of the request before is sent first, so that its work does not land inside this one.
  await waitForQueuedMail(server);
  const started = performance.now();
  const answer = await postJson(browser, `${server.url}/api/auth/self-service/${kind}?flow=${flow.id}`, {
    method: 'code',
    email,
    csrf_token: csrfTokenOf(flow),
  });
  const elapsed = performance.now() - started;
  expect(answer.status).toBe(200);
  return elapsed;
}

describe('the send-code step takes as long for an unknown address as for a known one', () => {
  for (const kind of ['recovery', 'verification'] as const) {
    it(`${kind}: medians over ${REQUESTS_EACH} requests each agree within noise`, async () => {
      const { email: known } = await registerUser(sdkFor(createTestBrowser(), server.url));
      const unknown = uniqueEmail('nobody');
      const timings = { known: [] as number[], unknown: [] as number[] };
      for (let round = 0; round < WARM_UP_EACH + REQUESTS_EACH; round += 1) {
        // Alternate which goes first, so neither always follows the other's queued mail.
        const order = round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
        for (const which of order) {
          const elapsed = await timeSendCode(kind, which === 'known' ? known : unknown);
          if (round >= WARM_UP_EACH) timings[which].push(elapsed);
        }
      }
      await waitForQueuedMail(server);
      const knownMedian = median(timings.known);
      const unknownMedian = median(timings.unknown);
      const difference = Math.abs(knownMedian - unknownMedian);
      // Noise: a millisecond, 15 % of the slower median, or half the spread of the timings themselves
      // (on a machine busy with other tests the spread is wide, and a difference within it says nothing).
      const spread = (interquartileRange(timings.known) + interquartileRange(timings.unknown)) / 2;
      const noise = Math.max(1, 0.15 * Math.max(knownMedian, unknownMedian), spread / 2);
      expect(
        difference,
        `medians: known ${knownMedian.toFixed(2)} ms, unknown ${unknownMedian.toFixed(2)} ms, ` +
          `interquartile range ${spread.toFixed(2)} ms`,
      ).toBeLessThanOrEqual(noise);
      // The known address really got a mail for each request (the work happened, just not in the
      // request), and the unknown one none.
      const mailsTo = async (recipient: string) =>
        (await server.db.selectFrom('mail_outbox').select('id').where('recipient', '=', recipient).execute())
          .length;
      expect(await mailsTo(known)).toBeGreaterThanOrEqual(WARM_UP_EACH + REQUESTS_EACH);
      expect(await mailsTo(unknown)).toBe(0);
    });
  }
});
