// What went wrong with a call, in a shape the error policy can decide on without knowing about fetch.

export type RequestFailure =
  | { kind: 'http'; status: number; body: unknown }
  | { kind: 'timeout' }
  | { kind: 'network' }
  /**
   * A successful answer that does not match the contract's schema for it: `status` is its (2xx) status,
   * `issues` say where and how it differs ("promptList.0.id: Invalid UUID").
   */
  | { kind: 'invalidAnswer'; status: number; body: unknown; issues: string[] };

/** Thrown by the HTTP client for every failed call (except one the caller aborted itself). */
export class ApiError extends Error {
  readonly failure: RequestFailure;
  /**
   * The HTTP status, or 0 when no answer arrived (time-out or network failure). An answer that failed its
   * schema keeps its own (2xx) status: asking again would not change it.
   */
  readonly status: number;
  /** The answer body: parsed JSON when the server sent JSON, else its text, else null. */
  readonly body: unknown;

  constructor(failure: RequestFailure, message: string) {
    super(message);
    this.name = 'ApiError';
    this.failure = failure;
    this.status = failure.kind === 'http' || failure.kind === 'invalidAnswer' ? failure.status : 0;
    this.body = failure.kind === 'http' || failure.kind === 'invalidAnswer' ? failure.body : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
