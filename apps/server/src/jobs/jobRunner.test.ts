import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../test/testServer.ts';
import { deleteOldFinishedJobs } from './interruptedJobs.ts';
import { JOB_MESSAGES, JobFailure } from './jobErrors.ts';
import { jobQueueName, type JobKind } from './jobKind.ts';
import { findOwnJob, insertJobRecord } from './jobRecords.ts';
import { MAX_JOB_ATTEMPTS } from './jobRunner.ts';
import { liveWorkerLocks } from './workerLock.ts';
import type { Job } from '@wtt/contract';

let server: TestServer;
const ownerId = randomUUID();

/** A job kind for these tests: fails its first `failures` attempts, or with `outcome` as told. */
const probeInput = z.object({
  failures: z.number().int(),
  outcome: z.enum(['text', 'list', 'owner-error']).default('text'),
});

const probeKind: JobKind<z.infer<typeof probeInput>> = {
  kind: 'test-probe',
  input: probeInput,
  firstStage: 'Waiting',
  async run(job) {
    await job.stage('Working', 10);
    if (job.attempt <= job.input.failures) throw new Error(`attempt ${job.attempt} breaks`);
    if (job.input.outcome === 'owner-error') throw new JobFailure('The sample glossary is gone.');
    await job.stage('Saving', 90);
    return async () => (job.input.outcome === 'list' ? ['first', 'second'] : `done after ${job.attempt}`);
  },
};

beforeAll(async () => {
  server = await startTestServer();
  await server.db.insertInto('identity').values({ id: ownerId, email: 'jobs@example.com' }).execute();
  await server.jobs.runner.register(probeKind);
});

afterAll(async () => {
  await server.close();
});

