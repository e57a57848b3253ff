import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyzeAnswerSchema,
  analyzeRequestSchema,
  apiErrorSchema,
  matchAnswerSchema,
  matchRequestSchema,
} from '@wtt/contract';
import { analyzeText, checkText } from '@wtt/engine';
import type { DatabaseClient } from '../../database/connection.ts';
import { currentOwner } from '../http/currentOwner.ts';
import { ERROR_RESPONSES } from '../http/errorResponses.ts';
import { assertCheckableLength, CHECK_BODY_LIMIT } from './checkedTextLength.ts';
import { GuidesForChecking } from './guideForChecking.ts';
import { toMatchAnswer } from './matchAnswer.ts';

const TAGS = ['text: checking'];
const CHECK_ERRORS = { ...ERROR_RESPONSES, 409: apiErrorSchema, 413: apiErrorSchema } as const;

/** POST /match and POST /analyze: a text checked against a guide, and a text's metrics and tone. */
export const checkingRoutes =
  (db: DatabaseClient): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const guides = new GuidesForChecking(db);

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
      async (request) => {
        const { text, toneOfVoiceId, format } = request.body;
        assertCheckableLength(text);
        const guide = await guides.load(currentOwner(request).identityId, toneOfVoiceId);
        return toMatchAnswer(checkText(text, guide, { format }));
      },
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
      async (request) => {
        const { text, toneOfVoiceId, format } = request.body;
        assertCheckableLength(text);
        const guide =
          toneOfVoiceId === undefined
            ? undefined
            : await guides.load(currentOwner(request).identityId, toneOfVoiceId);
        const { match, ...analysis } = analyzeText(text, { format, ...(guide ? { guide } : {}) });
        return { ...analysis, ...(match === undefined ? {} : { match: toMatchAnswer(match) }) };
      },
    );
  };
