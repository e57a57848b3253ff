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
import type { DatabaseClient } from '../../database/connection.ts';
import { currentOwner } from '../http/currentOwner.ts';
import { ERROR_RESPONSES } from '../http/errorResponses.ts';
import { assertOwnItem, isVisible, notFound } from '../ownership.ts';
import { deleteGuide, findGuide, insertGuide, listGuides, toToneOfVoice, updateGuide } from './guideStore.ts';
import { assertValidGuideRules } from './validateGuideRules.ts';

const TAGS = ['text: guides'];

/** Guides (tones of voice): list, read, create, change, delete. */
export const guideRoutes =
  (db: DatabaseClient): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/tones-of-voice',
      {
        schema: {
          summary: 'Guides: predefined and own',
          tags: TAGS,
          response: { 200: toneOfVoiceListSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({ tovList: await listGuides(db, currentOwner(request).identityId) }),
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
        const ownerId = currentOwner(request).identityId;
        const row = await findGuide(db, request.params.id);
        if (row === undefined || !isVisible(row, ownerId)) throw notFound('tone_of_voice');
        // Sharing comes with its own slice; until then no guide has members or a code.
        return {
          tov: toToneOfVoice(row),
          shares: [],
          shareCode: null,
          shareCodeExpirationTime: null,
          evidence: row.evidence,
        };
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
        const owner = currentOwner(request);
        const { name, description, rules } = request.body;
        await assertValidGuideRules(db, owner.identityId, name, rules);
        const tov = await insertGuide(db, {
          ownerId: owner.identityId,
          ownerName: owner.email,
          name,
          description,
          rules,
        });
        return reply.status(201).send({ tov });
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
        const ownerId = currentOwner(request).identityId;
        const row = await findGuide(db, request.params.id);
        assertOwnItem('tone_of_voice', row, ownerId);
        const patch = request.body;
        if (patch.rules !== undefined) {
          await assertValidGuideRules(db, ownerId, patch.name ?? row.name, patch.rules, row.rules);
        }
        const tov = await updateGuide(db, ownerId, request.params.id, patch);
        if (tov === undefined) throw notFound('tone_of_voice');
        return { tov };
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
        const ownerId = currentOwner(request).identityId;
        assertOwnItem('tone_of_voice', await findGuide(db, request.params.id), ownerId);
        if (!(await deleteGuide(db, ownerId, request.params.id))) throw notFound('tone_of_voice');
        return { id: request.params.id };
      },
    );
  };
