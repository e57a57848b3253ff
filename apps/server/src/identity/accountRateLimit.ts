import { identityError, type IdentityError } from './errors.ts';

const WINDOW_MS = 60_000;
const PRUNE_EVERY = 1_000;

/**
 * Attempts per account (an e-mail address) and minute, in this process. @fastify/rate-limit limits each
 * client IP per route; this limits what one account can be sent or tried from many IPs (sign-in attempts,
 * code e-mails). The durable defence against password guessing is the lockout (lockout.ts).
 */
export interface AccountRateLimiter {
  /** Counts one attempt; throws a 429 once the account has used up its attempts for this minute. */
  hit(key: string, now?: number): void;
  /** Counts one attempt like hit, but answers false instead of throwing once the attempts are used up. */
  tryHit(key: string, now?: number): boolean;
}

export function createAccountRateLimiter(maxPerMinute: number): AccountRateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let hits = 0;
  /** Counts one attempt; returns the seconds until the next allowed one when this one is over the limit. */
  const count = (key: string, now: number): number | undefined => {
    hits += 1;
    if (hits % PRUNE_EVERY === 0) {
      for (const [entryKey, entry] of windows) {
        if (now - entry.startedAt >= WINDOW_MS) windows.delete(entryKey);
      }
    }
    const entry = windows.get(key);
    if (entry === undefined || now - entry.startedAt >= WINDOW_MS) {
      windows.set(key, { startedAt: now, count: 1 });
      return undefined;
    }
    entry.count += 1;
    return entry.count > maxPerMinute ? Math.ceil((entry.startedAt + WINDOW_MS - now) / 1000) : undefined;
  };
  return {
    hit(key, now = Date.now()) {
      const retryAfter = count(key, now);
      if (retryAfter !== undefined) throw tooManyRequests(retryAfter);
    },
    tryHit(key, now = Date.now()) {
      return count(key, now) === undefined;
    },
  };
}

export function tooManyRequests(retryAfterSeconds: number): IdentityError {
  return identityError(429, {
    reason: `Too many attempts for this account. Please try again in ${retryAfterSeconds} seconds.`,
    message: 'Too many requests',
    details: { retry_after_seconds: retryAfterSeconds },
  });
}
