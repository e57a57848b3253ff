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

/**
 * Told when the lock was lost and taken again under a new key, with every key this process held before
 * (jobs claimed while the lock was away carry the lost key), to move its running jobs to the new one.
 */
export type OnLockRetaken = (previousKeys: readonly number[], key: number) => Promise<void>;

export async function acquireWorkerLock(
  connectionString: string,
  log: Logger,
  onRetaken: OnLockRetaken = async () => {},
): Promise<WorkerLock> {
  let released = false;
  // Read through a function: it changes while retake() awaits, which TypeScript's narrowing cannot see.
  const isReleased = (): boolean => released;
  /** Keys this process held before the current one. */
  const previousKeys: number[] = [];
  let current = await lockOnNewConnection(connectionString, lost);

  function lost(held: HeldLock, error: unknown): void {
    if (isReleased()) return;
    // Without the lock, other workers take this worker's running jobs as interrupted; take a new one
    // at once and move the running jobs to it (a job the sweep ended meanwhile stops at its next write).
    log.warn({ err: error }, 'the job worker lost its lock connection; taking a new lock');
    void held.client.end().catch(() => undefined);
    previousKeys.push(held.key);
    void retake();
  }

  async function retake(): Promise<void> {
    for (let delayMs = 500; !isReleased(); delayMs = Math.min(delayMs * 2, 30_000)) {
      let next: HeldLock;
      try {
        next = await lockOnNewConnection(connectionString, lost);
      } catch (error) {
        log.warn({ err: error }, 'the job worker could not take its lock; trying again');
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        continue;
      }
      if (isReleased()) {
        await next.client.end().catch(() => undefined);
        return;
      }
      current = next;
      log.info({ key: current.key }, 'the job worker holds a new lock');
      await onRetaken([...previousKeys], current.key).catch((error: unknown) => {
        log.warn({ err: error }, 'could not move the running jobs to the new worker lock');
      });
      return;
    }
  }

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

/**
 * A new connection holding a new lock. Its 'error' listener is there from the start (an 'error' event
 * without one ends the process); once the lock is held, the first error says it is lost.
 */
async function lockOnNewConnection(
  connectionString: string,
  onLost: (held: HeldLock, error: unknown) => void,
): Promise<HeldLock> {
  const client = new pg.Client({ connectionString, application_name: 'wtt-job-worker' });
  let held: HeldLock | undefined;
  let failure: Error | undefined;
  let lost = false;
  client.on('error', (error: Error) => {
    if (held === undefined) {
      // Before the lock is held the connect or the lock query fails with it too (or see below).
      failure ??= error;
    } else if (!lost) {
      // One break can emit twice (the server's FATAL message, then the socket's end): act once.
      lost = true;
      onLost(held, error);
    }
  });
  await client.connect();
  try {
    for (;;) {
      const key = randomInt(1, 2 ** 31 - 1);
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1, $2) AS locked',
        [LOCK_NAMESPACE, key],
      );
      // The connection can break right after the answer, before this line runs: then it holds nothing.
      if (failure !== undefined) throw failure;
      if (rows[0]?.locked === true) {
        held = { client, key };
        return held;
      }
    }
  } catch (error) {
    await client.end().catch(() => undefined);
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
