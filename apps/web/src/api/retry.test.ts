import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError.ts';
import { RETRY_ATTEMPTS, isRetryableError, retryDelayMs, withRetry } from './retry.ts';

describe('retryDelayMs', () => {
  it('is 1000 ms times the attempt number', () => {
    expect(retryDelayMs(1)).toBe(1000);
    expect(retryDelayMs(2)).toBe(2000);
    expect(retryDelayMs(3)).toBe(3000);
  });
});

describe('isRetryableError', () => {
  it('retries time-outs, network failures, 5xx and foreign errors', () => {
    expect(isRetryableError(new ApiError({ kind: 'timeout' }, 't'))).toBe(true);
    expect(isRetryableError(new ApiError({ kind: 'network' }, 'n'))).toBe(true);
    expect(isRetryableError(new ApiError({ kind: 'http', status: 503, body: null }, 's'))).toBe(true);
    expect(isRetryableError(new Error('other'))).toBe(true);
  });

  it('does not retry a 4xx answer, nor an answer that failed its schema', () => {
    expect(isRetryableError(new ApiError({ kind: 'http', status: 404, body: null }, 'x'))).toBe(false);
    expect(isRetryableError(new ApiError({ kind: 'http', status: 401, body: null }, 'x'))).toBe(false);
    const invalid = new ApiError({ kind: 'invalidAnswer', status: 200, body: {}, issues: ['id: bad'] }, 'x');
    expect(isRetryableError(invalid)).toBe(false);
  });
});

describe('withRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves at once when the first attempt succeeds', async () => {
    const operation = vi.fn((attempt: number) => Promise.resolve(`ok ${attempt}`));
    await expect(withRetry(operation)).resolves.toBe('ok 1');
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it('waits 1000 ms after the first failure and 2000 ms after the second', async () => {
    const operation = vi
      .fn<(attempt: number) => Promise<string>>()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'))
      .mockResolvedValueOnce('third time lucky');
    const result = withRetry(operation);

    await vi.advanceTimersByTimeAsync(0);
    expect(operation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(operation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(operation).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(operation).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(operation).toHaveBeenCalledTimes(3);
    expect(operation.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 3]);
    await expect(result).resolves.toBe('third time lucky');
  });

  it('gives up after 3 attempts with the last error', async () => {
    expect(RETRY_ATTEMPTS).toBe(3);
    const operation = vi.fn((attempt: number) => Promise.reject(new Error(`failure ${attempt}`)));
    const result = withRetry(operation);
    const settled = expect(result).rejects.toThrow('failure 3');
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    await settled;
    expect(operation).toHaveBeenCalledTimes(3);
  });

  it('does not retry an error the policy refuses', async () => {
    const notFound = new ApiError({ kind: 'http', status: 404, body: null }, 'missing');
    const operation = vi.fn(() => Promise.reject(notFound));
    await expect(withRetry(operation)).rejects.toBe(notFound);
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it('accepts its own attempts, delay and retry rule', async () => {
    const operation = vi.fn(() => Promise.reject(new Error('nope')));
    const sleep = vi.fn(() => Promise.resolve());
    await expect(
      withRetry(operation, { attempts: 4, baseDelayMs: 10, shouldRetry: () => true, sleep }),
    ).rejects.toThrow('nope');
    expect(operation).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls).toEqual([[10], [20], [30]]);
  });
});
