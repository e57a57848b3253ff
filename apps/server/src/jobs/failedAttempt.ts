import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { retryOnLostConnection } from '../database/retryOnLostConnection.ts';

/** One attempt of a pg-boss job: the job as pg-boss handed it to the worker. */
export interface JobAttempt {
  id: string;
  retryCount: number;
}

/**
 * Records in pg-boss that this attempt of a job failed, so that pg-boss schedules its retry (or ends
 * it after the last one). pg-boss does the same on its own pool once the handler throws, but only once:
 * when the database connection is lost at that moment, the job stays active until it expires (15
 * minutes) and the owner sees "Waiting to retry" all that time. This write is tried again while the
 * connection is lost. It is fenced to the attempt (state active and its retry count), so whichever of
 * the two writes comes second changes nothing.
 */
export async function recordFailedAttempt(
  boss: PgBoss,
  queue: string,
  attempt: JobAttempt,
  error: unknown,
  log: Logger,
): Promise<void> {
  const output = { message: error instanceof Error ? error.message : String(error) };
  try {
    await retryOnLostConnection(() =>
      boss.fail(queue, { id: attempt.id, retryCount: attempt.retryCount }, output),
    );
  } catch (writeError) {
    log.warn({ err: writeError, jobId: attempt.id }, 'could not record the failed attempt in the job queue');
  }
}
