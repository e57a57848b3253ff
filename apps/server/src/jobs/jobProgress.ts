import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Transaction } from 'kysely';
import type { DatabaseClient } from '../database/connection.ts';
import type { Database, JobResultValue } from '../database/schema.ts';
import { JOB_MESSAGES, JobStopped } from './jobErrors.ts';

// The worker's side of job records. Every write after the claim is fenced to the attempt that made it
// (`attempts` and state RUNNING), so an attempt the sweep or a newer attempt settled cannot overwrite
// anything: its write matches no row and it stops.

/** Which attempt of which job a worker holds. */
export interface JobFence {
  id: string;
  attempt: number;
}

export interface ClaimedJob {
  ownerId: string;
  input: unknown;
  attempt: number;
}

const now = sql<Date>`now()`;

function heldBy(fence: JobFence) {
  return (eb: ExpressionBuilder<Database, 'text_job'>) =>
    eb.and([eb('id', '=', fence.id), eb('attempts', '=', fence.attempt), eb('state', '=', 'RUNNING')]);
}

/** Percent with one decimal, within 0–100. */
export function toPercent(progress: number): number {
  return Math.round(Math.min(100, Math.max(0, progress)) * 10) / 10;
}

/**
 * Starts an attempt: QUEUED (or RUNNING left by an attempt pg-boss gave up on) becomes RUNNING under
 * this worker's lock. Undefined when the job is finished, cancelled or gone.
 */
