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
import { authorize } from '../../policies/decision.ts';
import { itemNotFound } from '../../policies/itemKinds.ts';
import { promptPolicy } from '../../policies/ownedItemPolicy.ts';
import { insertPromptWithinLimit } from '../planLimits.ts';
import { presentPrompt } from '../presenters/promptPresenter.ts';
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
      async (request) => ({
        promptList: (await listPrompts(db, signedInIdentity(request).identityId)).map(presentPrompt),
      }),
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
        authorize(found, promptPolicy(signedInIdentity(request).identityId, found, 'read'));
        return { prompt: presentPrompt(found) };
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
        return reply.status(201).send({ prompt: presentPrompt(prompt) });
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
        const stored = await findPrompt(db, request.params.id);
        authorize(stored, promptPolicy(ownerId, stored, 'change'));
        const prompt = await updatePrompt(db, ownerId, request.params.id, request.body);
        if (prompt === undefined) throw itemNotFound('prompt');
        return { prompt: presentPrompt(prompt) };
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
        const stored = await findPrompt(db, request.params.id);
        authorize(stored, promptPolicy(ownerId, stored, 'delete'));
        if (!(await deletePrompt(db, ownerId, request.params.id))) throw itemNotFound('prompt');
        return { id: request.params.id };
      },
    );
  };
