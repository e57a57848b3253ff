import pino from 'pino';
import { expect } from 'vitest';
import { loadConfig } from '../../config/environment.ts';
import { startIdentityTestServer } from '../../identity/test/identityTestKit.ts';
import { startServer, type RunningServer } from '../../server.ts';
import type { TestServer } from '../../test/testServer.ts';
import { callText, type TextClient } from './textTestKit.ts';

/** A job as the tests read it from GET /jobs/{jobId}. */
export interface JobSnapshot {
  id: string;
  kind: string;
  state: string;
  progress: number;
  stage: string;
  result: string | string[] | null;
  cancelled: boolean;
  failureReason: string | null;
  attempts: number;
}

export const isFinished = (job: JobSnapshot): boolean => job.state === 'SUCCESS' || job.state === 'FAILURE';

/** A text-service test server whose jobs pause `stageDelayMs` at every stage boundary (JOB_STAGE_DELAY_MS). */
export function startJobTestServer(
  stageDelayMs: number,
  environment: Record<string, string> = {},
): Promise<TestServer> {
  return startIdentityTestServer({ JOB_STAGE_DELAY_MS: String(stageDelayMs), ...environment });
}

/** Another server process on an existing database (as after a restart), in this test process. */
export async function startServerOn(
  databaseUrl: string,
  environment: Record<string, string> = {},
): Promise<RunningServer> {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      ...environment,
    },
    process.cwd(),
  );
  return startServer(config, pino({ level: 'silent' }));
}

/** GET /jobs/{jobId} as `client` on the server at `serverUrl`; expects 200. */
export async function readJob(client: TextClient, serverUrl: string, jobId: string): Promise<JobSnapshot> {
  const answer = await callText(client.browser, serverUrl, 'GET', `/jobs/${jobId}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.job as JobSnapshot;
}

/**
 * Polls the job every `intervalMs` (the tests use 50 ms) until `until` holds; answers every snapshot
 * seen, in order.
 */
export async function pollJob(
  client: TextClient,
  serverUrl: string,
  jobId: string,
  until: (job: JobSnapshot) => boolean = isFinished,
  { intervalMs = 50, timeoutMs = 60_000 } = {},
): Promise<JobSnapshot[]> {
  const seen: JobSnapshot[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await readJob(client, serverUrl, jobId);
    seen.push(job);
    if (until(job)) return seen;
    if (Date.now() > deadline) {
      throw new Error(`job ${jobId} did not get there in time; last seen ${JSON.stringify(job)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Starts the guide builder as `client`; answers the job id. */
export async function startBuilder(
  client: TextClient,
  serverUrl: string,
  body: Record<string, unknown>,
): Promise<string> {
  const answer = await callText(client.browser, serverUrl, 'POST', '/tones-of-voice/builder', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  const { jobId } = answer.body;
  if (typeof jobId !== 'string') throw new Error(`no jobId in ${JSON.stringify(answer.body)}`);
  return jobId;
}

/** Support replies in one consistent voice: greetings, short sentences, contractions, no passives. */
export const SUPPORT_SAMPLES: readonly string[] = [
  "Hi Anna,\n\nThanks for writing to us. I'm sorry your order arrived late. We've sent a new one today, and it should reach you by Friday.\n\nIf anything else comes up, just reply to this email.",
  "Hello Marc,\n\nThank you for your patience. The payment failed because the card expired. Please add a new card in Settings, and we'll retry the charge right away.\n\nWe're here if you need help.",
  "Hi Sara,\n\nGood news: your refund is on its way. You'll see it on your statement in three to five days.\n\nLet us know if you have any questions.",
  "Hello Lee,\n\nWe're sorry for the trouble with the app. Our team fixed the bug this morning, so you can log in again. Update the app to get the fix.\n\nThanks for your patience.",
  'Hi Omar,\n\nYour new plan starts on Monday. We moved your projects and your invoices over, so nothing changes for your team.\n\nReply here if you spot anything odd.',
];
