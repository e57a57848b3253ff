import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config/environment.ts';
import { createDatabaseClient, type DatabaseClient } from '../database/connection.ts';
import { isLostDatabaseConnection } from '../database/lostConnection.ts';
import { retryPausesMs } from '../database/retryOnLostConnection.ts';
import { createLogger } from '../logger.ts';
import { startServer, type RunningServer } from '../server.ts';
import { startDatabaseProxy, type DatabaseProxy } from '../test/databaseProxy.ts';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase.ts';
import { JOB_MESSAGES } from './jobErrors.ts';
import { jobQueueName, type JobKind } from './jobKind.ts';
import { findOwnJob } from './jobRecords.ts';
import { MAX_JOB_ATTEMPTS, SWEEP_QUEUE } from './jobRunner.ts';
import { liveWorkerLocks } from './workerLock.ts';

// A server whose database goes away while a job runs: it reaches PostgreSQL through a TCP proxy that
// cuts every connection and refuses new ones for a while. Longer than the runner tries its record
// writes again, so the write that should record the failed attempt is lost too: by 2 s, as on a loaded
// two-core machine the tries themselves took the 0.5 s margin it once had.

const OUTAGE_MS = retryPausesMs() + 2_000;

let database: TestDatabase;
let proxy: DatabaseProxy;
let server: RunningServer;
/** Straight to PostgreSQL, past the proxy: what the records say while the server cannot see them. */
let direct: DatabaseClient;
const logLines: { msg: string; connection?: string }[] = [];
const ownerId = randomUUID();

const outageInput = z.object({
  /** Attempts that throw a plain error before any outage. */
  breakOn: z.array(z.number()),
  /** Attempts during which the database goes away (their next write fails). */
  outageOn: z.array(z.number()),
});

const outageKind: JobKind<z.infer<typeof outageInput>> = {
  kind: 'test-outage',
  input: outageInput,
  firstStage: 'Waiting',
  async run(job) {
    await job.stage('Working', 10);
    if (job.input.breakOn.includes(job.attempt)) throw new Error(`attempt ${job.attempt} breaks`);
    if (job.input.outageOn.includes(job.attempt)) proxy.outage(OUTAGE_MS);
    await job.stage('Saving', 90);
    return async () => `done after ${job.attempt}`;
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
  proxy = await startDatabaseProxy(database.url);
  const config = loadConfig(
    { NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'debug', DATABASE_URL: proxy.url },
    process.cwd(),
  );
  const log = createLogger(config, {
    write: (line: string) => logLines.push(JSON.parse(line) as { msg: string; connection?: string }),
  });
  server = await startServer(config, log);
  await server.jobs.runner.register(outageKind);
  // The test runs the sweep itself, at the moment it means to; the minute's sweep would race it.
  await server.jobs.boss.offWork(SWEEP_QUEUE);
  direct = createDatabaseClient(database.url, 2, pino({ level: 'silent' }));
  await direct.insertInto('identity').values({ id: ownerId, email: 'outage@example.com' }).execute();
});

afterAll(async () => {
  await server.stop();
  await direct.destroy();
  await proxy.close();
  await database.drop();
});

interface RecordSnapshot {
  state: string;
  attempts: number;
  worker_lock: number | null;
}

async function record(id: string): Promise<RecordSnapshot> {
  return direct
    .selectFrom('text_job')
    .select(['state', 'attempts', 'worker_lock'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Reads the record every 50 ms until `until` holds; answers every snapshot seen. */
async function watchRecord(
  id: string,
  until: (snapshot: RecordSnapshot) => boolean,
  timeoutMs = 25_000,
): Promise<RecordSnapshot[]> {
  const seen: RecordSnapshot[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const snapshot = await record(id);
    seen.push(snapshot);
    if (until(snapshot)) return seen;
    if (Date.now() > deadline) throw new Error(`job ${id} did not get there: ${JSON.stringify(seen.at(-1))}`);
    await delay(50);
  }
}

describe('a job whose database goes away', () => {
  it('is retried, and the retry claims the record its lost write left RUNNING', async () => {
    const id = await server.jobs.runner.enqueue(ownerId, 'test-outage', { breakOn: [], outageOn: [1] });
    const seen = await watchRecord(id, (snapshot) => snapshot.state === 'SUCCESS');

    expect(await findOwnJob(direct, ownerId, id)).toMatchObject({
      state: 'SUCCESS',
      attempts: 2,
      result: 'done after 2',
    });
    // Setting the first attempt back to QUEUED failed (the database was away): it stayed RUNNING until
    // the retry claimed it.
    expect(
      new Set(seen.filter((snapshot) => snapshot.attempts === 1).map((snapshot) => snapshot.state)),
    ).toEqual(new Set(['RUNNING']));
    // Both pools' connections were lost and reported, none crashed the process (this one runs the test).
    const lost = new Set(
      logLines.filter((line) => line.msg === 'database connection lost').map((line) => line.connection),
    );
    expect(lost).toEqual(new Set(['wtt-server', 'wtt-jobs']));
  });

  it('ends as FAILURE through the sweep when the write that would end its last attempt is lost', async () => {
    await waitUntilUp();
    const id = await server.jobs.runner.enqueue(ownerId, 'test-outage', { breakOn: [1, 2], outageOn: [3] });
    await watchRecord(
      id,
      (snapshot) => snapshot.attempts === MAX_JOB_ATTEMPTS && snapshot.state === 'RUNNING',
    );
    await waitUntilUp();

    // pg-boss gave up on the job (its last attempt failed), but the record could not be told.
    await waitFor(async () => {
      const [bossJob] = await server.jobs.boss.findJobs(jobQueueName('test-outage'), { id });
      return bossJob?.state === 'failed';
    });
    // The worker took a new lock after the outage and moved its RUNNING job to it: still a live worker's.
    await waitFor(async () => {
      const { worker_lock: lock } = await record(id);
      return lock !== null && (await liveWorkerLocks(direct)).has(lock);
    });
    expect(await record(id)).toMatchObject({ state: 'RUNNING', attempts: MAX_JOB_ATTEMPTS });

    expect(await server.jobs.runner.sweep()).toEqual([id]);
    expect(await findOwnJob(direct, ownerId, id)).toMatchObject({
      state: 'FAILURE',
      attempts: MAX_JOB_ATTEMPTS,
      failureReason: JOB_MESSAGES.failedAttempts(MAX_JOB_ATTEMPTS),
    });
  });
});

async function waitUntilUp(): Promise<void> {
  while (proxy.isDown()) await delay(50);
}

/** A check's own query may meet a pooled connection the outage cut: that counts as "not yet". */
async function holds(condition: () => Promise<boolean>): Promise<boolean> {
  try {
    return await condition();
  } catch (error) {
    if (isLostDatabaseConnection(error)) return false;
    throw error;
  }
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await holds(condition))) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await delay(100);
  }
}
