import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { isLostDatabaseConnection } from '../database/lostConnection.ts';
import { registerScheduledJob } from './scheduledJob.ts';

/** The housekeeping job: deletes what has expired (identity flows, codes, sessions, counters, …). */
export const HOUSEKEEPING_QUEUE = 'wtt-housekeeping';

/** Every ten minutes: expired rows only cost space, and a day's grace is kept before most go. */
export const HOUSEKEEPING_CRON = '*/10 * * * *';

/** One area's clean-up; answers how many rows it deleted, per kind. */
export interface HousekeepingTask {
  name: string;
  run: () => Promise<Record<string, number>>;
}

/**
 * Runs every task, each on its own (one that fails does not keep the others from running), logs what was
 * deleted, and fails the job with the first error so pg-boss records it; the next run comes on schedule.
 */
export async function runHousekeeping(tasks: readonly HousekeepingTask[], log: Logger): Promise<void> {
  const deleted: Record<string, Record<string, number>> = {};
  const errors: unknown[] = [];
  for (const task of tasks) {
    try {
      deleted[task.name] = await task.run();
    } catch (error) {
      errors.push(error);
      const level = isLostDatabaseConnection(error) ? 'warn' : 'error';
      log[level]({ err: error, task: task.name }, 'housekeeping task failed');
    }
  }
  const total = Object.values(deleted)
    .flatMap((counts) => Object.values(counts))
    .reduce((sum, count) => sum + count, 0);
  if (total > 0) log.info({ deleted }, 'housekeeping deleted expired data');
  if (errors.length > 0) throw errors[0];
}

/** The housekeeping job of a worker: every task each ten minutes, and once when the worker starts. */
export async function registerHousekeepingJob(
  boss: PgBoss,
  tasks: readonly HousekeepingTask[],
  log: Logger,
): Promise<void> {
  await registerScheduledJob(boss, {
    queue: HOUSEKEEPING_QUEUE,
    cron: HOUSEKEEPING_CRON,
    expireInSeconds: 300,
    run: () => runHousekeeping(tasks, log),
  });
}
