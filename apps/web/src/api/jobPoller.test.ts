import type { Job } from '@wtt/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError.ts';
import type { JobPollerDependencies } from './jobPoller.ts';
import {
  JOB_ERROR_MESSAGES,
  JOB_POLL_INTERVAL_MS,
  JOB_POLL_MAX_ATTEMPTS,
  JobPollError,
  classifyPollFailure,
  createJobPoller,
} from './jobPoller.ts';
import { IDS, job } from './test/fixtures.ts';

type FetchJob = JobPollerDependencies['fetchJob'];
type CancelJob = JobPollerDependencies['cancelJob'];

function setup(states: Job[] = [job()]) {
  let call = 0;
  const fetchJob = vi.fn<FetchJob>(() => {
    const state = states[Math.min(call, states.length - 1)] ?? job();
    call += 1;
    return Promise.resolve(state);
  });
  const cancelJob = vi.fn<CancelJob>(() => Promise.resolve(job({ cancelled: true })));
  return { fetchJob, cancelJob, poller: createJobPoller({ fetchJob, cancelJob }) };
}

const http = (status: number) => new ApiError({ kind: 'http', status, body: null }, `HTTP ${status}`);

/** The poll's outcome, without leaving a rejection unhandled while the timers run. */
function outcomeOf(done: Promise<unknown>) {
  return done.then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('job polling', () => {
  it('checks at once, then every 1000 ms, and resolves with the result on SUCCESS', async () => {
    expect(JOB_POLL_INTERVAL_MS).toBe(1000);
    const { fetchJob, poller } = setup([
      job({ state: 'QUEUED', progress: 0, stage: 'Waiting to start' }),
      job({ progress: 50, stage: 'Profiling' }),
      job({ state: 'SUCCESS', progress: 100, stage: 'Done', result: IDS.guide }),
    ]);
    const updates: string[] = [];
    const poll = poller.poll(IDS.job, { onUpdate: (seen) => updates.push(`${seen.progress} ${seen.stage}`) });
    const outcome = outcomeOf(poll.done);

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchJob).toHaveBeenCalledTimes(1);
    expect(fetchJob.mock.calls[0]?.[0]).toBe(IDS.job);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchJob).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchJob).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toEqual({ result: IDS.guide });
    expect(updates).toEqual(['0 Waiting to start', '50 Profiling', '100 Done']);

    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchJob).toHaveBeenCalledTimes(3);
    expect(poller.isPolled(IDS.job)).toBe(false);
  });

  it("rejects on FAILURE with the job's reason", async () => {
    const { poller } = setup([
      job({ state: 'FAILURE', failureReason: 'There is no glossary with this id.' }),
    ]);
    const outcome = outcomeOf(poller.poll(IDS.job).done);
    await vi.advanceTimersByTimeAsync(0);
    const { error } = (await outcome) as { error: JobPollError };
    expect(error).toBeInstanceOf(JobPollError);
    expect(error).toMatchObject({ reason: 'failed', message: 'There is no glossary with this id.' });
    expect(error.job?.state).toBe('FAILURE');
  });

  it('rejects on FAILED too, and names no reason the server did not give', async () => {
    const failed = { ...job({ failureReason: null }), state: 'FAILED' } as unknown as Job;
    const { poller } = setup([failed]);
    const outcome = outcomeOf(poller.poll(IDS.job).done);
    await vi.advanceTimersByTimeAsync(0);
    expect(await outcome).toMatchObject({ error: { reason: 'failed', message: 'Unknown error occurred' } });
  });

  it("rejects with 'Job was cancelled' when the job carries the cancelled flag", async () => {
    const { poller } = setup([
      job({ state: 'FAILURE', cancelled: true, failureReason: 'The job was cancelled.' }),
    ]);
    const outcome = outcomeOf(poller.poll(IDS.job).done);
    await vi.advanceTimersByTimeAsync(0);
    expect(await outcome).toMatchObject({ error: { reason: 'cancelled', message: 'Job was cancelled' } });
  });

  it("gives up after 120 checks with 'Job polling timeout'", async () => {
    expect(JOB_POLL_MAX_ATTEMPTS).toBe(120);
    const { fetchJob, poller } = setup([job()]);
    const outcome = outcomeOf(poller.poll(IDS.job).done);
    await vi.advanceTimersByTimeAsync(118 * 1000);
    expect(fetchJob).toHaveBeenCalledTimes(119);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchJob).toHaveBeenCalledTimes(120);
    expect(await outcome).toMatchObject({ error: { reason: 'timeout', message: 'Job polling timeout' } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchJob).toHaveBeenCalledTimes(120);
  });

  it('refuses a second poller for the same job, and lets the first carry on', async () => {
    const { fetchJob, poller } = setup([job(), job({ state: 'SUCCESS', result: IDS.guide })]);
    const first = poller.poll(IDS.job);
    const firstOutcome = outcomeOf(first.done);
    const second = poller.poll(IDS.job);
    await expect(second.done).rejects.toMatchObject({
      reason: 'alreadyPolled',
      message: `Job ${IDS.job} is already being polled by another instance`,
    });
    await expect(second.cancel()).rejects.toMatchObject({ reason: 'alreadyPolled' });
    second.stop();
    expect(poller.isPolled(IDS.job)).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await firstOutcome).toEqual({ result: IDS.guide });
    expect(fetchJob).toHaveBeenCalledTimes(2);

    // Once the first has ended, the job may be polled again.
    const third = poller.poll(IDS.job);
    const thirdOutcome = outcomeOf(third.done);
    await vi.advanceTimersByTimeAsync(0);
    expect(await thirdOutcome).toEqual({ result: IDS.guide });
  });

  it("refuses to poll without a job id: 'No job ID returned from server'", async () => {
    const { fetchJob, poller } = setup();
    for (const missing of [null, undefined, '', '  ']) {
      await expect(poller.poll(missing).done).rejects.toMatchObject({
        reason: 'noJobId',
        message: JOB_ERROR_MESSAGES.noJobId,
      });
    }
    expect(fetchJob).not.toHaveBeenCalled();
  });
});

