import { sql } from 'kysely';
import type { Health } from '@wtt/contract';
import type { DatabaseClient } from '../database/connection.ts';
import { listLiveWorkers } from '../jobs/heartbeatJob.ts';

export interface HealthContext {
  db: DatabaseClient;
  embeddedDatabase: boolean;
  version: string;
  startedAt: number;
}

const DATABASE_TIMEOUT_MS = 3_000;

/** Asks the database for real (a round trip, its version and our newest migration) and the workers' state. */
export async function checkHealth(context: HealthContext): Promise<Health> {
  const base = {
    version: context.version,
    uptimeSeconds: Math.round((Date.now() - context.startedAt) / 1000),
  };
  const started = performance.now();
  try {
    const [serverVersion, schemaVersion] = await withTimeout(
      Promise.all([
        sql<{ server_version: string }>`SHOW server_version`.execute(context.db),
        sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(
          context.db,
        ),
      ]),
      DATABASE_TIMEOUT_MS,
    );
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const workers = await listLiveWorkers(context.db);
    return {
      status: 'ok',
      ...base,
      database: {
        status: 'up',
        embedded: context.embeddedDatabase,
        latencyMs,
        serverVersion: serverVersion.rows[0]?.server_version,
        schemaVersion: schemaVersion.rows[0]?.name,
      },
      jobs: {
        status: workers.length > 0 ? 'up' : 'no-workers',
        workers: workers.map((worker) => ({
          role: worker.role,
          hostname: worker.hostname,
          lastBeatAt: worker.lastBeatAt.toISOString(),
        })),
      },
    };
  } catch (error) {
    return {
      status: 'unavailable',
      ...base,
      database: {
        status: 'down',
        embedded: context.embeddedDatabase,
        error: error instanceof Error ? error.message : 'unknown database error',
      },
      jobs: { status: 'down', workers: [] },
    };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
