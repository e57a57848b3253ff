import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './schema.ts';

export type DatabaseClient = Kysely<Database>;

// int8 (bigint) columns hold counters here, never values beyond 2^53: read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function createDatabaseClient(
  connectionString: string,
  poolSize: number,
  log: Logger,
): DatabaseClient {
  const pool = new pg.Pool({ connectionString, max: poolSize, application_name: 'wtt-server' });
  // An idle client can lose its connection (database restart); pg reports it here instead of crashing us.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection failed'));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
