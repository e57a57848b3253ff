/**
 * The one test of "the database connection was lost, or none could be made": the query or the job
 * attempt that met it failed, and trying again a moment later usually works (a restart, a failover, an
 * operator's pg_terminate_backend). HTTP answers it with 503, jobs retry it.
 */
export function isLostDatabaseConnection(error: unknown): boolean {
  // A few levels of `cause`: pg-pool wraps its connection timeout around the error it met.
  for (let current = error, depth = 0; isObject(current) && depth < 4; current = current.cause, depth++) {
    if (matches(current)) return true;
  }
  return false;
}

/** What our answers say when it happens (the HTTP errors of both shapes). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database could not be reached. Please try again in a moment.';

/** SQLSTATEs of a connection the server ended or would not accept. */
const LOST_CONNECTION_STATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections: none could be made now; one may be free a moment later
]);

/** Socket errors (Node) of a connection that could not be made or broke. */
const LOST_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET']);

/** Messages of node-postgres (pg, pg-pool) for a connection that ended under a client. */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated', // "… unexpectedly", "… due to connection timeout"
  'Client has encountered a connection error and is not queryable',
];

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function matches(error: ErrorLike): boolean {
  const { code, message } = error;
  if (typeof code === 'string') {
    // Class 08 is "connection exception" (08000, 08003, 08006, 08001, 08004, …).
    if (code.startsWith('08') && code.length === 5) return true;
    if (LOST_CONNECTION_STATES.has(code) || LOST_SOCKET_CODES.has(code)) return true;
  }
  // node-postgres raises these as plain Errors (pg-boss passes them on as plain objects, without a name);
  // an error of our own (HttpError, JobFailure) with such words is something else.
  const plain = error.name === undefined || error.name === 'Error';
  if (
    plain &&
    typeof message === 'string' &&
    LOST_CONNECTION_MESSAGES.some((text) => message.startsWith(text))
  ) {
    return true;
  }
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  return Array.isArray(error.errors) && error.errors.some((inner) => isObject(inner) && matches(inner));
}

function isObject(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null;
}
