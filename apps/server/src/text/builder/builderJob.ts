import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import { guideBuilderInputSchema } from '@wtt/contract';
import { profileSteps, validateGuide, type ProfileResult } from '@wtt/engine';
import { buildFailed, buildFinished } from '../../account/notifications/notices.ts';
import { notify } from '../../account/notifications/notify.ts';
import type { AccountConfig } from '../../config/environment.ts';
import type { DatabaseClient } from '../../database/connection.ts';
import { JobFailure } from '../../jobs/jobErrors.ts';
import type { JobKind } from '../../jobs/jobKind.ts';
import type { RunningJob } from '../../jobs/runningJob.ts';
import { insertGuideWithinLimit } from '../planLimits.ts';
import { resolveBuilderGlossaries, type BuilderGlossaries } from './builderGlossaries.ts';

export const GUIDE_BUILDER_JOB = 'guide-builder';

/** What a builder job keeps until it runs: the builder input and the owner's name for the guide. */
export const builderJobInputSchema = guideBuilderInputSchema.extend({ ownerName: z.string() });

export type BuilderJobInput = z.infer<typeof builderJobInputSchema>;

/**
 * The engine's progress (0–1 over reading samples, profiling and deriving rules) fills the job's
 * progress up to this percent; saving the guide takes it to 100.
 */
const PROFILE_PERCENT = 95;

const SAVING_STAGE = 'Saving';

/**
 * The guide builder (DESIGN.md section 6): the engine's profiler over the samples, with stages and
 * progress; its result is the new guide's id. Its owner gets a notification when it finishes or fails. The profiler runs step by step, yielding the event loop
 * between steps, so the HTTP server in the same process keeps answering while it works.
 */
export function guideBuilderJob(db: DatabaseClient, plans: AccountConfig): JobKind<BuilderJobInput> {
  return {
    kind: GUIDE_BUILDER_JOB,
    input: builderJobInputSchema,
    firstStage: 'Waiting to start',
    async run(job) {
      const profile = await profileWithStages(db, job);
      await job.stage(SAVING_STAGE, PROFILE_PERCENT);
      const { name, description } = job.input;
      const rules = profile.guide.rules.map((rule) =>
        rule.params === undefined ? { id: rule.id } : { id: rule.id, params: { ...rule.params } },
      );
      return async (trx) => {
        const guide = await insertGuideWithinLimit(trx, plans, {
          ownerId: job.ownerId,
          ownerName: job.input.ownerName,
          name,
          description,
          rules,
          evidence: profile.evidence.map((evidence) => ({
            ruleId: evidence.ruleId,
            reason: evidence.reason,
            sentences: [...evidence.sentences],
            exceptions: [...evidence.exceptions],
          })),
        });
        // In the transaction that saves the guide: the notice comes with the guide or not at all.
        await notify(trx, job.ownerId, buildFinished({ id: guide.id, name }, rules.length));
        return guide.id;
      };
    },
    async onFailed(trx, failed) {
      await notify(trx, failed.ownerId, buildFailed(failed.input?.name, failed.reason));
    },
  };
}

async function profileWithStages(
  db: DatabaseClient,
  job: RunningJob<BuilderJobInput>,
): Promise<ProfileResult> {
  const { name, description, texts } = job.input;
  const first = 'Reading samples';
  await job.stage(first, 0);
  const glossaries = await resolveBuilderGlossaries(db, job.ownerId, job.input);
  const [missing] = glossaries.missing;
  if (missing !== undefined) {
    throw new JobFailure(
      `The glossary chosen for ${missing.role} no longer exists; choose another one and start again.`,
    );
  }
  const steps = profileSteps({ name, description, texts, ...glossaries.resolved });
  let stage = first;
  for (;;) {
    const step = steps.next();
    if (step.done === true) {
      assertSavable(step.value, glossaries);
      return step.value;
    }
    const percent = step.value.progress * PROFILE_PERCENT;
    if (step.value.label === stage) {
      await job.progress(percent);
    } else {
      stage = step.value.label;
      await job.stage(stage, percent);
    }
    // One profiler step at a time: requests waiting meanwhile are served between steps.
    await nextTurn();
  }
}

/** The profiler derives valid guides; one that does not compile is a bug (retried, then FAILURE). */
function assertSavable(profile: ProfileResult, glossaries: BuilderGlossaries): void {
  const issues = validateGuide(profile.guide, { glossaries: glossaries.source });
  if (issues.length > 0) {
    throw new Error(`the profiler derived an invalid guide: ${JSON.stringify(issues)}`);
  }
}
