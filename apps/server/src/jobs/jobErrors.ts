import { HttpError } from '../errors/httpError.ts';

/** Failure reasons a job record shows (`failureReason`). */
export const JOB_MESSAGES = {
  cancelled: 'The job was cancelled.',
  interrupted: 'The server restarted while this job was running; please start it again.',
  unreadableInput: 'This job can no longer be run by this version of the server; please start it again.',
  failedAttempts: (attempts: number) =>
    `The job failed ${attempts} times because of an error on our side. Please try again later.`,
} as const;

/** Why a running job stops before it is done. */
export type StopReason = 'cancelled' | 'shutdown' | 'lost';

/**
 * Thrown inside a running job to stop it: the owner cancelled it (seen at a stage boundary), this
 * process is shutting down, or the record is no longer this attempt's (the sweep or a newer attempt
 * settled it). Never retried.
 */
export class JobStopped extends Error {
  readonly reason: StopReason;

  constructor(reason: StopReason) {
    super(`job stopped: ${reason}`);
    this.name = 'JobStopped';
    this.reason = reason;
  }
}

/** A failure the owner must fix (for example a glossary deleted meanwhile): shown as is, never retried. */
export class JobFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobFailure';
  }
}

/**
 * The reason to show when `error` is one a retry cannot fix: a JobFailure, or a client error (4xx) a
 * store raised (such as a plan limit). Undefined for anything else, which is retried.
 */
export function permanentFailureReason(error: unknown): string | undefined {
  if (error instanceof JobFailure) return error.message;
  if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500) return error.message;
  return undefined;
}
