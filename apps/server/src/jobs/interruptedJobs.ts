import { sql, type ExpressionBuilder } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseClient } from '../database/connection.ts';
import type { Database } from '../database/schema.ts';
import { isLostDatabaseConnection } from '../database/lostConnection.ts';
import { JOB_MESSAGES } from './jobErrors.ts';
import { jobQueueName } from './jobKind.ts';
import { recordJobFailure, type JobFailureListener } from './jobProgress.ts';
import { liveWorkerLocks } from './workerLock.ts';

/** Finished job records are kept this long for their owner to read, then deleted. */
export const FINISHED_JOB_RETENTION_DAYS = 30;

const PENDING_BOSS_STATES = new Set(['created', 'retry', 'active']);

interface UnfinishedJob {
  id: string;
  kind: string;
  state: 'QUEUED' | 'RUNNING';
  worker_lock: number | null;
  attempts: number;
}

/**
 * Ends the jobs nobody will finish, as FAILURE with a reason (docs/decisions.md "Jobs"): RUNNING under
 * a worker lock nobody holds (its process died); RUNNING under a live lock but without a pg-boss job that
 * could still run it (the last attempt failed and so did the write that would have said so, for example
 * because the database connection was lost); QUEUED without such a pg-boss job. Runs when a worker starts
 * and every minute after; the writes are fenced to what was read, so a job that moved on meanwhile is
 * left alone. Each failure is reported to its kind's listener (`listenerFor`). Returns the ids it ended.
 */
export async function failInterruptedJobs(
  db: DatabaseClient,
  boss: PgBoss,
  log: Logger,
  listenerFor: (kind: string) => JobFailureListener | undefined = () => undefined,
): Promise<string[]> {
  const unfinished = (await db
    .selectFrom('text_job')
    .select(['id', 'kind', 'state', 'worker_lock', 'attempts'])
    .where('state', 'in', ['QUEUED', 'RUNNING'])
    .execute()) as UnfinishedJob[];
  if (unfinished.length === 0) return [];
  const live = await liveWorkerLocks(db);
  const ended: string[] = [];
  for (const job of unfinished) {
    const reason = await abandonedBecause(job, live, boss);
    if (reason === undefined) continue;
    const stillAsRead = (eb: ExpressionBuilder<Database, 'text_job'>) =>
      eb.and([
        eb('state', '=', job.state),
        eb('attempts', '=', job.attempts),
        sql<boolean>`worker_lock IS NOT DISTINCT FROM ${job.worker_lock}`,
      ]);
    if (!(await recordJobFailure(db, job.id, stillAsRead, reason, listenerFor(job.kind)))) continue;
    ended.push(job.id);
    // pg-boss would hand the dead attempt out again once it expires; the record is final now.
    await boss.cancel(jobQueueName(job.kind), job.id).catch((error: unknown) => {
      log.warn({ err: error, jobId: job.id }, 'could not cancel the pg-boss job of an interrupted job');
    });
  }
  if (ended.length > 0) log.warn({ jobIds: ended }, 'jobs nobody would finish ended as FAILURE');
  return ended;
}

/** The failure reason for a job nobody will finish, or undefined while someone still may. */
async function abandonedBecause(
  job: UnfinishedJob,
  live: Set<number>,
  boss: PgBoss,
): Promise<string | undefined> {
  if (job.state === 'RUNNING' && (job.worker_lock === null || !live.has(job.worker_lock))) {
    return JOB_MESSAGES.interrupted;
  }
  if (await hasPendingBossJob(boss, job)) return undefined;
  // A live worker's attempt that pg-boss will not run again: its failure was not recorded.
  return job.state === 'RUNNING' ? JOB_MESSAGES.failedAttempts(job.attempts) : JOB_MESSAGES.interrupted;
}

async function hasPendingBossJob(boss: PgBoss, job: UnfinishedJob): Promise<boolean> {
  try {
    const [found] = await boss.findJobs(jobQueueName(job.kind), { id: job.id });
    return found !== undefined && PENDING_BOSS_STATES.has(found.state);
  } catch (error) {
    // Not knowing is no answer: the sweep stops and runs again in a minute.
    if (isLostDatabaseConnection(error)) throw error;
    // No queue for this kind (any more): nothing will run the job.
    return false;
  }
}

/** Deletes job records finished more than `days` ago. */
export async function deleteOldFinishedJobs(
  db: DatabaseClient,
  days: number = FINISHED_JOB_RETENTION_DAYS,
): Promise<number> {
  const result = await db
    .deleteFrom('text_job')
    .where('finished_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
