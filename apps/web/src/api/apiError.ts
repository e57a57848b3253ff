// What went wrong with a call, in a shape the error policy can decide on without knowing about fetch.

export type RequestFailure =
  { kind: 'http'; status: number; body: unknown } | { kind: 'timeout' } | { kind: 'network' };

/** Thrown by the HTTP client for every failed call (except one the caller aborted itself). */
export class ApiError extends Error {
  readonly failure: RequestFailure;
  /** The HTTP status, or 0 when no answer arrived (time-out or network failure). */
  readonly status: number;
  /** The answer body: parsed JSON when the server sent JSON, else its text, else null. */
  readonly body: unknown;

  constructor(failure: RequestFailure, message: string) {
    super(message);
    this.name = 'ApiError';
    this.failure = failure;
    this.status = failure.kind === 'http' ? failure.status : 0;
    this.body = failure.kind === 'http' ? failure.body : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
