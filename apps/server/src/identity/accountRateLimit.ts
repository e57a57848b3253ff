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
}

export function createAccountRateLimiter(maxPerMinute: number): AccountRateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let hits = 0;
  return {
    hit(key, now = Date.now()) {
      hits += 1;
      if (hits % PRUNE_EVERY === 0) {
        for (const [entryKey, entry] of windows) {
          if (now - entry.startedAt >= WINDOW_MS) windows.delete(entryKey);
        }
      }
      const entry = windows.get(key);
      if (entry === undefined || now - entry.startedAt >= WINDOW_MS) {
        windows.set(key, { startedAt: now, count: 1 });
        return;
      }
      entry.count += 1;
      if (entry.count > maxPerMinute) {
        throw tooManyRequests(Math.ceil((entry.startedAt + WINDOW_MS - now) / 1000));
      }
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
