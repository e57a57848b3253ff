import { sql } from 'kysely';
import type { DatabaseClient } from '../database/connection.ts';

/** Expired flows stay a day so that a late submit still gets "expired, here is a new flow" instead of 404. */
const KEEP_EXPIRED = sql`interval '1 day'`;

/** Rows deleted by one run, per kind (a type, not an interface, so that it is a Record of counts). */
export type IdentityPruned = {
  flows: number;
  codes: number;
  sessions: number;
  /** Sign-in lockout rows and the code budgets kept beside them (codeBudget.ts). */
  counters: number;
};

/**
 * Deletes the identity data that ended more than a day ago: flows (their codes go with them), codes of
 * flows that live longer than their codes, sessions, and lockout and code-budget counters whose window
 * started a day ago and that lock nothing now. Run by the housekeeping job (jobs/housekeepingJob.ts), not
 * by requests.
 */
export async function pruneExpiredIdentityData(db: DatabaseClient): Promise<IdentityPruned> {
  const before = sql<Date>`now() - ${KEEP_EXPIRED}`;
  const flows = await db.deleteFrom('identity_flow').where('expires_at', '<', before).executeTakeFirst();
  const codes = await db.deleteFrom('identity_code').where('expires_at', '<', before).executeTakeFirst();
  const sessions = await db
    .deleteFrom('identity_session')
    .where('expires_at', '<', before)
    .executeTakeFirst();
  const counters = await db
    .deleteFrom('identity_login_failure')
    .where('window_started_at', '<', before)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .executeTakeFirst();
  return {
    flows: Number(flows.numDeletedRows),
    codes: Number(codes.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    counters: Number(counters.numDeletedRows),
  };
}
