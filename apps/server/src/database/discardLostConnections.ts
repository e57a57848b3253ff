import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { isLostDatabaseConnection } from './lostConnection.ts';

/**
 * The pool as Kysely sees it, except that a connection whose query met a lost connection is destroyed
 * when Kysely releases it, not put back. A terminated backend sends its error before its socket closes,
 * and Kysely releases the client in between: pg-pool still took it for healthy and handed it to the next
 * request, which then failed too.
 */
export function discardLostConnections(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<PostgresPoolClient, PostgresPoolClient>();
  return {
    options: pool.options,
    async connect() {
      const client: PostgresPoolClient = await pool.connect();
      let watched = clients.get(client);
      if (watched === undefined) {
        watched = watchQueries(client);
        clients.set(client, watched);
      }
      return watched;
    },
    end: () => pool.end(),
  };
}

function watchQueries(client: PostgresPoolClient): PostgresPoolClient {
  let lost = false;
  function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: readonly unknown[] = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor);
    return client.query<R>(sqlOrCursor, parameters).catch((error: unknown) => {
      if (isLostDatabaseConnection(error)) lost = true;
      throw error;
    });
  }
  return {
    query,
    // true: pg-pool ends the client instead of keeping it.
    release: (destroy) => client.release(lost || destroy === true),
  };
}
