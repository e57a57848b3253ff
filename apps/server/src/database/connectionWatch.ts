import type pg from 'pg';
import type { Logger } from 'pino';

/**
 * Gives a database client an 'error' listener for its whole life. node-postgres emits 'error' on a
 * client whose connection breaks, also after the query it carried has already failed, and an 'error'
 * event without a listener ends the process. pg-pool listens only while a client is idle (it takes its
 * listener off a checked-out client) and Kysely adds none, so a connection cut under a transaction
 * used to crash the server. With this, the query fails and the process lives on; the pool drops the
 * broken client when it is released.
 */
export function watchConnection(client: pg.ClientBase, log: Logger, name: string): void {
  let reported = false;
  client.on('error', (error) => {
    // One break often emits twice (the server's FATAL message, then the socket's end): warn once.
    if (reported) {
      log.debug({ err: error, connection: name }, 'database connection error after it was lost');
      return;
    }
    reported = true;
    log.warn({ err: error, connection: name }, 'database connection lost');
  });
}

/** pg-pool's `onConnect` hook that watches every connection the pool makes (see watchConnection). */
export function watchPoolConnections(log: Logger, name: string): (client: pg.ClientBase) => void {
  return (client) => watchConnection(client, log, name);
}
