import { sql } from 'kysely';
import type { DatabaseClient } from '../database/connection.ts';
import type { RequestContext } from './requestContext.ts';

/**
 * Temporary lockout after repeated failed sign-ins, per account (the normalised e-mail, whether or not an
 * account exists, so the lockout itself reveals nothing). AUTH_LOCKOUT_MAX_FAILURES failures (password or
 * second factor) within AUTH_LOCKOUT_MINUTES lock the account for AUTH_LOCKOUT_MINUTES; while locked every
 * attempt is refused unchecked, the right password included. Kept in PostgreSQL so that it holds across
 * server processes and restarts.
 *
 * An attempt is counted before it is checked (claimLoginAttempt), in one atomic statement: checking first and
 * counting afterwards let a parallel burst verify far more than the limit, because every request saw the
 * account still unlocked. A success clears the count; a check that turns out not to be a guess (an empty
 * field) gives its attempt back.
 */
async function lockedUntil(
  ctx: RequestContext,
  account: string,
  db: DatabaseClient,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('identity_login_failure')
    .select('locked_until')
    .where('account', '=', account)
    .executeTakeFirst();
  const until = row?.locked_until ?? null;
  return until !== null && until.getTime() > ctx.now.getTime() ? until : undefined;
}

export type AttemptClaim = { allowed: true; attempt: number } | { allowed: false; lockedUntil: Date };

/**
 * Counts one attempt for the account and says whether it may be checked: refused while locked, and an
 * attempt beyond the budget starts the lock itself (a parallel burst cannot outrun the failure count).
 */
export async function claimLoginAttempt(ctx: RequestContext, account: string): Promise<AttemptClaim> {
  const { lockoutMs, lockoutMaxFailures } = ctx.deps.config;
  const now = ctx.now;
  const windowStart = new Date(now.getTime() - lockoutMs);
  const until = new Date(now.getTime() + lockoutMs);
  const { rows } = await sql<{ failures: number; locked_until: Date | null }>`
    INSERT INTO identity_login_failure AS f (account, failures, window_started_at, locked_until)
    VALUES (${account}, 1, ${now}::timestamptz, NULL)
    ON CONFLICT (account) DO UPDATE SET
      failures = CASE
        WHEN f.locked_until > ${now}::timestamptz THEN f.failures
        WHEN f.window_started_at < ${windowStart}::timestamptz THEN 1
        ELSE f.failures + 1 END,
      window_started_at = CASE
        WHEN f.locked_until > ${now}::timestamptz THEN f.window_started_at
        WHEN f.window_started_at < ${windowStart}::timestamptz THEN ${now}::timestamptz
        ELSE f.window_started_at END,
      locked_until = CASE
        WHEN f.locked_until > ${now}::timestamptz THEN f.locked_until
        WHEN f.window_started_at >= ${windowStart}::timestamptz AND f.failures + 1 > ${lockoutMaxFailures}::int
          THEN ${until}::timestamptz
        ELSE NULL END
    RETURNING failures, locked_until`.execute(ctx.deps.db);
  const row = rows[0];
  if (row === undefined) throw new Error('the login attempt could not be counted');
  if (row.locked_until !== null && row.locked_until.getTime() > now.getTime()) {
    return { allowed: false, lockedUntil: row.locked_until };
  }
  return { allowed: true, attempt: row.failures };
}

/**
 * The claimed attempt failed; returns the end of the lockout when it used up the budget (the answer then
 * says "too many attempts" rather than "invalid credentials").
 */
export async function recordFailedLogin(
  ctx: RequestContext,
  account: string,
  claim: { attempt: number },
): Promise<Date | undefined> {
  const { lockoutMs, lockoutMaxFailures } = ctx.deps.config;
  if (claim.attempt < lockoutMaxFailures) return undefined;
  const until = new Date(ctx.now.getTime() + lockoutMs);
  await ctx.deps.db
    .updateTable('identity_login_failure')
    .set({ locked_until: until, failures: 0, window_started_at: ctx.now })
    .where('account', '=', account)
    .execute();
  return until;
}

/** Gives back an attempt that checked nothing (an empty code, no second factor to check against). */
export async function releaseLoginAttempt(ctx: RequestContext, account: string): Promise<void> {
  await ctx.deps.db
    .updateTable('identity_login_failure')
    .set({ failures: sql<number>`greatest(failures - 1, 0)` })
    .where('account', '=', account)
    .execute();
}

/**
 * After a success, in the transaction that signs the browser in (`db`): clears the account's count and
 * answers undefined, or, when a parallel failure locked the account while this attempt was being checked,
 * keeps the lock and answers its end (the sign-in is then refused). The delete holds the row until that
 * transaction ends, so a failure that comes meanwhile waits for the sign-in and counts afresh after it.
 */
export async function clearFailedLogins(
  ctx: RequestContext,
  account: string,
  db: DatabaseClient = ctx.deps.db,
): Promise<Date | undefined> {
  const cleared = await db
    .deleteFrom('identity_login_failure')
    .where('account', '=', account)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', ctx.now)]))
    .returning('account')
    .executeTakeFirst();
  // The attempt was counted in a row of its own, so only a lock (or a parallel success) leaves none.
  return cleared === undefined ? lockedUntil(ctx, account, db) : undefined;
}

/** Recovery by e-mail proves the owner: the lock is lifted outright. */
export async function liftLockout(ctx: RequestContext, account: string): Promise<void> {
  await ctx.deps.db.deleteFrom('identity_login_failure').where('account', '=', account).execute();
}
