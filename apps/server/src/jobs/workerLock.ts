import { randomInt } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseClient } from '../database/connection.ts';

/**
 * First key of the two-key advisory locks that mark live job workers ("wtt" in ASCII), so they cannot
 * collide with other advisory locks on the database.
 */
const LOCK_NAMESPACE = 0x777474;

/**
 * A worker process's proof of life: a session advisory lock held on a connection of its own for as long
 * as the process runs. PostgreSQL releases it the moment that connection ends, however the process
 * ended (even kill -9), so other workers can tell a job left RUNNING by a dead process from one that is
 * still running. The key goes into each job record the worker claims.
 */
export interface WorkerLock {
  /** The current key; a new one after the connection was lost and taken again. */
  key(): number;
  release(): Promise<void>;
}

export async function acquireWorkerLock(connectionString: string, log: Logger): Promise<WorkerLock> {
  let released = false;
  let current = await lockOnNewConnection(connectionString);
  const watch = (held: HeldLock): void => {
    held.client.on('error', (error) => {
      if (released) return;
      // Without the lock, other workers take this worker's running jobs as interrupted; take a new one
      // for the jobs still to come (the running ones notice at their next write and stop).
      log.error({ err: error }, 'the job worker lost its lock connection; taking a new lock');
      void held.client.end().catch(() => undefined);
      void retake();
    });
  };
  const retake = async (): Promise<void> => {
    for (let delayMs = 500; !released; delayMs = Math.min(delayMs * 2, 30_000)) {
      try {
        current = await lockOnNewConnection(connectionString);
        watch(current);
        return;
      } catch (error) {
        log.error({ err: error }, 'the job worker could not take its lock; trying again');
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  };
  watch(current);
  return {
    key: () => current.key,
    release: async () => {
      released = true;
      // Ending the connection releases the lock; a connection that already failed has nothing to release.
      await current.client.end().catch(() => undefined);
    },
  };
}

interface HeldLock {
  client: pg.Client;
  key: number;
}

async function lockOnNewConnection(connectionString: string): Promise<HeldLock> {
  const client = new pg.Client({ connectionString, application_name: 'wtt-job-worker' });
  await client.connect();
  try {
    for (;;) {
      const key = randomInt(1, 2 ** 31 - 1);
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1, $2) AS locked',
        [LOCK_NAMESPACE, key],
      );
      if (rows[0]?.locked === true) return { client, key };
    }
  } catch (error) {
    await client.end();
    throw error;
  }
}

/** The keys of the worker locks held right now on this database: the live workers. */
export async function liveWorkerLocks(db: DatabaseClient): Promise<Set<number>> {
  const { rows } = await sql<{ key: number }>`
    SELECT objid::bigint AS key
    FROM pg_locks
    WHERE locktype = 'advisory'
      AND granted
      AND objsubid = 2
      AND classid::bigint = ${LOCK_NAMESPACE}
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
  `.execute(db);
  return new Set(rows.map((row) => row.key));
}
