import type { ResourceLimits } from 'node:worker_threads';
import type { AnalyzeAnswer, MatchAnswer } from '@wtt/contract';
import { createCheckService, type CheckRequest, type GuideSource, type TextFormat } from '@wtt/engine';
import { HttpError } from '../../errors/httpError.ts';
import { CheckOutOfMemory, CheckPool, type PooledCheck } from './checkPool.ts';
import { presentOutcome, type PresentedOutcome } from './checkThreadMessages.ts';
import type { GuideRef } from './guideSource.ts';
import { JsonAnswer } from './jsonAnswer.ts';
import { readOncePerVersion } from './sourceReads.ts';

const CHECK_TOO_LARGE_MESSAGE =
  'Checking this text with this guide needs more memory than this server gives one check. ' +
  "Check a shorter text, or use a guide with smaller glossaries (a glossary's terms take the most).";

/** Runs checks: in worker threads, or in this thread when there are none. Answers come serialized. */
export interface Checks {
  match(text: string, format: TextFormat, guide: GuideRef): Promise<JsonAnswer<MatchAnswer>>;
  analyze(text: string, format: TextFormat, guide?: GuideRef): Promise<JsonAnswer<AnalyzeAnswer>>;
  close(): Promise<void>;
}

/**
 * Checks in `workers` threads (0: in this thread, which then blocks while it checks). A guide's source is
 * read from the database only when a thread lacks its version, and once per version however many
 * threads need it.
 */
export function createChecks(workers: number, heap?: ResourceLimits): Checks {
  const pool = workers > 0 ? new CheckPool(workers, heap) : undefined;
  const runCheck = pool ? (check: PooledCheck) => pool.run(check) : inThisThread();
  const sources = readOncePerVersion();

  const run = async (kind: CheckRequest['kind'], text: string, format: TextFormat, guide?: GuideRef) => {
    const outcome = await runCheck({
      request: {
        kind,
        text,
        format,
        ...(guide ? { guide: { key: guide.key, version: guide.version } } : {}),
      },
      ...(guide ? { loadSource: () => sources.read(guide) } : {}),
    }).catch((error: unknown) => {
      if (!(error instanceof CheckOutOfMemory)) throw error;
      throw new HttpError(422, CHECK_TOO_LARGE_MESSAGE);
    });
    if (outcome.kind === 'guideInvalid') {
      // A guide saved under an older catalogue may no longer compile: its owner has to update it.
      throw new HttpError(
        409,
        `This guide's rules need an update before it can check texts: ${outcome.message}`,
      );
    }
    if (outcome.kind !== kind) throw new Error(`a ${kind} request answered ${outcome.kind}`);
    return outcome.json;
  };
  return {
    match: async (text, format, guide) =>
      new JsonAnswer<MatchAnswer>(await run('match', text, format, guide)),
    analyze: async (text, format, guide) =>
      new JsonAnswer<AnalyzeAnswer>(await run('analyze', text, format, guide)),
    close: () => pool?.close() ?? Promise.resolve(),
  };
}

/** The pool's contract in this thread: the same service, the source read only when it lacks the guide. */
function inThisThread(): (check: PooledCheck) => Promise<PresentedOutcome> {
  const service = createCheckService();
  return async ({ request, loadSource }) => {
    const outcome = service.run(request);
    if (outcome.kind !== 'guideMissing' || !loadSource) return presentOutcome(outcome);
    const source: GuideSource = await loadSource();
    return presentOutcome(service.run({ ...request, source }));
  };
}