describe('cancelling a polled job', () => {
  it('asks the server once, and a cancelled answer ends the polling at once', async () => {
    const { fetchJob, cancelJob, poller } = setup([job()]);
    const poll = poller.poll(IDS.job);
    const outcome = outcomeOf(poll.done);
    await vi.advanceTimersByTimeAsync(0);
    const first = poll.cancel();
    const second = poll.cancel();
    expect(second).toBe(first);
    await first;
    expect(cancelJob).toHaveBeenCalledTimes(1);
    expect(cancelJob).toHaveBeenCalledWith(IDS.job);
    expect(await outcome).toMatchObject({ error: { reason: 'cancelled', message: 'Job was cancelled' } });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchJob).toHaveBeenCalledTimes(1);
    expect(poller.isPolled(IDS.job)).toBe(false);
  });

  it('keeps polling when the server refuses (the job had finished), and resolves with its result', async () => {
    const { cancelJob, poller } = setup([job(), job({ state: 'SUCCESS', result: IDS.guide })]);
    cancelJob.mockRejectedValueOnce(http(409));
    const poll = poller.poll(IDS.job);
    const outcome = outcomeOf(poll.done);
    await vi.advanceTimersByTimeAsync(0);
    await expect(poll.cancel()).rejects.toMatchObject({ status: 409 });
    await expect(poll.cancel()).rejects.toMatchObject({ status: 409 });
    expect(cancelJob).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toEqual({ result: IDS.guide });
  });

  it("is refused once the poller gave the job up: 'Job ownership lost'", async () => {
    const { cancelJob, poller } = setup([job()]);
    const poll = poller.poll(IDS.job);
    const outcome = outcomeOf(poll.done);
    await vi.advanceTimersByTimeAsync(0);
    poll.stop();
    await expect(poll.cancel()).rejects.toMatchObject({
      reason: 'ownershipLost',
      message: 'Job ownership lost',
    });
    expect(cancelJob).not.toHaveBeenCalled();
    expect(await outcome).toMatchObject({ error: { reason: 'ownershipLost' } });
  });
});

describe('stopping and failed checks', () => {
  it('stop aborts the check under way, ends with ownership lost and frees the job', async () => {
    const { fetchJob, poller } = setup([job()]);
    let signal: AbortSignal | undefined;
    fetchJob.mockImplementationOnce((_id, given) => {
      signal = given;
      return new Promise<Job>(() => undefined);
    });
    const poll = poller.poll(IDS.job);
    const outcome = outcomeOf(poll.done);
    await vi.advanceTimersByTimeAsync(0);
    poll.stop();
    expect(signal?.aborted).toBe(true);
    expect(await outcome).toMatchObject({ error: { message: JOB_ERROR_MESSAGES.ownershipLost } });
    expect(poller.isPolled(IDS.job)).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchJob).toHaveBeenCalledTimes(1);
  });

  it('a 404 means the job is no longer this user’s: ownership lost', async () => {
    const { fetchJob, poller } = setup();
    fetchJob.mockRejectedValueOnce(http(404));
    const outcome = outcomeOf(poller.poll(IDS.job).done);
    await vi.advanceTimersByTimeAsync(0);
    expect(await outcome).toMatchObject({ error: { reason: 'ownershipLost' } });
  });

  it('a time-out, a network failure or a 5xx counts as a check and polling goes on', async () => {
    const { fetchJob, poller } = setup([job({ state: 'SUCCESS', result: [IDS.guide] })]);
    fetchJob
      .mockRejectedValueOnce(new ApiError({ kind: 'timeout' }, 't'))
      .mockRejectedValueOnce(new ApiError({ kind: 'network' }, 'n'))
      .mockRejectedValueOnce(http(503));
    const outcome = outcomeOf(poller.poll(IDS.job).done);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchJob).toHaveBeenCalledTimes(4);
    expect(await outcome).toEqual({ result: [IDS.guide] });
  });

  it('any other failure ends the polling with that error', async () => {
    const { fetchJob, poller } = setup();
    const invalid = new ApiError(
      { kind: 'invalidAnswer', status: 200, body: {}, issues: ['job: missing'] },
      'x',
    );
    fetchJob.mockRejectedValueOnce(invalid);
    const outcome = outcomeOf(poller.poll(IDS.job).done);
    await vi.advanceTimersByTimeAsync(0);
    expect(await outcome).toEqual({ error: invalid });
  });

  it('classifies failures', () => {
    expect(classifyPollFailure(http(404))).toBe('ownershipLost');
    expect(classifyPollFailure(http(500))).toBe('retry');
    expect(classifyPollFailure(new ApiError({ kind: 'network' }, 'n'))).toBe('retry');
    expect(classifyPollFailure(http(401))).toBe('fail');
    expect(classifyPollFailure(new TypeError('bug'))).toBe('fail');
  });
});
