import { sql } from 'kysely';
import type { DatabaseClient } from '../database/connection.ts';

const PRUNE_INTERVAL_MS = 10 * 60_000;
/** Expired flows stay a day so that a late submit still gets "expired, here is a new flow" instead of 404. */
const KEEP_EXPIRED = sql`interval '1 day'`;

let lastPruneAt = 0;

/**
 * Deletes flows (with their codes), sessions and lockout counters that ended more than a day ago. Runs at
 * most every ten minutes per process, from flow creation, so no separate job is needed.
 */
export async function pruneExpiredIdentityData(db: DatabaseClient, now: number = Date.now()): Promise<void> {
  if (now - lastPruneAt < PRUNE_INTERVAL_MS) return;
  lastPruneAt = now;
  await db
    .deleteFrom('identity_flow')
    .where('expires_at', '<', sql<Date>`now() - ${KEEP_EXPIRED}`)
    .execute();
  await db
    .deleteFrom('identity_session')
    .where('expires_at', '<', sql<Date>`now() - ${KEEP_EXPIRED}`)
    .execute();
  await db
    .deleteFrom('identity_login_failure')
    .where('window_started_at', '<', sql<Date>`now() - ${KEEP_EXPIRED}`)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .execute();
}
