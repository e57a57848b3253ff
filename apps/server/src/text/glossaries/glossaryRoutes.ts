import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createGlossarySchema,
  deletedGlossarySchema,
  glossaryAnswerSchema,
  glossaryListSchema,
  itemIdParamsSchema,
  updateGlossarySchema,
} from '@wtt/contract';
import { guidesReferencingGlossary } from '../guides/guideStore.ts';
import { signedInIdentity } from '../../identity/currentIdentity.ts';
import { ERROR_RESPONSES } from '../routing/errorResponses.ts';
import { authorize } from '../../policies/decision.ts';
import { itemNotFound } from '../../policies/itemKinds.ts';
import { glossaryPolicy } from '../../policies/ownedItemPolicy.ts';
import { insertGlossaryWithinLimit } from '../planLimits.ts';
import { presentGlossary } from '../presenters/glossaryPresenter.ts';
import type { TextDependencies } from '../textDependencies.ts';
import { deleteGlossary, findGlossary, listGlossaries, updateGlossary } from './glossaryStore.ts';
import { deletionMessage } from './deletionMessage.ts';

const TAGS = ['text: glossaries'];

/** Glossaries: list, read, create, change, delete. */
export const glossaryRoutes =
  ({ db, plans }: TextDependencies): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/glossaries',
      {
        schema: {
          summary: 'Glossaries: public and own',
          tags: TAGS,
          response: { 200: glossaryListSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        glossaryList: (await listGlossaries(db, signedInIdentity(request).identityId)).map(presentGlossary),
      }),
    );

    app.get(
      '/glossaries/:id',
      {
        schema: {
          summary: 'One glossary',
          tags: TAGS,
          params: itemIdParamsSchema,
          response: { 200: glossaryAnswerSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const found = await findGlossary(db, request.params.id);
        authorize(found, glossaryPolicy(signedInIdentity(request).identityId, found, 'read'));
        return { glossary: presentGlossary(found) };
      },
    );

    app.post(
      '/glossaries',
      {
        schema: {
          summary: 'Create a glossary',
          tags: TAGS,
          body: createGlossarySchema,
          response: { 201: glossaryAnswerSchema, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => {
        const glossary = await insertGlossaryWithinLimit(db, plans, {
          ownerId: signedInIdentity(request).identityId,
          ...request.body,
        });
        return reply.status(201).send({ glossary: presentGlossary(glossary) });
      },
    );

    app.patch(
      '/glossaries/:id',
      {
        schema: {
          summary: 'Change a glossary (name, description, terms, or disabled)',
          tags: TAGS,
          params: itemIdParamsSchema,
          body: updateGlossarySchema,
          response: { 200: glossaryAnswerSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const ownerId = signedInIdentity(request).identityId;
        const stored = await findGlossary(db, request.params.id);
        authorize(stored, glossaryPolicy(ownerId, stored, 'change'));
        const glossary = await updateGlossary(db, ownerId, request.params.id, request.body);
        if (glossary === undefined) throw itemNotFound('glossary');
        return { glossary: presentGlossary(glossary) };
      },
    );

    app.delete(
      '/glossaries/:id',
      {
        schema: {
          summary: 'Delete a glossary; guides that used it keep working without its terms',
          tags: TAGS,
          params: itemIdParamsSchema,
          response: { 200: deletedGlossarySchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const ownerId = signedInIdentity(request).identityId;
        const { id } = request.params;
        const stored = await findGlossary(db, id);
        authorize(stored, glossaryPolicy(ownerId, stored, 'delete'));
        // Read before deleting: the references stay in the guides' rules and resolve to no terms.
        const referencingGuides = await guidesReferencingGlossary(db, ownerId, id);
        if (!(await deleteGlossary(db, ownerId, id))) throw itemNotFound('glossary');
        return { id, referencingGuides, message: deletionMessage(referencingGuides) };
      },
    );
  };
