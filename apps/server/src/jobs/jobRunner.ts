import { randomUUID } from 'node:crypto';
import { fromKysely, type PgBoss } from 'pg-boss';
import type { Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseClient } from '../database/connection.ts';
import type { Database } from '../database/schema.ts';
import { isLostDatabaseConnection } from '../database/lostConnection.ts';
import { retryOnLostConnection } from '../database/retryOnLostConnection.ts';
import { deleteOldFinishedJobs, failInterruptedJobs } from './interruptedJobs.ts';
import { JOB_MESSAGES, JobStopped, permanentFailureReason } from './jobErrors.ts';
import { assertJobKindName, jobQueueName, type JobKind } from './jobKind.ts';
import {
  claimJob,
  completeJob,
  failIfCancelledBeforeStart,
  failJob,
  requeueJob,
  type JobFailureListener,
  type JobFence,
} from './jobProgress.ts';
import { recordFailedAttempt } from './failedAttempt.ts';
import { insertJobRecord } from './jobRecords.ts';
import { createRunningJob } from './runningJob.ts';
import type { WorkerLock } from './workerLock.ts';

/** A job is tried this often in all (pg-boss retries it after an error), then it ends as FAILURE. */
export const MAX_JOB_ATTEMPTS = 3;

/** Seconds pg-boss waits before a retry. */
const RETRY_DELAY_SECONDS = 2;

/** pg-boss takes a job as lost when its handler runs longer than this (a builder job takes seconds). */
const JOB_EXPIRE_SECONDS = 15 * 60;

/** Workers look for new jobs this often (pg-boss's smallest interval): a started job begins at once. */
const POLLING_INTERVAL_SECONDS = 0.5;

export const SWEEP_QUEUE = 'wtt-job-sweep';
const SWEEP_CRON = '* * * * *';

const RETRY_STAGE = 'Waiting to retry after an error';

/** Starts jobs: the text routes see only this. */
export interface JobStarter {
  /**
   * Creates the job's record (QUEUED) and its pg-boss job in one transaction; answers the job id. Inside
   * the caller's transaction `trx` when given, so the job exists exactly when what it answers does.
   */
  enqueue(ownerId: string, kind: string, input: unknown, trx?: Transaction<Database>): Promise<string>;
}

export interface JobRunner extends JobStarter {
  /** Makes a kind known (its queue); in a worker process also runs its jobs. */
  register<Input>(kind: JobKind<Input>): Promise<void>;
  /** Ends jobs interrupted by a dead worker (docs/decisions.md "Jobs"); answers their ids. */
  sweep(): Promise<string[]>;
  /** From now on, running jobs stop at their next report as interrupted; call before pg-boss stops. */
  beginShutdown(): void;
}

export interface JobRunnerOptions {
  boss: PgBoss;
  db: DatabaseClient;
  log: Logger;
  /** Held while this process runs workers; undefined in a web-only process (it only sends jobs). */
  workerLock: WorkerLock | undefined;
  stageDelayMs: number;
}

