import type { PgBoss } from 'pg-boss';

/** A job that runs on a schedule in worker processes (housekeeping, the trial check, share-code expiry). */
export interface ScheduledJob {
  /** The pg-boss queue, e.g. "wtt-trial". */
  queue: string;
  /** When it runs (pg-boss cron, UTC). */
  cron: string;
  /** Longest a run may take before pg-boss takes it as lost. */
  expireInSeconds: number;
  /** One run; it throws to fail the pg-boss job (recorded there; the next run comes on schedule). */
  run: () => Promise<void>;
}

/**
 * Creates the queue, works it in this worker and schedules it (pg-boss sends each cron occurrence once,
 * however many workers schedule it), then asks for one run now, so a worker that runs for less than the
 * interval still does the work. The queue is `stately`: at most one run waits and one runs, across all
 * processes, and a failed run is not retried (the schedule brings the next).
 */
export async function registerScheduledJob(boss: PgBoss, job: ScheduledJob): Promise<void> {
  await boss.createQueue(job.queue, {
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: job.expireInSeconds,
  });
  await boss.work(job.queue, { pollingIntervalSeconds: 2 }, async () => {
    await job.run();
  });
  await boss.schedule(job.queue, job.cron);
  await boss.send(job.queue, {});
}
