import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  toneOfVoiceAnswerSchema,
  WIZARD_QUESTIONS,
  wizardQuestionsAnswerSchema,
  wizardRequestSchema,
} from '@wtt/contract';
import { signedInIdentity } from '../../identity/currentIdentity.ts';
import { ERROR_RESPONSES } from '../routing/errorResponses.ts';
import { createOwnGuide } from '../guides/createOwnGuide.ts';
import { presentGuide } from '../presenters/guidePresenter.ts';
import type { TextDependencies } from '../textDependencies.ts';
import { rulesForAnswers } from './wizardRules.ts';

const TAGS = ['text: guides'];

/** The guide wizard: a guide from picked rules or from the answers to a few key questions. */
export const wizardRoutes =
  ({ db, plans }: TextDependencies): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/tones-of-voice/wizard/questions',
      {
        schema: {
          summary: 'The key questions of the guide wizard, with their choices and defaults',
          tags: TAGS,
          response: { 200: wizardQuestionsAnswerSchema, ...ERROR_RESPONSES },
        },
      },
      async () => ({ questions: [...WIZARD_QUESTIONS] }),
    );

    app.post(
      '/tones-of-voice/wizard',
      {
        schema: {
          summary: 'Create a guide with the wizard: picked rules, or answers to the key questions',
          tags: TAGS,
          body: wizardRequestSchema,
          response: { 201: toneOfVoiceAnswerSchema, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const { name, description, rules: picked, answers } = request.body;
        const rules = picked ?? (answers === undefined ? [] : rulesForAnswers(answers));
        const tov = await createOwnGuide({ db, plans }, signedInIdentity(request), {
          name,
          description,
          rules,
        });
        return reply.status(201).send({ tov: presentGuide(tov) });
      },
    );
  };
