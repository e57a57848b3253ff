// Polling a background job until it ends (spec sections 4, 8 and 9), as plain logic: the calls come in as
// functions, so it knows nothing of HTTP or React.
// - One check at once, then one every 1000 ms; at most 120 checks, then 'Job polling timeout'.
// - SUCCESS resolves with the result; FAILURE (or FAILED) rejects with the job's reason; the cancelled
//   flag rejects with 'Job was cancelled'; any other state keeps polling.
// - One poller per job id: polling a job that is already polled is refused ('Job {id} is already being
//   polled by another instance'); only the poller that owns the job may cancel it, and only once.
// - A poller that stops, and a job the server no longer knows for this user (404), end with
//   'Job ownership lost'. A time-out, a network failure or a 5xx counts as a check and polling goes on
//   (the HTTP client has already reported it); any other failed call ends the polling with its error.
import type { Job } from '@wtt/contract';
import { isApiError } from './apiError.ts';

export const JOB_POLL_INTERVAL_MS = 1000;
export const JOB_POLL_MAX_ATTEMPTS = 120;

/** The job errors of spec section 8, and the text for a failure the server did not explain. */
export const JOB_ERROR_MESSAGES = {
  alreadyPolled: (jobId: string) => `Job ${jobId} is already being polled by another instance`,
  ownershipLost: 'Job ownership lost',
  cancelled: 'Job was cancelled',
  timeout: 'Job polling timeout',
  noJobId: 'No job ID returned from server',
  failedWithoutReason: 'Unknown error occurred',
} as const;

export type JobPollErrorReason =
  'alreadyPolled' | 'ownershipLost' | 'cancelled' | 'timeout' | 'noJobId' | 'failed';

export class JobPollError extends Error {
  readonly reason: JobPollErrorReason;
  /** The last state seen of the job, when there was one. */
  readonly job: Job | null;

  constructor(reason: JobPollErrorReason, message: string, job: Job | null = null) {
    super(message);
    this.name = 'JobPollError';
    this.reason = reason;
    this.job = job;
  }
}

export function isJobPollError(error: unknown): error is JobPollError {
  return error instanceof JobPollError;
}

export type JobResult = Job['result'];

export interface JobPoll {
  readonly jobId: string;
  /**
   * Resolves with the job's result on SUCCESS; rejects with a JobPollError, or with the error of a call
   * that failed for good.
   */
  readonly done: Promise<JobResult>;
  /**
   * Asks the server to cancel the job. Only the owning poller can, and it asks once: later calls give the
   * first call's promise. An answer with the cancelled flag ends the polling ('Job was cancelled'); a
   * refusal (the job already finished) leaves the polling to find the final state.
   */
  cancel(): Promise<void>;
  /** Stops polling and gives the job up: `done` rejects with 'Job ownership lost'. */
  stop(): void;
}

export type PollFailure = 'retry' | 'ownershipLost' | 'fail';

/** Whether a failed check is worth another one: no answer or a 5xx may pass; a 404 means the job is gone. */
export function classifyPollFailure(error: unknown): PollFailure {
  if (!isApiError(error)) return 'fail';
  if (error.status === 404 && error.failure.kind === 'http') return 'ownershipLost';
  return error.status === 0 || error.status >= 500 ? 'retry' : 'fail';
}

export interface JobPollerDependencies {
  fetchJob: (jobId: string, signal: AbortSignal) => Promise<Job>;
  cancelJob: (jobId: string) => Promise<Job>;
  classifyFailure?: (error: unknown) => PollFailure;
  intervalMs?: number;
  maxAttempts?: number;
}

export interface PollOptions {
  /** Every state of the job the poller sees (progress, stage), the last one included. */
  onUpdate?: (job: Job) => void;
}

export interface JobPoller {
  poll(jobId: string | null | undefined, options?: PollOptions): JobPoll;
  /** Whether some poller owns this job now. */
  isPolled(jobId: string): boolean;
}

const ignore = (): void => undefined;

/** A poll that never started: its `done` and `cancel` reject with `error`. */
function refusedPoll(jobId: string, error: JobPollError): JobPoll {
  const done = Promise.reject(error);
  done.catch(ignore);
  return {
    jobId,
    done,
    cancel: () => Promise.reject(error),
    stop: ignore,
  };
}