/** A kind's onFailed as the failure writes call it: with the stored input read again by the kind. */
function failureListener<Input>(kind: JobKind<Input>): JobFailureListener | undefined {
  if (kind.onFailed === undefined) return undefined;
  return async (trx, failed) => {
    await kind.onFailed?.(trx, {
      jobId: failed.id,
      ownerId: failed.ownerId,
      input: kind.input.safeParse(failed.input).data,
      reason: failed.reason,
    });
  };
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { boss, db, log, workerLock } = options;
  const kinds = new Map<string, JobKind<unknown>>();
  let stopping = false;

  async function execute<Input>(kind: JobKind<Input>, id: string): Promise<void> {
    if (workerLock === undefined) return;
    // Fetched while this process shuts down: leave the job to pg-boss's retry, for a worker that stays.
    if (stopping) throw new Error('this worker is shutting down; the job is left for another worker');
    const claimed = await claimJob(db, id, workerLock.key(), kind.firstStage);
    if (claimed === undefined) {
      await failIfCancelledBeforeStart(db, id);
      return;
    }
    const fence: JobFence = { id, attempt: claimed.attempt };
    const jobLog = log.child({ jobId: id, kind: kind.kind, attempt: claimed.attempt });
    const input = kind.input.safeParse(claimed.input);
    if (!input.success) {
      jobLog.error({ issues: input.error.issues }, 'a job’s stored input does not fit its kind');
      await failJob(db, fence, JOB_MESSAGES.unreadableInput, failureListener(kind));
      return;
    }
    try {
      const job = createRunningJob({
        db,
        fence,
        ownerId: claimed.ownerId,
        input: input.data,
        isStopping: () => stopping,
        stageDelayMs: options.stageDelayMs,
      });
      await completeJob(db, fence, await kind.run(job));
    } catch (error) {
      await settleFailure(fence, error, jobLog, failureListener(kind));
    }
  }

  /**
   * Records how an attempt ended; rethrows (for pg-boss to retry) only when attempts remain. The record
   * writes are fenced, so they are tried again when the connection was lost; when one still fails, the
   * record stays RUNNING: a retry claims it again, and after the last attempt the sweep ends it.
   */
  async function settleFailure(
    fence: JobFence,
    error: unknown,
    jobLog: Logger,
    onFailed: JobFailureListener | undefined,
  ): Promise<void> {
    const settle = (write: () => Promise<void>): Promise<void> =>
      retryOnLostConnection(write, {
        onRetry: (writeError) =>
          jobLog.warn({ err: writeError }, 'could not record how the attempt ended; trying again'),
      });
    if (error instanceof JobStopped) {
      if (error.reason === 'cancelled') await settle(() => failJob(db, fence, JOB_MESSAGES.cancelled));
      if (error.reason === 'shutdown') {
        await settle(() => failJob(db, fence, JOB_MESSAGES.interrupted, onFailed));
      }
      return;
    }
    const permanent = permanentFailureReason(error);
    if (permanent !== undefined) {
      await settle(() => failJob(db, fence, permanent, onFailed));
      return;
    }
    // A lost connection is expected now and then (a restart, a failover); anything else is a bug to see.
    jobLog[isLostDatabaseConnection(error) ? 'warn' : 'error']({ err: error }, 'a job attempt failed');
    if (fence.attempt < MAX_JOB_ATTEMPTS) {
      await settle(() => requeueJob(db, fence, RETRY_STAGE)).catch((writeError: unknown) => {
        jobLog.warn(
          { err: writeError },
          'could not set the job back to QUEUED; its retry claims it as it is',
        );
      });
      throw error;
    }
    await settle(() => failJob(db, fence, JOB_MESSAGES.failedAttempts(fence.attempt), onFailed));
  }

  return {
    async register(kind) {
      assertJobKindName(kind.kind);
      const queue = jobQueueName(kind.kind);
      await boss.createQueue(queue, {
        retryLimit: MAX_JOB_ATTEMPTS - 1,
        retryDelay: RETRY_DELAY_SECONDS,
        expireInSeconds: JOB_EXPIRE_SECONDS,
      });
      kinds.set(kind.kind, kind);
      if (workerLock === undefined) return;
      await boss.work(
        queue,
        { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS, localConcurrency: kind.concurrency ?? 1 },
        async ([job]) => {
          if (job === undefined) return;
          try {
            await execute(kind, job.id);
          } catch (error) {
            await recordFailedAttempt(boss, queue, job, error, log);
            throw error;
          }
        },
      );
    },

    async enqueue(ownerId, kindName, input, outer) {
      const kind = kinds.get(kindName);
      if (kind === undefined) throw new Error(`unknown job kind "${kindName}"`);
      // The route checked the input already; a mismatch here is a programming error, caught before storing.
      kind.input.parse(input);
      const id = randomUUID();
      const create = async (trx: Transaction<Database>) => {
        await insertJobRecord(trx, { id, ownerId, kind: kindName, input, stage: kind.firstStage });
        await boss.send(jobQueueName(kindName), {}, { id, db: fromKysely(trx) });
      };
      await (outer === undefined ? db.transaction().execute(create) : create(outer));
      return id;
    },

    sweep: () =>
      failInterruptedJobs(db, boss, log, (kindName) => {
        const kind = kinds.get(kindName);
        return kind === undefined ? undefined : failureListener(kind);
      }),

    beginShutdown() {
      stopping = true;
    },
  };
}

/**
 * In a worker process: ends jobs that a dead worker left (now and every minute) and deletes old
 * finished records. Call after the kinds are registered, so queued jobs of every kind are recognised.
 */
export async function scheduleJobSweep(runner: JobRunner, boss: PgBoss, db: DatabaseClient): Promise<void> {
  await boss.createQueue(SWEEP_QUEUE, { retryLimit: 0, expireInSeconds: 60 });
  await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    await runner.sweep();
    await deleteOldFinishedJobs(db);
  });
  await boss.schedule(SWEEP_QUEUE, SWEEP_CRON);
  await runner.sweep();
}
