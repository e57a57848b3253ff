import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyzeAnswerSchema,
  analyzeRequestSchema,
  apiErrorSchema,
  guideSourceAnswerSchema,
  itemIdParamsSchema,
  matchAnswerSchema,
  matchRequestSchema,
} from '@wtt/contract';
import type { DatabaseClient } from '../../database/connection.ts';
import { signedInIdentity } from '../../identity/currentIdentity.ts';
import { ERROR_RESPONSES } from '../routing/errorResponses.ts';
import { assertCheckableLength, CHECK_BODY_LIMIT } from './checkedTextLength.ts';
import { createChecks } from './checks.ts';
import { guideSourceForBrowser, guideToCheckWith } from './guideSource.ts';
import type { JsonAnswer } from './jsonAnswer.ts';

const TAGS = ['text: checking'];
const CHECK_ERRORS = { ...ERROR_RESPONSES, 409: apiErrorSchema, 413: apiErrorSchema } as const;

/**
 * POST /match and POST /analyze: a text checked against a guide, and a text's metrics and tone. The
 * checks run in `checkWorkers` worker threads (0: on the event loop). GET /tones-of-voice/{id}/source
 * gives the browser's checker the same guide a check here uses.
 */
export const checkingRoutes =
  (db: DatabaseClient, checkWorkers: number): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const checks = createChecks(checkWorkers);
    app.addHook('onClose', () => checks.close());

    app.post(
      '/match',
      {
        bodyLimit: CHECK_BODY_LIMIT,
        schema: {
          summary: 'Check a text against a guide: score, category scores, findings and what costs most',
          tags: TAGS,
          body: matchRequestSchema,
          response: { 200: matchAnswerSchema, ...CHECK_ERRORS },
        },
      },
      async (request, reply) => {
        const { text, toneOfVoiceId, format } = request.body;
        assertCheckableLength(text);
        const guide = await guideToCheckWith(db, signedInIdentity(request).identityId, toneOfVoiceId);
        return sendJson(reply, await checks.match(text, format, guide));
      },
    );

    app.get(
      '/tones-of-voice/:id/source',
      {
        schema: {
          summary: "A guide's rules and the terms of the glossaries they use, for checking in the browser",
          tags: TAGS,
          params: itemIdParamsSchema,
          response: { 200: guideSourceAnswerSchema, ...CHECK_ERRORS },
        },
      },
      async (request) => ({
        source: await guideSourceForBrowser(db, signedInIdentity(request).identityId, request.params.id),
      }),
    );

    app.post(
      '/analyze',
      {
        bodyLimit: CHECK_BODY_LIMIT,
        schema: {
          summary:
            'Analyze a text: counts, lengths, readability, passive share, emotionality, formality, tone',
          tags: TAGS,
          body: analyzeRequestSchema,
          response: { 200: analyzeAnswerSchema, ...CHECK_ERRORS },
        },
      },
      async (request, reply) => {
        const { text, toneOfVoiceId, format } = request.body;
        assertCheckableLength(text);
        const guide =
          toneOfVoiceId === undefined
            ? undefined
            : await guideToCheckWith(db, signedInIdentity(request).identityId, toneOfVoiceId);
        return sendJson(reply, await checks.analyze(text, format, guide));
      },
    );
  };

/**
 * Sends an answer a check thread serialized: as the bytes it made (a Buffer payload skips the response
 * serializer, so the 200 schema documents the answer; the route tests check answers against it).
 */
function sendJson<T>(reply: FastifyReply, answer: JsonAnswer<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(answer.toBuffer());
}
