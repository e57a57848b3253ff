import { setTimeout as delay } from 'node:timers/promises';
import { isLostDatabaseConnection } from './lostConnection.ts';

export interface RetryOptions {
  /** Tries in all (the first included). */
  tries?: number;
  /** Wait before the second try; doubled before each later one. */
  firstDelayMs?: number;
  /** Told before each new try, with the error of the one that failed. */
  onRetry?: (error: unknown, nextTry: number) => void;
}

const DEFAULT_TRIES = 5;
const DEFAULT_FIRST_DELAY_MS = 200;

/** How long the pauses between the tries add up to: a shorter outage is ridden out. */
export function retryPausesMs({
  tries = DEFAULT_TRIES,
  firstDelayMs = DEFAULT_FIRST_DELAY_MS,
}: RetryOptions = {}): number {
  return firstDelayMs * (2 ** (tries - 1) - 1);
}

/**
 * Runs `work` again while it fails because the database connection was lost (a restart, a failover, a
 * cut connection), a few times with growing pauses; any other error, or the last one, is thrown. Only for
 * work that may run twice, such as a conditional UPDATE: a lost connection does not say whether the
 * statement was applied.
 */
export async function retryOnLostConnection<T>(
  work: () => Promise<T>,
  { tries = DEFAULT_TRIES, firstDelayMs = DEFAULT_FIRST_DELAY_MS, onRetry }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1, pauseMs = firstDelayMs; ; attempt++, pauseMs *= 2) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= tries || !isLostDatabaseConnection(error)) throw error;
      onRetry?.(error, attempt + 1);
      await delay(pauseMs);
    }
  }
}
