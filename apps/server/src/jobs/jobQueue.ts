import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseClient } from '../database/connection.ts';
import { registerHeartbeatJob, type WorkerIdentity } from './heartbeatJob.ts';

/** pg-boss keeps its own tables in this schema of our database. */
export const JOB_SCHEMA = 'pgboss';

export interface JobQueue {
  readonly boss: PgBoss;
  readonly worker: WorkerIdentity | undefined;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  connectionString: string;
  db: DatabaseClient;
  log: Logger;
  /** Run job handlers in this process (role all or worker); a web-only process just sends jobs. */
  runWorkers: boolean;
  worker: WorkerIdentity;
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
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  if (options.runWorkers) await registerHeartbeatJob(boss, options.db, options.worker);
  return {
    boss,
    worker: options.runWorkers ? options.worker : undefined,
    stop: () => boss.stop({ graceful: true, timeout: 10_000, close: true }),
  };
}
