import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseClient } from '../database/connection.ts';
import { registerHeartbeatJob, type WorkerIdentity } from './heartbeatJob.ts';
import { createJobRunner, scheduleJobSweep, type JobRunner } from './jobRunner.ts';
import { acquireWorkerLock, type WorkerLock } from './workerLock.ts';

/** pg-boss keeps its own tables in this schema of our database. */
export const JOB_SCHEMA = 'pgboss';

export interface JobQueue {
  readonly boss: PgBoss;
  readonly worker: WorkerIdentity | undefined;
  /** Starts the user's jobs (and, in a worker process, runs them). */
  readonly runner: JobRunner;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  connectionString: string;
  db: DatabaseClient;
  log: Logger;
  /** Run job handlers in this process (role all or worker); a web-only process just sends jobs. */
  runWorkers: boolean;
  worker: WorkerIdentity;
  /** Registers the kinds of user job on the runner (each area contributes its own, e.g. the guide builder). */
  registerKinds: (runner: JobRunner) => Promise<void>;
  /** Pause at each stage boundary of a user job (JOB_STAGE_DELAY_MS); 0 for none. */
  stageDelayMs: number;
}

/** Starts pg-boss on our database; registers the job handlers when this process runs workers. */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: JOB_SCHEMA,
    application_name: 'wtt-jobs',
    max: 4,
    schedule: options.runWorkers,
    supervise: options.runWorkers,
    // Workers listen for new jobs on queues created with notify (code e-mails), instead of polling only.
    useListenNotify: options.runWorkers,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  let workerLock: WorkerLock | undefined;
  try {
    if (options.runWorkers) workerLock = await acquireWorkerLock(options.connectionString, options.log);
    const runner = createJobRunner({
      boss,
      db: options.db,
      log: options.log,
      workerLock,
      stageDelayMs: options.stageDelayMs,
    });
    await options.registerKinds(runner);
    if (options.runWorkers) {
      await registerHeartbeatJob(boss, options.db, options.worker);
      await scheduleJobSweep(runner, boss, options.db);
    }
    return {
      boss,
      worker: options.runWorkers ? options.worker : undefined,
      runner,
      stop: async () => {
        // Running jobs stop at their next report (ending as interrupted), so the graceful stop is short.
        runner.beginShutdown();
        try {
          await boss.stop({ graceful: true, timeout: 10_000, close: true });
        } finally {
          await workerLock?.release();
        }
      },
    };
  } catch (error) {
    await boss.stop({ graceful: false, close: true });
    await workerLock?.release();
    throw error;
  }
}
