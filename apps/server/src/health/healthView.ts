import type { Health } from '@wtt/contract';

/**
 * What anyone may see: whether the server, its database and its job workers work. Versions (of the server,
 * PostgreSQL and the schema), uptime, timings, worker hostnames and the database's error text (which can
 * name hosts and ports) are for the operator: to others they say which known flaws to try, and when.
 */
export function anonymousHealth(health: Health): Health {
  return {
    status: health.status,
    database: { status: health.database.status },
    jobs: { status: health.jobs.status },
  };
}
