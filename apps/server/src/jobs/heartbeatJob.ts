import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { DatabaseClient } from '../database/connection.ts';

/** The heartbeat job: each run records that a worker is alive and processing jobs. */
export const HEARTBEAT_QUEUE = 'system-worker-heartbeat';

/** Every minute, so the health check can tell a stalled job system from a live one. */
export const HEARTBEAT_CRON = '* * * * *';

/** A worker is taken as alive when its last heartbeat is at most this old. */
export const HEARTBEAT_STALE_AFTER_SECONDS = 150;

export interface WorkerIdentity {
  id: string;
  hostname: string;
  pid: number;
  role: string;
}

export function describeThisWorker(role: string): WorkerIdentity {
  return {
    id: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    hostname: hostname(),
    pid: process.pid,
    role,
  };
}

export async function recordHeartbeat(db: DatabaseClient, worker: WorkerIdentity): Promise<void> {
  await db
    .insertInto('worker_heartbeat')
    .values({ worker_id: worker.id, hostname: worker.hostname, pid: worker.pid, role: worker.role })
    .onConflict((conflict) =>
      conflict
        .column('worker_id')
        .doUpdateSet({ beats: sql`worker_heartbeat.beats + 1`, last_beat_at: sql`now()` }),
    )
    .execute();
}

/** Creates the queue, subscribes this worker to it, schedules it, and sends one beat at once. */
export async function registerHeartbeatJob(
  boss: PgBoss,
  db: DatabaseClient,
  worker: WorkerIdentity,
): Promise<void> {
  await boss.createQueue(HEARTBEAT_QUEUE, { retryLimit: 0, expireInSeconds: 60 });
  await boss.work(HEARTBEAT_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    await recordHeartbeat(db, worker);
  });
  await boss.schedule(HEARTBEAT_QUEUE, HEARTBEAT_CRON);
  await boss.send(HEARTBEAT_QUEUE, {});
}

export interface LiveWorker {
  role: string;
  hostname: string;
  lastBeatAt: Date;
}

export async function listLiveWorkers(db: DatabaseClient): Promise<LiveWorker[]> {
  const rows = await db
    .selectFrom('worker_heartbeat')
    .select(['role', 'hostname', 'last_beat_at'])
    .where('last_beat_at', '>', sql<Date>`now() - make_interval(secs => ${HEARTBEAT_STALE_AFTER_SECONDS})`)
    .orderBy('last_beat_at', 'desc')
    .execute();
  return rows.map((row) => ({ role: row.role, hostname: row.hostname, lastBeatAt: row.last_beat_at }));
}
