import type { Generated } from 'kysely';

/** Liveness of each worker process, written by the heartbeat job and read by the health check. */
export interface WorkerHeartbeatTable {
  worker_id: string;
  hostname: string;
  pid: number;
  role: string;
  beats: Generated<number>;
  last_beat_at: Generated<Date>;
}

/** The tables of our own schema, as Kysely sees them. */
export interface Database {
  worker_heartbeat: WorkerHeartbeatTable;
}
