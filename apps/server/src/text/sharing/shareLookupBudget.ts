import { sql } from 'kysely';
import type { DatabaseClient } from '../../database/connection.ts';

const WINDOW_MS = 60_000;
/** Rows whose minute started this long ago are deleted by the housekeeping job (only recent ones matter). */
const KEEP_MS = 60 * 60_000;

export type LookupClaim = { allowed: true; keys: string[] } | { allowed: false; retryAfterSeconds: number };

/**
 * Failed share-code lookups per minute, per user and per client IP, in PostgreSQL so that every server
 * process shares the count. A lookup is counted before the code is checked (a parallel burst cannot check
 * more codes than the budget) and given back when it found a guide, so only failures use up the budget.
 * Over the budget the code is not checked at all.
 */
export async function claimShareLookup(
  db: DatabaseClient,
  who: { userId: string; ip: string },
  maxFailuresPerMinute: number,
  now: Date = new Date(),
): Promise<LookupClaim> {
  const keys = [`user ${who.userId}`, `ip ${who.ip}`];
  let retryAfterMs = 0;
  for (const key of keys) {
    const counted = await countAttempt(db, key, now);
    if (counted.attempts > maxFailuresPerMinute) {
      retryAfterMs = Math.max(retryAfterMs, counted.windowStartedAt.getTime() + WINDOW_MS - now.getTime());
    }
  }
  if (retryAfterMs > 0) {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }
  return { allowed: true, keys };
}

/** The claimed lookup found a guide: it was no failure, so it is given back. */
export async function releaseShareLookup(db: DatabaseClient, claim: { keys: string[] }): Promise<void> {
  await db
    .updateTable('share_code_lookup')
    .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where('key', 'in', claim.keys)
    .execute();
}

/**
 * Deletes the counts of minutes that started over an hour ago (a new minute starts afresh anyway); run by
 * the housekeeping job, not by lookups. Answers how many it deleted.
 */
export async function deleteOldShareLookups(db: DatabaseClient): Promise<number> {
  const deleted = await db
    .deleteFrom('share_code_lookup')
    .where('window_started_at', '<', sql<Date>`now() - make_interval(secs => ${KEEP_MS / 1000})`)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Counts one lookup for `key` in its current minute, atomically. */
async function countAttempt(
  db: DatabaseClient,
  key: string,
  now: Date,
): Promise<{ attempts: number; windowStartedAt: Date }> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const { rows } = await sql<{ attempts: number; window_started_at: Date }>`
    INSERT INTO share_code_lookup AS l (key, attempts, window_started_at)
    VALUES (${key}, 1, ${now}::timestamptz)
    ON CONFLICT (key) DO UPDATE SET
      attempts = CASE WHEN l.window_started_at <= ${windowStart}::timestamptz THEN 1 ELSE l.attempts + 1 END,
      window_started_at = CASE WHEN l.window_started_at <= ${windowStart}::timestamptz
        THEN ${now}::timestamptz ELSE l.window_started_at END
    RETURNING attempts, window_started_at`.execute(db);
  const row = rows[0];
  if (row === undefined) throw new Error('the share-code lookup could not be counted');
  return { attempts: row.attempts, windowStartedAt: row.window_started_at };
}
