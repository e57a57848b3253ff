import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPromptSchema,
  deletedItemSchema,
  itemIdParamsSchema,
  promptAnswerSchema,
  promptListSchema,
  updatePromptSchema,
} from '@wtt/contract';
import { signedInIdentity } from '../../identity/currentIdentity.ts';
import { ERROR_RESPONSES } from '../routing/errorResponses.ts';
import { assertOwnItem, isVisible, notFound } from '../ownership.ts';
import { insertPromptWithinLimit } from '../planLimits.ts';
import type { TextDependencies } from '../textDependencies.ts';
import { deletePrompt, findPrompt, listPrompts, updatePrompt } from './promptStore.ts';

const TAGS = ['text: prompts'];

/** Prompts: list, read, create, change, delete. */
export const promptRoutes =
  ({ db, plans }: TextDependencies): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/prompts',
      {
        schema: {
          summary: 'Prompts: predefined and own',
          tags: TAGS,
          response: { 200: promptListSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({ promptList: await listPrompts(db, signedInIdentity(request).identityId) }),
    );

    app.get(
      '/prompts/:id',
      {
        schema: {
          summary: 'One prompt',
          tags: TAGS,
          params: itemIdParamsSchema,
          response: { 200: promptAnswerSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const found = await findPrompt(db, request.params.id);
        if (found === undefined || !isVisible(found, signedInIdentity(request).identityId)) {
          throw notFound('prompt');
        }
        return { prompt: found.prompt };
      },
    );

    app.post(
      '/prompts',
      {
        schema: {
          summary: 'Create a prompt',
          tags: TAGS,
          body: createPromptSchema,
          response: { 201: promptAnswerSchema, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const prompt = await insertPromptWithinLimit(db, plans, {
          ownerId: signedInIdentity(request).identityId,
          ...request.body,
        });
        return reply.status(201).send({ prompt });
      },
    );

    app.patch(
      '/prompts/:id',
      {
        schema: {
          summary: 'Change a prompt (name, content, or disabled)',
          tags: TAGS,
          params: itemIdParamsSchema,
          body: updatePromptSchema,
          response: { 200: promptAnswerSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const ownerId = signedInIdentity(request).identityId;
        assertOwnItem('prompt', await findPrompt(db, request.params.id), ownerId);
        const prompt = await updatePrompt(db, ownerId, request.params.id, request.body);
        if (prompt === undefined) throw notFound('prompt');
        return { prompt };
      },
    );

    app.delete(
      '/prompts/:id',
      {
        schema: {
          summary: 'Delete a prompt',
          tags: TAGS,
          params: itemIdParamsSchema,
          response: { 200: deletedItemSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const ownerId = signedInIdentity(request).identityId;
        assertOwnItem('prompt', await findPrompt(db, request.params.id), ownerId);
        if (!(await deletePrompt(db, ownerId, request.params.id))) throw notFound('prompt');
        return { id: request.params.id };
      },
    );
  };