async function waitForJob(id: string, accept: (job: Job) => boolean, timeoutMs = 20_000): Promise<Job> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await findOwnJob(server.db, ownerId, id);
    if (job === undefined) throw new Error(`job ${id} is gone`);
    if (accept(job) || Date.now() > deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const finished = (job: Job): boolean => job.state === 'SUCCESS' || job.state === 'FAILURE';

describe('the job runner', () => {
  it('keeps the record and the pg-boss job under one id, created together', async () => {
    const id = await server.jobs.runner.enqueue(ownerId, 'test-probe', { failures: 0 });
    const [bossJob] = await server.jobs.boss.findJobs(jobQueueName('test-probe'), { id });
    expect(bossJob?.id).toBe(id);
    expect(await waitForJob(id, finished)).toMatchObject({
      state: 'SUCCESS',
      result: 'done after 1',
      attempts: 1,
    });
  });

  it("creates the job inside the caller's transaction: a rollback leaves neither record nor pg-boss job", async () => {
    let id = '';
    await expect(
      server.db.transaction().execute(async (trx) => {
        id = await server.jobs.runner.enqueue(ownerId, 'test-probe', { failures: 0 }, trx);
        throw new Error('the caller changes its mind');
      }),
    ).rejects.toThrow('the caller changes its mind');
    expect(id).not.toBe('');
    expect(await findOwnJob(server.db, ownerId, id)).toBeUndefined();
    expect(await server.jobs.boss.findJobs(jobQueueName('test-probe'), { id })).toEqual([]);
    let committed = '';
    await server.db.transaction().execute(async (trx) => {
      committed = await server.jobs.runner.enqueue(ownerId, 'test-probe', { failures: 0 }, trx);
    });
    expect(await waitForJob(committed, finished)).toMatchObject({ state: 'SUCCESS' });
  });

  it('refuses an unknown kind and input that does not fit, storing nothing', async () => {
    const before = await server.db.selectFrom('text_job').select('id').execute();
    await expect(server.jobs.runner.enqueue(ownerId, 'no-such-kind', {})).rejects.toThrow(/unknown job kind/);
    await expect(server.jobs.runner.enqueue(ownerId, 'test-probe', { failures: 'x' })).rejects.toThrow();
    expect(await server.db.selectFrom('text_job').select('id').execute()).toHaveLength(before.length);
  });

  it('retries after an error through pg-boss, counting attempts, and then succeeds', async () => {
    const id = await server.jobs.runner.enqueue(ownerId, 'test-probe', { failures: 1 });
    const waiting = await waitForJob(id, (job) => job.attempts === 1 && job.state === 'QUEUED');
    expect(waiting.stage).toBe('Waiting to retry after an error');
    expect(await waitForJob(id, finished)).toMatchObject({
      state: 'SUCCESS',
      result: 'done after 2',
      attempts: 2,
      failureReason: null,
    });
  });

  it(`ends as FAILURE after ${MAX_JOB_ATTEMPTS} failed attempts, without internals in the reason`, async () => {
    const id = await server.jobs.runner.enqueue(ownerId, 'test-probe', { failures: 99 });
    const job = await waitForJob(id, finished, 30_000);
    expect(job).toMatchObject({
      state: 'FAILURE',
      attempts: MAX_JOB_ATTEMPTS,
      failureReason: JOB_MESSAGES.failedAttempts(MAX_JOB_ATTEMPTS),
      result: null,
    });
    expect(job.failureReason).not.toMatch(/breaks/);
  });

  it('does not retry a failure the owner must fix, and shows its message', async () => {
    const id = await server.jobs.runner.enqueue(ownerId, 'test-probe', {
      failures: 0,
      outcome: 'owner-error',
    });
    expect(await waitForJob(id, finished)).toMatchObject({
      state: 'FAILURE',
      attempts: 1,
      failureReason: 'The sample glossary is gone.',
    });
  });

  it('stores a list result as a list', async () => {
    const id = await server.jobs.runner.enqueue(ownerId, 'test-probe', { failures: 0, outcome: 'list' });
    expect((await waitForJob(id, finished)).result).toEqual(['first', 'second']);
  });

  it('fails a job whose stored input no longer fits its kind, once, with a reason', async () => {
    const id = randomUUID();
    await insertJobRecord(server.db, {
      id,
      ownerId,
      kind: 'test-probe',
      input: { old: true },
      stage: 'Waiting',
    });
    await server.jobs.boss.send(jobQueueName('test-probe'), {}, { id });
    expect(await waitForJob(id, finished)).toMatchObject({
      state: 'FAILURE',
      attempts: 1,
      failureReason: JOB_MESSAGES.unreadableInput,
    });
  });
});

describe('the sweep for interrupted jobs', () => {
  async function record(state: 'QUEUED' | 'RUNNING', workerLock: number | null): Promise<string> {
    const id = randomUUID();
    await insertJobRecord(server.db, { id, ownerId, kind: 'test-probe', input: { failures: 0 }, stage: 'x' });
    await server.db
      .updateTable('text_job')
      .set({ state, worker_lock: workerLock })
      .where('id', '=', id)
      .execute();
    return id;
  }

  it('ends RUNNING jobs of dead workers and QUEUED jobs without a pg-boss job; leaves live ones', async () => {
    const [liveKey] = [...(await liveWorkerLocks(server.db))];
    expect(liveKey).toBeDefined();
    const deadWorker = await record('RUNNING', 424_242);
    const noWorker = await record('RUNNING', null);
    const orphanQueued = await record('QUEUED', null);
    const liveWorker = await record('RUNNING', liveKey ?? 0);
    // Its pg-boss job is still pending (due in an hour, so no worker takes it during the test).
    await server.jobs.boss.send(jobQueueName('test-probe'), {}, { id: liveWorker, startAfter: 3600 });
    // A live worker's, but pg-boss will not run it again: its last attempt's end was not recorded.
    const givenUp = await record('RUNNING', liveKey ?? 0);
    await server.db.updateTable('text_job').set({ attempts: 3 }).where('id', '=', givenUp).execute();

    const ended = await server.jobs.runner.sweep();
    expect(ended.sort()).toEqual([deadWorker, noWorker, orphanQueued, givenUp].sort());
    for (const id of [deadWorker, noWorker, orphanQueued]) {
      expect(await findOwnJob(server.db, ownerId, id)).toMatchObject({
        state: 'FAILURE',
        failureReason: JOB_MESSAGES.interrupted,
      });
    }
    expect(await findOwnJob(server.db, ownerId, givenUp)).toMatchObject({
      state: 'FAILURE',
      failureReason: JOB_MESSAGES.failedAttempts(3),
    });
    expect((await findOwnJob(server.db, ownerId, liveWorker))?.state).toBe('RUNNING');
    await server.jobs.boss.cancel(jobQueueName('test-probe'), liveWorker);
    await server.db.deleteFrom('text_job').where('id', '=', liveWorker).execute();
  });

  it('deletes finished records after the retention period', async () => {
    const old = await record('QUEUED', null);
    await server.db
      .updateTable('text_job')
      .set({ state: 'SUCCESS', finished_at: sql<Date>`now() - interval '31 days'` })
      .where('id', '=', old)
      .execute();
    expect(await deleteOldFinishedJobs(server.db)).toBe(1);
    expect(await findOwnJob(server.db, ownerId, old)).toBeUndefined();
  });
});
