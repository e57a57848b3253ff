import { guideForAction } from './guideForAction.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createToneOfVoiceSchema,
  deletedItemSchema,
  itemIdParamsSchema,
  toneOfVoiceAnswerSchema,
  toneOfVoiceDetailSchema,
  toneOfVoiceListSchema,
  updateToneOfVoiceSchema,
} from '@wtt/contract';
import { signedInIdentity } from '../../identity/currentIdentity.ts';
import { ERROR_RESPONSES } from '../routing/errorResponses.ts';
import { itemNotFound } from '../../policies/itemKinds.ts';
import { presentGuide, presentGuideDetail } from '../presenters/guidePresenter.ts';
import { readGuideSharing } from '../sharing/guideSharingView.ts';
import type { TextDependencies } from '../textDependencies.ts';
import { createOwnGuide } from './createOwnGuide.ts';
import { deleteGuide, listGuides, updateGuide } from './guideStore.ts';
import { assertValidGuideRules } from './validateGuideRules.ts';

const TAGS = ['text: guides'];

/** Guides (tones of voice): list, read, create, change, delete. */
export const guideRoutes =
  ({ db, plans }: TextDependencies): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/tones-of-voice',
      {
        schema: {
          summary: 'Guides: predefined, own and shared with the caller',
          tags: TAGS,
          response: { 200: toneOfVoiceListSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        tovList: (await listGuides(db, signedInIdentity(request).identityId)).map(presentGuide),
      }),
    );

    app.get(
      '/tones-of-voice/:id',
      {
        schema: {
          summary: 'One guide with its sharing info',
          tags: TAGS,
          params: itemIdParamsSchema,
          response: { 200: toneOfVoiceDetailSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const userId = signedInIdentity(request).identityId;
        const access = await guideForAction(db, userId, request.params.id, 'read');
        return presentGuideDetail(access, await readGuideSharing(db, access, userId));
      },
    );

    app.post(
      '/tones-of-voice',
      {
        schema: {
          summary: 'Create a guide',
          tags: TAGS,
          body: createToneOfVoiceSchema,
          response: { 201: toneOfVoiceAnswerSchema, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const { name, description, rules } = request.body;
        const tov = await createOwnGuide({ db, plans }, signedInIdentity(request), {
          name,
          description,
          rules,
        });
        return reply.status(201).send({ tov: presentGuide(tov) });
      },
    );

    app.patch(
      '/tones-of-voice/:id',
      {
        schema: {
          summary: 'Change a guide (name, description, rules, or disabled)',
          tags: TAGS,
          params: itemIdParamsSchema,
          body: updateToneOfVoiceSchema,
          response: { 200: toneOfVoiceAnswerSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const ownerId = signedInIdentity(request).identityId;
        const access = await guideForAction(db, ownerId, request.params.id, 'change');
        const patch = request.body;
        if (patch.rules !== undefined) {
          const { name, rules } = access.guide;
          await assertValidGuideRules(db, ownerId, patch.name ?? name, patch.rules, rules);
        }
        const tov = await updateGuide(db, ownerId, request.params.id, patch);
        if (tov === undefined) throw itemNotFound('guide');
        return { tov: presentGuide(tov) };
      },
    );

    app.delete(
      '/tones-of-voice/:id',
      {
        schema: {
          summary: 'Delete a guide',
          tags: TAGS,
          params: itemIdParamsSchema,
          response: { 200: deletedItemSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const ownerId = signedInIdentity(request).identityId;
        await guideForAction(db, ownerId, request.params.id, 'delete');
        if (!(await deleteGuide(db, ownerId, request.params.id))) throw itemNotFound('guide');
        return { id: request.params.id };
      },
    );
  };
