// The retry helper (spec section 9): 3 attempts, waiting 1000 ms times the attempt number in between.
import { isApiError } from './apiError.ts';

export const RETRY_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 1000;

export interface RetryOptions {
  attempts?: number;
  baseDelayMs?: number;
  /** Whether a failure of attempt `attempt` (1-based) is worth another try; see isRetryableError. */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

/** The wait after failed attempt `attempt` (1-based): 1000 ms after the first, 2000 ms after the second. */
export function retryDelayMs(attempt: number, baseDelayMs: number = RETRY_BASE_DELAY_MS): number {
  return baseDelayMs * attempt;
}

/**
 * Time-outs, network failures, 5xx answers and errors that are not from the API may pass on a second
 * try; a 4xx answer, or an answer that does not match its schema, will not change by asking again, so it
 * is not retried.
 */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

const defaultSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

export async function withRetry<T>(
  operation: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? RETRY_ATTEMPTS);
  const baseDelayMs = options.baseDelayMs ?? RETRY_BASE_DELAY_MS;
  const shouldRetry = options.shouldRetry ?? isRetryableError;
  const sleep = options.sleep ?? defaultSleep;

  for (let attempt = 1; ; attempt++) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (attempt >= attempts || !shouldRetry(error, attempt)) throw error;
      await sleep(retryDelayMs(attempt, baseDelayMs));
    }
  }
}
