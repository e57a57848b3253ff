import type { AnalyzeAnswer, MatchAnswer } from '@wtt/contract';
import type { TextFormat } from '@wtt/engine';
import { HttpError } from '../../errors/httpError.ts';
import { CheckPool } from './checkPool.ts';
import { Checker, type CheckAnswer, type CheckOutcome, type CheckTask } from './checkTask.ts';
import type { GuideRef, GuideSource } from './guideSource.ts';

/** Runs checks: in worker threads, or in this thread when there are none. */
export interface Checks {
  match(text: string, format: TextFormat, guide: GuideRef): Promise<MatchAnswer>;
  analyze(text: string, format: TextFormat, guide?: GuideRef): Promise<AnalyzeAnswer>;
  close(): Promise<void>;
}

/**
 * Checks in `workers` threads (0: in this thread, which then blocks while it checks). A checker
 * without the guide's version asks for its source once, which is read from the database then.
 */
export function createChecks(workers: number): Checks {
  const pool = workers > 0 ? new CheckPool(workers) : undefined;
  const runTask = pool
    ? (task: CheckTask, source?: GuideSource): Promise<CheckOutcome> => pool.run(task, source)
    : inThisThread(new Checker());
  const run = async (input: Omit<CheckTask, 'guide'>, guide?: GuideRef): Promise<CheckAnswer> => {
    const task: CheckTask = guide ? { ...input, guide: { key: guide.key, version: guide.version } } : input;
    let outcome = await runTask(task);
    if ('needsGuide' in outcome && guide) outcome = await runTask(task, await guide.source());
    if ('error' in outcome) throw new HttpError(outcome.error.status, outcome.error.message);
    if ('answer' in outcome) return outcome.answer;
    throw new Error('the checker asked for a guide twice');
  };
  return {
    async match(text, format, guide) {
      const answer = await run({ kind: 'match', text, format }, guide);
      if ('counts' in answer) throw new Error('a match answered an analysis');
      return answer;
    },
    async analyze(text, format, guide) {
      const answer = await run({ kind: 'analyze', text, format }, guide);
      if (!('counts' in answer)) throw new Error('an analysis answered a match');
      return answer;
    },
    close: () => pool?.close() ?? Promise.resolve(),
  };
}

function inThisThread(checker: Checker) {
  return (task: CheckTask, source?: GuideSource): Promise<CheckOutcome> =>
    Promise.resolve(checker.run(task, source));
}
