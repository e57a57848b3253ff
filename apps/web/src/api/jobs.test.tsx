import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJobPoller } from './jobPoller.ts';
import { cancelJob, getJob, jobKeys, jobPoller, useJob, useJobPolling } from './jobs.ts';
import { answer, clearToasts, inTurn, stubApi, toasts } from './test/apiStub.ts';
import { IDS, job } from './test/fixtures.ts';
import { renderWithQueries } from './test/queryHarness.tsx';

const JOB = `/api/text/jobs/${IDS.job}`;
/** The real calls, polled every 5 ms so the hooks' tests need no fake timers. */
const fastPoller = () => createJobPoller({ fetchJob: getJob, cancelJob, intervalMs: 5 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

describe('job calls', () => {
  it('answer the contract type; cancelling sends cancelled "true"', async () => {
    const api = stubApi({
      [`GET ${JOB}`]: answer(200, { job: job() }),
      [`PATCH ${JOB}`]: answer(200, { job: job({ cancelled: true }) }),
    });
    await expect(getJob(IDS.job)).resolves.toEqual(job());
    await expect(cancelJob(IDS.job)).resolves.toMatchObject({ cancelled: true });
    expect(api.calls(`PATCH ${JOB}`)[0]?.body).toEqual({ cancelled: 'true' });
  });

  it('refuse a job of an unknown state', async () => {
    stubApi({ [`GET ${JOB}`]: answer(200, { job: { ...job(), state: 'PAUSED' } }) });
    await expect(getJob(IDS.job)).rejects.toMatchObject({
      failure: { kind: 'invalidAnswer', issues: [expect.stringContaining('job.state')] },
    });
  });

  it('have one key factory', async () => {
    expect(jobKeys.detail(IDS.job)).toEqual(['jobs', 'detail', IDS.job]);
    stubApi({ [`GET ${JOB}`]: answer(200, { job: job() }) });
    const { result, queryClient } = renderWithQueries(() => useJob(IDS.job));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(jobKeys.detail(IDS.job))).toEqual(job());
  });

  it('the app has one poller', () => {
    expect(jobPoller.isPolled(IDS.job)).toBe(false);
  });
});

describe('useJobPolling', () => {
  it('shows progress and stage, then the result, and runs onSuccess once', async () => {
    stubApi({
      [`GET ${JOB}`]: inTurn(
        answer(200, { job: job({ state: 'QUEUED', progress: 0, stage: 'Waiting to start' }) }),
        answer(200, { job: job({ progress: 47.5, stage: 'Profiling' }) }),
        answer(200, { job: job({ state: 'SUCCESS', progress: 100, stage: 'Done', result: IDS.guide }) }),
      ),
    });
    const onSuccess = vi.fn();
    const seen: string[] = [];
    const poller = fastPoller();
    const { result } = renderWithQueries(() => {
      const state = useJobPolling(IDS.job, { onSuccess, poller });
      seen.push(`${state.status} ${state.progress} ${state.stage ?? '-'}`);
      return state;
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current).toMatchObject({ progress: 100, stage: 'Done', result: IDS.guide, error: null });
    expect(seen).toContain('polling 47.5 Profiling');
    expect(seen[0]).toBe('polling 0 -');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith(IDS.guide);
    expect(toasts()).toEqual([]);
  });

  it('reports a failed job with its reason, as an error toast', async () => {
    stubApi({
      [`GET ${JOB}`]: answer(200, {
        job: job({ state: 'FAILURE', failureReason: 'The server restarted while this job was running.' }),
      }),
    });
    const poller = fastPoller();
    const { result } = renderWithQueries(() => useJobPolling(IDS.job, { poller }));
    await waitFor(() => expect(result.current.status).toBe('failure'));
    expect(result.current.error?.message).toBe('The server restarted while this job was running.');
    expect(toasts()).toEqual([
      { title: 'Error', message: 'The server restarted while this job was running.' },
    ]);
  });

  it('cancels through the poller that owns the job, once', async () => {
    const api = stubApi({
      [`GET ${JOB}`]: answer(200, { job: job() }),
      [`PATCH ${JOB}`]: answer(200, { job: job({ state: 'FAILURE', cancelled: true }) }),
    });
    const poller = fastPoller();
    const { result } = renderWithQueries(() => useJobPolling(IDS.job, { poller }));
    await waitFor(() => expect(result.current.stage).toBe('Profiling'));
    await act(async () => {
      await result.current.cancel();
      await result.current.cancel();
    });
    await waitFor(() => expect(result.current.status).toBe('failure'));
    expect(result.current.error?.message).toBe('Job was cancelled');
    expect(api.calls(`PATCH ${JOB}`)).toHaveLength(1);
    expect(toasts()).toEqual([{ title: 'Warning', message: 'Job was cancelled' }]);
  });

  it('refuses a second screen polling the same job', async () => {
    stubApi({ [`GET ${JOB}`]: answer(200, { job: job() }) });
    const poller = fastPoller();
    const { result } = renderWithQueries(() => ({
      first: useJobPolling(IDS.job, { poller }),
      second: useJobPolling(IDS.job, { poller }),
    }));
    await waitFor(() => expect(result.current.second.status).toBe('failure'));
    expect(result.current.second.error?.message).toBe(
      `Job ${IDS.job} is already being polled by another instance`,
    );
    expect(result.current.first.status).toBe('polling');
    await expect(result.current.second.cancel()).rejects.toMatchObject({ reason: 'alreadyPolled' });
  });

  it('stops polling when the screen goes, silently', async () => {
    const api = stubApi({ [`GET ${JOB}`]: answer(200, { job: job() }) });
    const poller = fastPoller();
    const { result, unmount } = renderWithQueries(() => useJobPolling(IDS.job, { poller }));
    await waitFor(() => expect(result.current.stage).toBe('Profiling'));
    unmount();
    expect(poller.isPolled(IDS.job)).toBe(false);
    const checks = api.calls(`GET ${JOB}`).length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls(`GET ${JOB}`)).toHaveLength(checks);
    expect(toasts()).toEqual([]);
  });

  it('is idle without a job id', () => {
    stubApi({});
    const { result } = renderWithQueries(() => useJobPolling(null));
    expect(result.current).toMatchObject({ status: 'idle', progress: 0, stage: null, job: null });
  });
});
