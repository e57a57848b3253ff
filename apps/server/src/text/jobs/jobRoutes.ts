import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, cancelJobSchema, jobAnswerSchema, jobIdParamsSchema } from '@wtt/contract';
import type { DatabaseClient } from '../../database/connection.ts';
import { HttpError } from '../../errors/httpError.ts';
import { cancelOwnJob, findOwnJob } from '../../jobs/jobRecords.ts';
import { signedInIdentity } from '../../identity/currentIdentity.ts';
import { ERROR_RESPONSES } from '../routing/errorResponses.ts';

const TAGS = ['text: jobs'];

/** Another user's job and an unknown id answer alike, so job ids reveal nothing. */
function jobNotFound(): HttpError {
  return new HttpError(404, 'There is no job with this id among your jobs.');
}

/** A job's state for its owner, and cancelling it (spec section 7; DESIGN.md section 6). */
export const jobRoutes =
  (db: DatabaseClient): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/jobs/:jobId',
      {
        schema: {
          summary: 'A job: state, progress, stage, result, cancelled, failureReason',
          tags: TAGS,
          params: jobIdParamsSchema,
          response: { 200: jobAnswerSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const job = await findOwnJob(db, signedInIdentity(request).identityId, request.params.jobId);
        if (job === undefined) throw jobNotFound();
        return { job };
      },
    );

    app.patch(
      '/jobs/:jobId',
      {
        schema: {
          summary: 'Cancel a job: it stops at its next stage boundary',
          description:
            'Send {"cancelled": "true"} (boolean true works too). A queued job ends at once; a running one ' +
            'ends as FAILURE with cancelled true at its next stage boundary. A finished job answers 409.',
          tags: TAGS,
          params: jobIdParamsSchema,
          body: cancelJobSchema,
          response: { 200: jobAnswerSchema, ...ERROR_RESPONSES, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const outcome = await cancelOwnJob(db, signedInIdentity(request).identityId, request.params.jobId);
        if (outcome === 'missing') throw jobNotFound();
        if ('finished' in outcome) {
          const { state } = outcome.finished;
          throw new HttpError(
            409,
            `This job has already finished (${state}); it can no longer be cancelled.`,
          );
        }
        return { job: outcome.cancelled };
      },
    );
  };
