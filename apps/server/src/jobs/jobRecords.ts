import { sql, type Selectable } from 'kysely';
import type { Job } from '@wtt/contract';
import type { DatabaseClient } from '../database/connection.ts';
import type { JobState, TextJobTable } from '../database/schema.ts';
import { JOB_MESSAGES } from './jobErrors.ts';

// The owner's side of job records: create (with the job runner), read, cancel.

const VIEW_COLUMNS = [
  'id',
  'kind',
  'state',
  'progress',
  'stage',
  'result',
  'cancelled',
  'failure_reason',
  'attempts',
] as const;

type JobViewRow = Pick<Selectable<TextJobTable>, (typeof VIEW_COLUMNS)[number]>;

export function toJob(row: JobViewRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    progress: row.progress,
    stage: row.stage,
    result: row.result,
    cancelled: row.cancelled,
    failureReason: row.failure_reason,
    attempts: row.attempts,
  };
}

export interface NewJobRecord {
  id: string;
  ownerId: string;
  kind: string;
  input: unknown;
  stage: string;
}

export async function insertJobRecord(db: DatabaseClient, job: NewJobRecord): Promise<void> {
  await db
    .insertInto('text_job')
    .values({
      id: job.id,
      owner_id: job.ownerId,
      kind: job.kind,
      state: 'QUEUED',
      stage: job.stage,
      input: JSON.stringify(job.input),
    })
    .execute();
}

/** The owner's job `id`; undefined for an unknown id and for another user's job alike. */
export async function findOwnJob(db: DatabaseClient, ownerId: string, id: string): Promise<Job | undefined> {
  const row = await db
    .selectFrom('text_job')
    .select(VIEW_COLUMNS)
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row === undefined ? undefined : toJob(row);
}

export type CancelOutcome = { cancelled: Job } | { finished: Job } | 'missing';

/**
 * Asks the owner's job to stop. A queued job has not started, so it ends at once; a running one stops
 * at its next stage boundary (the worker sees the flag). A finished job cannot be cancelled.
 */
export async function cancelOwnJob(db: DatabaseClient, ownerId: string, id: string): Promise<CancelOutcome> {
  const queued = sql<boolean>`state = 'QUEUED'`;
  const row = await db
    .updateTable('text_job')
    .set({
      cancelled: true,
      state: sql<JobState>`CASE WHEN ${queued} THEN 'FAILURE' ELSE state END`,
      failure_reason: sql<
        string | null
      >`CASE WHEN ${queued} THEN ${JOB_MESSAGES.cancelled} ELSE failure_reason END`,
      finished_at: sql<Date | null>`CASE WHEN ${queued} THEN now() ELSE finished_at END`,
      input: sql<string | null>`CASE WHEN ${queued} THEN NULL ELSE input END`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('state', 'in', ['QUEUED', 'RUNNING'])
    .returning(VIEW_COLUMNS)
    .executeTakeFirst();
  if (row !== undefined) return { cancelled: toJob(row) };
  const existing = await findOwnJob(db, ownerId, id);
  return existing === undefined ? 'missing' : { finished: existing };
}

/** Whether the owner has asked job `id` to stop (a worker waiting on something slow looks now and then). */
export async function isJobCancelled(db: DatabaseClient, id: string): Promise<boolean> {
  const row = await db.selectFrom('text_job').select('cancelled').where('id', '=', id).executeTakeFirst();
  return row?.cancelled !== false;
}

/** How many of the owner's jobs of `kind` are waiting or running. */
export async function countUnfinishedJobs(
  db: DatabaseClient,
  ownerId: string,
  kind: string,
): Promise<number> {
  const row = await db
    .selectFrom('text_job')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .where('state', 'in', ['QUEUED', 'RUNNING'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
