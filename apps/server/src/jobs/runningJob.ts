import { setTimeout as delay } from 'node:timers/promises';
import type { DatabaseClient } from '../database/connection.ts';
import { JobStopped } from './jobErrors.ts';
import { enterStage, reportProgress, type JobFence } from './jobProgress.ts';

/** Progress within a stage is written at most this often (the web app polls every second). */
export const PROGRESS_WRITE_INTERVAL_MS = 100;

/** What a job kind sees of its running job. Progress is in percent, 0–100. */
export interface RunningJob<Input> {
  readonly id: string;
  readonly ownerId: string;
  readonly input: Input;
  /** 1 for the first attempt, 2 for the first retry, ... */
  readonly attempt: number;
  /** A stage boundary: shows `label` and `progress`; throws JobStopped when the owner cancelled. */
  stage(label: string, progress: number): Promise<void>;
  /** Progress within the current stage; throws JobStopped when this process is shutting down. */
  progress(progress: number): Promise<void>;
}

export interface RunningJobParts<Input> {
  db: DatabaseClient;
  fence: JobFence;
  ownerId: string;
  input: Input;
  /** True once this process is shutting down: the job stops at its next stage or progress report. */
  isStopping: () => boolean;
  /** Pause at each stage boundary (JOB_STAGE_DELAY_MS, for tests and demonstrations); 0 for none. */
  stageDelayMs: number;
}

export function createRunningJob<Input>(parts: RunningJobParts<Input>): RunningJob<Input> {
  const { db, fence } = parts;
  let lastWrite = 0;
  const checkShutdown = (): void => {
    if (parts.isStopping()) throw new JobStopped('shutdown');
  };
  return {
    id: fence.id,
    ownerId: parts.ownerId,
    input: parts.input,
    attempt: fence.attempt,
    async stage(label, progress) {
      checkShutdown();
      const outcome = await enterStage(db, fence, label, progress);
      if (outcome !== 'ok') throw new JobStopped(outcome);
      lastWrite = Date.now();
      if (parts.stageDelayMs > 0) await delay(parts.stageDelayMs);
    },
    async progress(progress) {
      checkShutdown();
      if (Date.now() - lastWrite < PROGRESS_WRITE_INTERVAL_MS) return;
      lastWrite = Date.now();
      if (!(await reportProgress(db, fence, progress))) throw new JobStopped('lost');
    },
  };
}
