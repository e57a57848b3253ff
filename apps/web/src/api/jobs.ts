// Background jobs under /api/text (spec sections 4 and 7): a job's state, cancelling it, and polling it
// until it ends (jobPoller.ts) with a hook that shows its progress and stage. The app has one poller, so
// one job id is polled by one instance at a time across all screens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Job } from '@wtt/contract';
import { jobAnswerSchema } from '@wtt/contract';
import { isApiError } from './apiError.ts';
import { apiClient } from './client.ts';
import type { JobPoll, JobPoller, JobResult } from './jobPoller.ts';
import { JOB_ERROR_MESSAGES, JobPollError, createJobPoller, isJobPollError } from './jobPoller.ts';
import { showToast } from './toast.ts';

const jobPath = (jobId: string): string => `/text/jobs/${encodeURIComponent(jobId)}`;

export const jobKeys = {
  all: ['jobs'] as const,
  detail: (jobId: string) => [...jobKeys.all, 'detail', jobId] as const,
};

export async function getJob(jobId: string, signal?: AbortSignal): Promise<Job> {
  return (await apiClient.requestParsed(jobPath(jobId), jobAnswerSchema, { signal })).job;
}

/** PATCH {cancelled: "true"}, as the spec sends it; answers the job with its cancelled flag. */
export async function cancelJob(jobId: string): Promise<Job> {
  const answer = await apiClient.requestParsed(jobPath(jobId), jobAnswerSchema, {
    method: 'PATCH',
    body: { cancelled: 'true' },
  });
  return answer.job;
}

/** One look at a job (polling is the hook's business). */
export const jobQuery = (jobId: string) =>
  queryOptions({ queryKey: jobKeys.detail(jobId), queryFn: ({ signal }) => getJob(jobId, signal) });

export function useJob(jobId: string) {
  return useQuery(jobQuery(jobId));
}

/** The app's one poller: its registry is what refuses a second poller for the same job. */
export const jobPoller: JobPoller = createJobPoller({ fetchJob: getJob, cancelJob });

export interface JobPollingState {
  /** idle: no job id; polling; success: `result` holds the job's result; failure: see `error`. */
  status: 'idle' | 'polling' | 'success' | 'failure';
  /** The last state seen of the job. */
  job: Job | null;
  /** Percent, 0–100. */
  progress: number;
  /** What the job is doing, in words ("Profiling"), once the first answer has come. */
  stage: string | null;
  result: JobResult;
  /** A JobPollError (its message is one of the spec's job errors, or the job's failure reason) or an ApiError. */
  error: Error | null;
  /** Cancels the job (once); rejects when this screen does not poll it. */
  cancel: () => Promise<void>;
}

interface PollingSnapshot {
  jobId: string | null;
  status: JobPollingState['status'];
  job: Job | null;
  result: JobResult;
  error: Error | null;
}

const startOf = (jobId: string | null): PollingSnapshot => ({
  jobId,
  status: jobId === null ? 'idle' : 'polling',
  job: null,
  result: null,
  error: null,
});

/**
 * Job errors reach the user as toasts (spec section 8); a failed call has had its toast from the HTTP
 * client already. A cancel the user asked for is only a warning.
 */
function reportJobError(error: unknown): void {
  if (isApiError(error) || !(error instanceof Error)) return;
  const severity = isJobPollError(error) && error.reason === 'cancelled' ? 'warn' : 'error';
  showToast({ message: error.message, severity });
}

export interface UseJobPollingOptions {
  /** Runs when the job succeeds, for example to refresh the lists it changed. */
  onSuccess?: (result: JobResult) => unknown;
  /** Another poller than the app's (tests); pass the same one on every render, a new one restarts polling. */
  poller?: JobPoller;
}

/**
 * Polls `jobId` while the calling component is mounted (null: nothing to poll) and exposes its progress
 * and stage. Unmounting, or another job id, stops the polling of the previous one.
 */
export function useJobPolling(jobId: string | null, options: UseJobPollingOptions = {}): JobPollingState {
  const poller = options.poller ?? jobPoller;
  const [snapshot, setSnapshot] = useState<PollingSnapshot>(() => startOf(jobId));
  const pollRef = useRef<JobPoll | null>(null);
  const onSuccessRef = useRef(options.onSuccess);
  useEffect(() => {
    onSuccessRef.current = options.onSuccess;
  });

  useEffect(() => {
    if (jobId === null) return undefined;
    let disposed = false;
    const update = (change: Partial<PollingSnapshot>): void => {
      if (disposed) return;
      setSnapshot((previous) => ({ ...(previous.jobId === jobId ? previous : startOf(jobId)), ...change }));
    };
    const poll = poller.poll(jobId, { onUpdate: (job) => update({ job }) });
    pollRef.current = poll;
    poll.done.then(
      (result) => {
        if (disposed) return;
        update({ status: 'success', result });
        void onSuccessRef.current?.(result);
      },
      (error: unknown) => {
        if (disposed) return;
        update({ status: 'failure', error: error instanceof Error ? error : new Error(String(error)) });
        reportJobError(error);
      },
    );
    return () => {
      disposed = true;
      pollRef.current = null;
      poll.stop();
    };
  }, [jobId, poller]);

  const cancel = useCallback((): Promise<void> => {
    const poll = pollRef.current;
    if (poll === null) {
      return Promise.reject(new JobPollError('ownershipLost', JOB_ERROR_MESSAGES.ownershipLost));
    }
    return poll.cancel();
  }, []);

  // A snapshot of another job id (the id just changed) counts as the new job's start.
  const current = snapshot.jobId === jobId ? snapshot : startOf(jobId);
  return {
    status: current.status,
    job: current.job,
    progress: current.job?.progress ?? 0,
    stage: current.job?.stage ?? null,
    result: current.result,
    error: current.error,
    cancel,
  };
}
