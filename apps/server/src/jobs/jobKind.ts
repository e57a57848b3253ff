import type { z } from 'zod';
import type { DatabaseClient } from '../database/connection.ts';
import type { SaveResult } from './jobProgress.ts';
import type { RunningJob } from './runningJob.ts';

/**
 * A kind of job the user starts and polls (the guide builder, for example). The runner keeps its record,
 * dispatches it through pg-boss, retries it after an error and stops it when cancelled; the kind only
 * does the work, reporting stages and progress, and says how to save its result.
 */
export interface JobKind<Input> {
  /** Names the kind in job records and in its pg-boss queue: lower-case letters, digits and hyphens. */
  readonly kind: string;
  /** The stored input is read again with this when the job runs (the record may outlive a release). */
  readonly input: z.ZodType<Input>;
  /** What the job shows while it waits for a worker and as it starts, e.g. "Waiting to start". */
  readonly firstStage: string;
  /** How many jobs of this kind one worker process runs at once; 1 when omitted. */
  readonly concurrency?: number;
  /**
   * Does the work: calls `job.stage()` at each stage boundary (where a cancel stops it) and
   * `job.progress()` as it goes, and answers how to save the result; the runner saves it in the
   * transaction that marks the job SUCCESS, so a cancelled job saves nothing.
   */
  run(job: RunningJob<Input>): Promise<SaveResult>;
  /**
   * Told, inside the transaction that records it, that a job of this kind ended as FAILURE for any reason
   * but its owner's cancel (the owner knows of that): an error, a restart, a dead worker. `input` is the
   * stored input when it still fits the kind.
   */
  onFailed?(trx: DatabaseClient, failed: KindFailure<Input>): Promise<void>;
}

export interface KindFailure<Input> {
  jobId: string;
  ownerId: string;
  input: Input | undefined;
  reason: string;
}

const KIND_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function assertJobKindName(kind: string): void {
  if (!KIND_NAME.test(kind)) {
    throw new Error(`job kind "${kind}": use lower-case letters, digits and hyphens`);
  }
}

/** The pg-boss queue of a kind's jobs. */
export function jobQueueName(kind: string): string {
  return `wtt-job-${kind}`;
}
