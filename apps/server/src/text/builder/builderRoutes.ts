import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guideBuilderInputSchema, jobStartedSchema } from '@wtt/contract';
import { HttpError } from '../../errors/httpError.ts';
import { signedInIdentity } from '../../identity/currentIdentity.ts';
import { ERROR_RESPONSES } from '../routing/errorResponses.ts';
import { assertRoomForGuide } from '../planLimits.ts';
import type { TextDependencies } from '../textDependencies.ts';
import { resolveBuilderGlossaries } from './builderGlossaries.ts';
import { GUIDE_BUILDER_JOB, type BuilderJobInput } from './builderJob.ts';

/** POST /tones-of-voice/builder: checks the input, then starts the guide builder job. */
export const builderRoutes =
  ({ db, plans, jobs }: TextDependencies): FastifyPluginAsync =>
  async (plain) => {
    plain.withTypeProvider<ZodTypeProvider>().post(
      '/tones-of-voice/builder',
      {
        schema: {
          summary: 'Start the guide builder: a job that derives a guide from sample texts',
          description:
            'Answers 202 with the job id at once. Poll GET /jobs/{jobId}: its stages are "Reading samples", ' +
            '"Profiling", "Deriving rules" and "Saving"; on SUCCESS its result is the new guide’s id.',
          tags: ['text: guides'],
          body: guideBuilderInputSchema,
          response: { 202: jobStartedSchema, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const owner = signedInIdentity(request);
        const input = request.body;
        // A plan without room answers now, not after the job has profiled the samples.
        await assertRoomForGuide(db, plans, owner.identityId);
        const { missing } = await resolveBuilderGlossaries(db, owner.identityId, input);
        if (missing.length > 0) {
          const details = missing.map(({ field }) => ({
            path: `body/${field}`,
            message: 'There is no glossary with this id in your library.',
          }));
          throw new HttpError(
            400,
            `There is no glossary with this id in your library: ${missing.map(({ field }) => field).join(', ')}.`,
            details,
          );
        }
        const jobInput: BuilderJobInput = { ...input, ownerName: owner.email };
        const jobId = await jobs.enqueue(owner.identityId, GUIDE_BUILDER_JOB, jobInput);
        return reply.status(202).send({ jobId });
      },
    );
  };