export async function claimJob(
  db: DatabaseClient,
  id: string,
  workerLock: number,
  stage: string,
): Promise<ClaimedJob | undefined> {
  const row = await db
    .updateTable('text_job')
    .set((eb) => ({
      state: 'RUNNING',
      attempts: eb('attempts', '+', 1),
      worker_lock: workerLock,
      stage,
      progress: 0,
      started_at: sql<Date>`coalesce(started_at, now())`,
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('state', 'in', ['QUEUED', 'RUNNING'])
    .where('cancelled', '=', false)
    .returning(['owner_id', 'input', 'attempts'])
    .executeTakeFirst();
  return row === undefined ? undefined : { ownerId: row.owner_id, input: row.input, attempt: row.attempts };
}

/** A job cancelled between its sending and its claim ends here (the owner's cancel usually did it). */
export async function failIfCancelledBeforeStart(db: DatabaseClient, id: string): Promise<void> {
  await db
    .updateTable('text_job')
    .set({
      state: 'FAILURE',
      failure_reason: JOB_MESSAGES.cancelled,
      finished_at: now,
      input: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('cancelled', '=', true)
    .where('state', 'in', ['QUEUED', 'RUNNING'])
    .execute();
}

/** Why a fenced write matched nothing: the owner cancelled, or the attempt is no longer this one. */
async function whyNotHeld(db: DatabaseClient, fence: JobFence): Promise<'cancelled' | 'lost'> {
  const row = await db
    .selectFrom('text_job')
    .select(['state', 'attempts', 'cancelled'])
    .where('id', '=', fence.id)
    .executeTakeFirst();
  const held = row?.state === 'RUNNING' && row.attempts === fence.attempt;
  return held && row.cancelled ? 'cancelled' : 'lost';
}

/** A stage boundary: shows the new stage, unless the owner cancelled (then the job stops here). */
export async function enterStage(
  db: DatabaseClient,
  fence: JobFence,
  stage: string,
  progress: number,
): Promise<'ok' | 'cancelled' | 'lost'> {
  const row = await db
    .updateTable('text_job')
    .set({ stage, progress: toPercent(progress), updated_at: now })
    .where(heldBy(fence))
    .where('cancelled', '=', false)
    .returning('id')
    .executeTakeFirst();
  return row === undefined ? whyNotHeld(db, fence) : 'ok';
}

/** Progress within a stage; false when the attempt is no longer this one. */
export async function reportProgress(
  db: DatabaseClient,
  fence: JobFence,
  progress: number,
): Promise<boolean> {
  const row = await db
    .updateTable('text_job')
    .set({ progress: toPercent(progress), updated_at: now })
    .where(heldBy(fence))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Writes the job's result (a guide, say) and SUCCESS in one transaction. */
export type SaveResult = (trx: Transaction<Database>) => Promise<JobResultValue>;

/**
 * Saves the result and marks the job SUCCESS, atomically and only if the owner has not cancelled: the
 * record is locked first, so a cancel either comes before (nothing is saved, the job stops) or waits
 * and then finds the job finished.
 */
export async function completeJob(db: DatabaseClient, fence: JobFence, save: SaveResult): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('text_job')
      .select(['cancelled'])
      .where(heldBy(fence))
      .forUpdate()
      .executeTakeFirst();
    if (row === undefined) throw new JobStopped('lost');
    if (row.cancelled) throw new JobStopped('cancelled');
    const result = await save(trx);
    await trx
      .updateTable('text_job')
      .set({
        state: 'SUCCESS',
        result: JSON.stringify(result),
        progress: 100,
        stage: 'Done',
        input: null,
        finished_at: now,
        updated_at: now,
      })
      .where(heldBy(fence))
      .execute();
  });
}

/** A job that has just ended as FAILURE, as its failure listener learns of it. */
export interface FailedJob {
  id: string;
  ownerId: string;
  kind: string;
  /** The stored input as it was before the failure cleared it (null when it was cleared already). */
  input: unknown;
  reason: string;
}

/** Told inside the transaction that records a failure, so what it writes comes with the failure or not at all. */
export type JobFailureListener = (trx: DatabaseClient, failed: FailedJob) => Promise<void>;

/**
 * Ends the job `id` as FAILURE when `fenced` still holds (the caller's view of it is current); answers
 * whether it did. With a listener, the record is locked, changed and reported in one transaction.
 */
export async function recordJobFailure(
  db: DatabaseClient,
  id: string,
  fenced: (eb: ExpressionBuilder<Database, 'text_job'>) => Expression<SqlBool>,
  reason: string,
  onFailed?: JobFailureListener,
): Promise<boolean> {
  const end = (trx: DatabaseClient) =>
    trx
      .updateTable('text_job')
      .set({ state: 'FAILURE', failure_reason: reason, input: null, finished_at: now, updated_at: now })
      .where('id', '=', id)
      .where(fenced)
      .returning('id')
      .executeTakeFirst();
  if (onFailed === undefined) return (await end(db)) !== undefined;
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('text_job')
      .select(['owner_id', 'kind', 'input'])
      .where('id', '=', id)
      .where(fenced)
      .forUpdate()
      .executeTakeFirst();
    if (before === undefined || (await end(trx)) === undefined) return false;
    await onFailed(trx, { id, ownerId: before.owner_id, kind: before.kind, input: before.input, reason });
    return true;
  });
}

export async function failJob(
  db: DatabaseClient,
  fence: JobFence,
  reason: string,
  onFailed?: JobFailureListener,
): Promise<void> {
  await recordJobFailure(db, fence.id, heldBy(fence), reason, onFailed);
}

/** Back to QUEUED after an error, for pg-boss to retry. */
export async function requeueJob(db: DatabaseClient, fence: JobFence, stage: string): Promise<void> {
  await db
    .updateTable('text_job')
    .set({ state: 'QUEUED', stage, worker_lock: null, updated_at: now })
    .where(heldBy(fence))
    .execute();
}

/**
 * After the worker's lock connection was lost and a new lock taken: its RUNNING jobs carry a key no
 * session holds, which the sweep takes for a dead worker; they get the new key. A job the sweep ended
 * meanwhile stays ended (its attempt stops at its next write).
 */
export async function moveRunningJobsToLock(
  db: DatabaseClient,
  previousKeys: readonly number[],
  key: number,
): Promise<number> {
  if (previousKeys.length === 0) return 0;
  const result = await db
    .updateTable('text_job')
    .set({ worker_lock: key, updated_at: now })
    .where('state', '=', 'RUNNING')
    .where('worker_lock', 'in', [...previousKeys])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
