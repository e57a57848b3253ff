import { z } from 'zod';

/** A job's states (DESIGN.md section 6); `cancelled` is a separate flag. */
export const JOB_STATES = ['QUEUED', 'RUNNING', 'SUCCESS', 'FAILURE'] as const;

export const jobStateSchema = z.enum(JOB_STATES);

/** A job as `GET /api/text/jobs/{jobId}` shows it (spec section 3 "Job", plus id, kind and attempts). */
export const jobSchema = z
  .object({
    id: z.uuid(),
    kind: z.string().describe('What the job does, for example guide-builder.'),
    state: jobStateSchema,
    progress: z.number().min(0).max(100).describe('How far the job is, in percent (0–100).'),
    stage: z.string().describe('What the job is doing now, in words, for example "Profiling".'),
    result: z
      .union([z.string(), z.array(z.string())])
      .nullable()
      .describe('The answer of a successful job (the guide builder: the new guide’s id); else null.'),
    cancelled: z.boolean().describe('true once the owner asked to cancel the job.'),
    failureReason: z.string().nullable().describe('Why the job ended in FAILURE; else null.'),
    attempts: z.number().int().min(0).describe('How many times a worker started the job (retries count).'),
  })
  .meta({ id: 'Job' });

export const jobAnswerSchema = z.object({ job: jobSchema }).meta({ id: 'JobAnswer' });

/** The `{jobId}` of a job's path: a UUID, so a malformed id answers 400 before any lookup. */
export const jobIdParamsSchema = z.object({
  jobId: z.uuid('must be a UUID'),
});

/** What starting a job answers. */
export const jobStartedSchema = z.object({ jobId: z.uuid() }).meta({ id: 'JobStarted' });

/**
 * `PATCH /jobs/{jobId}`: the spec sends `cancelled` as the text "true"; boolean true is accepted too.
 * Nothing else can be changed, and a job cannot be un-cancelled.
 */
export const cancelJobSchema = z
  .object({
    cancelled: z.union([z.literal('true'), z.literal(true)], {
      error: 'must be "true": a job can be cancelled, not resumed',
    }),
  })
  .meta({ id: 'CancelJob' });

export type Job = z.infer<typeof jobSchema>;
export type JobState = z.infer<typeof jobStateSchema>;
export type CancelJob = z.infer<typeof cancelJobSchema>;
export type JobStarted = z.infer<typeof jobStartedSchema>;
