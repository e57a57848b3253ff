import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { watchPoolConnections } from '../database/connectionWatch.ts';
import { isLostDatabaseConnection } from '../database/lostConnection.ts';
import type { DatabaseClient } from '../database/connection.ts';
import { registerHeartbeatJob, type WorkerIdentity } from './heartbeatJob.ts';
import { registerHousekeepingJob, type HousekeepingTask } from './housekeepingJob.ts';
import { moveRunningJobsToLock } from './jobProgress.ts';
import { createJobRunner, scheduleJobSweep, type JobRunner } from './jobRunner.ts';
import { acquireWorkerLock, type WorkerLock } from './workerLock.ts';

/** pg-boss keeps its own tables in this schema of our database. */
export const JOB_SCHEMA = 'pgboss';

/** pg-boss's own pool: its application_name (as pg_stat_activity shows it) and size. */
const JOB_POOL_NAME = 'wtt-jobs';
const JOB_POOL_SIZE = 4;

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
  /** What the scheduled housekeeping job deletes (each area contributes its own expired data). */
  housekeeping: readonly HousekeepingTask[];
}

/** Starts pg-boss on our database; registers the job handlers when this process runs workers. */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  // pg-boss hands its options to its pg.Pool as they are, so pg-pool's hook reaches its connections too
  // (its types do not list the pool's options). pg-boss runs single queries through pool.query, which
  // listens while the query runs, but a listener for the whole life costs nothing and does not depend
  // on how pg-boss uses its pool.
  const poolOptions: pg.PoolConfig = { onConnect: watchPoolConnections(options.log, JOB_POOL_NAME) };
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: JOB_SCHEMA,
    application_name: JOB_POOL_NAME,
    max: JOB_POOL_SIZE,
    schedule: options.runWorkers,
    supervise: options.runWorkers,
    // Workers listen for new jobs on queues created with notify (code e-mails), instead of polling only.
    useListenNotify: options.runWorkers,
    ...poolOptions,
  });
  boss.on('error', (error) => {
    // A lost connection fails one poll or write; pg-boss tries again at its next turn.
    const level = isLostDatabaseConnection(error) ? 'warn' : 'error';
    options.log[level]({ err: error }, 'job queue error');
  });
  await boss.start();
  let workerLock: WorkerLock | undefined;
  try {
    if (options.runWorkers) {
      workerLock = await acquireWorkerLock(
        options.connectionString,
        options.log,
        async (previousKeys, key) => {
          const moved = await moveRunningJobsToLock(options.db, previousKeys, key);
          if (moved > 0) options.log.info({ jobs: moved }, 'running jobs moved to the new worker lock');
        },
      );
    }
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
      await registerHousekeepingJob(boss, options.housekeeping, options.log);
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
