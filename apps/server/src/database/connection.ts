import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { watchPoolConnections } from './connectionWatch.ts';
import { discardLostConnections } from './discardLostConnections.ts';
import type { Database } from './schema.ts';

export type DatabaseClient = Kysely<Database>;

// int8 (bigint) columns hold counters here, never values beyond 2^53: read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function createDatabaseClient(
  connectionString: string,
  poolSize: number,
  log: Logger,
): DatabaseClient {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    application_name: 'wtt-server',
    // Every connection, idle or checked out, has a listener for its whole life: a lost one fails the
    // query it carried, never the process.
    onConnect: watchPoolConnections(log, 'wtt-server'),
  });
  // pg-pool also reports a lost idle connection here (and drops it); the connection's own listener has
  // logged it already, and without a listener here the pool's 'error' event would end the process.
  pool.on('error', (error) => log.debug({ err: error }, 'idle database connection dropped from the pool'));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: discardLostConnections(pool) }) });
}
