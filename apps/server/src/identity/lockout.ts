import { sql } from 'kysely';
import type { RequestContext } from './requestContext.ts';

/**
 * Temporary lockout after repeated failed sign-ins, per account (the normalised e-mail, whether or not an
 * account exists, so the lockout itself reveals nothing). AUTH_LOCKOUT_MAX_FAILURES failures (password or
 * second factor) within AUTH_LOCKOUT_MINUTES lock the account for AUTH_LOCKOUT_MINUTES; while locked every
 * attempt is refused unchecked, the right password included. Kept in PostgreSQL so that it holds across
 * server processes and restarts.
 */
export async function lockedUntil(ctx: RequestContext, account: string): Promise<Date | undefined> {
  const row = await ctx.deps.db
    .selectFrom('identity_login_failure')
    .select('locked_until')
    .where('account', '=', account)
    .executeTakeFirst();
  const until = row?.locked_until ?? null;
  return until !== null && until.getTime() > ctx.now.getTime() ? until : undefined;
}

/** Counts a failure; returns the end of the lockout when this failure started one. */
export async function recordFailedLogin(ctx: RequestContext, account: string): Promise<Date | undefined> {
  const { lockoutMs, lockoutMaxFailures } = ctx.deps.config;
  const windowStart = new Date(ctx.now.getTime() - lockoutMs);
  const row = await ctx.deps.db
    .insertInto('identity_login_failure')
    .values({ account, failures: 1, window_started_at: ctx.now, locked_until: null })
    .onConflict((conflict) =>
      conflict.column('account').doUpdateSet({
        failures: sql<number>`CASE WHEN identity_login_failure.window_started_at < ${windowStart}
          THEN 1 ELSE identity_login_failure.failures + 1 END`,
        window_started_at: sql<Date>`CASE WHEN identity_login_failure.window_started_at < ${windowStart}
          THEN ${ctx.now}::timestamptz ELSE identity_login_failure.window_started_at END`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (row.failures < lockoutMaxFailures) return undefined;
  const until = new Date(ctx.now.getTime() + lockoutMs);
  await ctx.deps.db
    .updateTable('identity_login_failure')
    .set({ locked_until: until, failures: 0, window_started_at: ctx.now })
    .where('account', '=', account)
    .execute();
  return until;
}

export async function clearFailedLogins(ctx: RequestContext, account: string): Promise<void> {
  await ctx.deps.db.deleteFrom('identity_login_failure').where('account', '=', account).execute();
}
