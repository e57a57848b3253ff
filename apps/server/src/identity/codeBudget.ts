import { sql } from 'kysely';
import type { RequestContext } from './requestContext.ts';

/**
 * Durable per-address budgets for verification and recovery codes. A flow allows 5 code submissions, but
 * flows are free, so without these an attacker could guess a recovery code across ever new flows; the
 * in-memory per-minute limiter is neither durable nor shared between processes. Per address and hour:
 * AUTH_CODE_MAILS_PER_HOUR code e-mails and AUTH_CODE_ATTEMPTS_PER_HOUR code submissions, counted for
 * unknown addresses too. When a budget is used up the flow answers as usual (code sent / invalid code), so
 * the budget reveals nothing about which addresses exist.
 *
 * The counters live in identity_login_failure (same shape: count and window start per key, pruned by the
 * housekeeping job) under keys with a space in them, which no login identifier can be (login accepts only
 * e-mail addresses), so the sign-in lockout and these budgets never share a row.
 */
const WINDOW_MS = 60 * 60_000;

function mailKey(address: string): string {
  return `code mail ${address}`;
}

function attemptKey(address: string): string {
  return `code attempt ${address}`;
}

/** Counts one use for `key` in the current hour, atomically; returns the count including this one. */
async function countUse(ctx: RequestContext, key: string): Promise<number> {
  const windowStart = new Date(ctx.now.getTime() - WINDOW_MS);
  const { rows } = await sql<{ failures: number }>`
    INSERT INTO identity_login_failure AS f (account, failures, window_started_at, locked_until)
    VALUES (${key}, 1, ${ctx.now}::timestamptz, NULL)
    ON CONFLICT (account) DO UPDATE SET
      failures = CASE WHEN f.window_started_at < ${windowStart}::timestamptz THEN 1 ELSE f.failures + 1 END,
      window_started_at = CASE WHEN f.window_started_at < ${windowStart}::timestamptz
        THEN ${ctx.now}::timestamptz ELSE f.window_started_at END
    RETURNING failures`.execute(ctx.deps.db);
  return rows[0]?.failures ?? Number.POSITIVE_INFINITY;
}

/** True when another code e-mail to `address` is within this hour's budget (and counts it). */
export async function claimCodeMail(ctx: RequestContext, address: string): Promise<boolean> {
  return (await countUse(ctx, mailKey(address))) <= ctx.deps.config.codeMailsPerHour;
}

/** True when another code submission for `address` may be checked this hour (and counts it first). */
export async function claimCodeAttempt(ctx: RequestContext, address: string): Promise<boolean> {
  return (await countUse(ctx, attemptKey(address))) <= ctx.deps.config.codeAttemptsPerHour;
}
