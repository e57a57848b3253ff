// One run of the guide builder: start the job (POST), poll it (api/jobs.ts: every 1000 ms, at most 120
// times, one poller per job), cancel it once, and on success open the new guide's page. A run that fails
// or is cancelled leaves the form as it was, so the user can start again.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { GuideBuilderBody } from '@wtt/contract';
import { useGuideBuilderJob, useStartGuideBuilder } from '../api/guides.ts';
import { isJobPollError } from '../api/jobPoller.ts';
import type { JobResult } from '../api/jobPoller.ts';
import { guidePagePath } from '../routes/paths.ts';

export type BuilderRunPhase =
  'idle' | 'starting' | 'running' | 'cancelling' | 'cancelled' | 'failed' | 'done';

export interface BuilderRun {
  phase: BuilderRunPhase;
  /** Percent, 0–100, while running. */
  progress: number;
  /** The job's stage in words ("Profiling"), once the first answer came. */
  stage: string | null;
  /** Why the run failed (a job error of spec section 8, the job's reason, or the server's message). */
  error: string | null;
  start: (body: GuideBuilderBody) => void;
  cancel: () => void;
}

/** The builder's result is the new guide's id (a list holds it first). */
export function newGuideId(result: JobResult): string | null {
  const id = Array.isArray(result) ? result[0] : result;
  return typeof id === 'string' && id !== '' ? id : null;
}

export function useBuilderRun(): BuilderRun {
  const navigate = useNavigate();
  const starter = useStartGuideBuilder();
  const [jobId, setJobId] = useState<string | null>(null);
  const [cancelAsked, setCancelAsked] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const job = useGuideBuilderJob(jobId);

  const createdId = job.status === 'success' ? newGuideId(job.result) : null;
  useEffect(() => {
    if (createdId !== null) void navigate(guidePagePath(createdId));
  }, [createdId, navigate]);

  const start = (body: GuideBuilderBody): void => {
    setCancelAsked(false);
    setCancelError(null);
    setJobId(null);
    starter.mutate(body, { onSuccess: (startedId) => setJobId(startedId) });
  };

  const cancel = (): void => {
    setCancelAsked(true);
    // The poller sends the cancel once and sees the cancelled flag; a refusal means the job ended first.
    job.cancel().catch((error: unknown) => {
      setCancelAsked(false);
      setCancelError(error instanceof Error ? error.message : String(error));
    });
  };

  return { ...describe(), start, cancel };

  function describe(): Pick<BuilderRun, 'phase' | 'progress' | 'stage' | 'error'> {
    const progress = job.progress;
    const stage = job.stage;
    if (starter.isPending) return { phase: 'starting', progress: 0, stage: null, error: null };
    if (starter.isError && jobId === null) {
      return { phase: 'failed', progress: 0, stage: null, error: starter.error.message };
    }
    if (job.status === 'polling') {
      return { phase: cancelAsked ? 'cancelling' : 'running', progress, stage, error: cancelError };
    }
    if (job.status === 'failure') {
      if (isJobPollError(job.error) && job.error.reason === 'cancelled') {
        return { phase: 'cancelled', progress, stage, error: null };
      }
      return { phase: 'failed', progress, stage, error: job.error?.message ?? null };
    }
    if (job.status === 'success') {
      if (createdId !== null) return { phase: 'done', progress: 100, stage, error: null };
      return {
        phase: 'failed',
        progress,
        stage,
        error: 'The builder finished without naming the new guide.',
      };
    }
    return { phase: 'idle', progress: 0, stage: null, error: null };
  }
}