export function createJobPoller(dependencies: JobPollerDependencies): JobPoller {
  const {
    fetchJob,
    cancelJob,
    classifyFailure = classifyPollFailure,
    intervalMs = JOB_POLL_INTERVAL_MS,
    maxAttempts = JOB_POLL_MAX_ATTEMPTS,
  } = dependencies;
  /** Job id → the token of the poller that owns it. */
  const owners = new Map<string, object>();

  function poll(givenId: string | null | undefined, options: PollOptions = {}): JobPoll {
    if (givenId === null || givenId === undefined || givenId.trim() === '') {
      return refusedPoll('', new JobPollError('noJobId', JOB_ERROR_MESSAGES.noJobId));
    }
    const jobId = givenId;
    if (owners.has(jobId)) {
      return refusedPoll(jobId, new JobPollError('alreadyPolled', JOB_ERROR_MESSAGES.alreadyPolled(jobId)));
    }
    const token = {};
    owners.set(jobId, token);
    const inFlight = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    let lastJob: Job | null = null;
    let cancelCall: Promise<void> | null = null;

    let resolveDone: (result: JobResult) => void = ignore;
    let rejectDone: (error: unknown) => void = ignore;
    const done = new Promise<JobResult>((resolve, reject) => {
      resolveDone = resolve;
      rejectDone = reject;
    });
    // Whoever polls may stop listening (a screen that closes); that must not surface as unhandled.
    done.catch(ignore);

    function settle(outcome: { result: JobResult } | { error: unknown }): void {
      if (settled) return;
      settled = true;
      if (owners.get(jobId) === token) owners.delete(jobId);
      clearTimeout(timer);
      inFlight.abort(new DOMException('The job polling ended', 'AbortError'));
      if ('result' in outcome) resolveDone(outcome.result);
      else rejectDone(outcome.error);
    }

    const fail = (reason: JobPollErrorReason, message: string): void => {
      settle({ error: new JobPollError(reason, message, lastJob) });
    };

    /** Reads one state of the job; true when it ended the polling. */
    function examine(job: Job): boolean {
      lastJob = job;
      options.onUpdate?.(job);
      if (job.state === 'SUCCESS') settle({ result: job.result });
      else if (job.cancelled) fail('cancelled', JOB_ERROR_MESSAGES.cancelled);
      // FAILED is the spec's other word for it; our contract only knows FAILURE.
      else if (job.state === 'FAILURE' || (job.state as string) === 'FAILED') {
        fail('failed', job.failureReason ?? JOB_ERROR_MESSAGES.failedWithoutReason);
      }
      return settled;
    }

    async function check(attempt: number): Promise<void> {
      let job: Job | null = null;
      try {
        job = await fetchJob(jobId, inFlight.signal);
      } catch (error) {
        if (settled) return;
        const failure = classifyFailure(error);
        if (failure === 'ownershipLost') return fail('ownershipLost', JOB_ERROR_MESSAGES.ownershipLost);
        if (failure === 'fail') return settle({ error });
      }
      if (settled) return;
      if (job !== null && examine(job)) return;
      if (attempt >= maxAttempts) return fail('timeout', JOB_ERROR_MESSAGES.timeout);
      timer = setTimeout(() => void check(attempt + 1), intervalMs);
    }

    function cancel(): Promise<void> {
      if (cancelCall !== null) return cancelCall;
      if (settled || owners.get(jobId) !== token) {
        return Promise.reject(new JobPollError('ownershipLost', JOB_ERROR_MESSAGES.ownershipLost, lastJob));
      }
      cancelCall = cancelJob(jobId).then((job) => {
        if (!settled) examine(job);
      });
      cancelCall.catch(ignore);
      return cancelCall;
    }

    void check(1);
    return {
      jobId,
      done,
      cancel,
      stop: () => fail('ownershipLost', JOB_ERROR_MESSAGES.ownershipLost),
    };
  }

  return { poll, isPolled: (jobId) => owners.has(jobId) };
}
