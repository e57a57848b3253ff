import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  chatCreateSchema,
  chatIdAltParamsSchema,
  chatIdParamsSchema,
  chatMessagePostSchema,
  chatSchema,
  chatUpdateSchema,
  jobStartedSchema,
} from '@wtt/contract';
import { signedInIdentity } from '../identity/currentIdentity.ts';
import { authorize } from '../policies/decision.ts';
import { chatPolicy } from '../policies/chatPolicy.ts';
import type { AssistantDependencies } from './assistantDependencies.ts';
import { ASSISTANT_STAGES } from './assistantReplyJob.ts';
import { createChat, findChat, listMessages } from './chatStore.ts';
import { presentChat } from './presenters/chatPresenter.ts';
import { sendMessage } from './sendMessage.ts';
import { storableContext } from './storableContext.ts';

const TAGS = ['assistant'];
const RESPONSES = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
} as const;

const REPLY_DESCRIPTION =
  'Stores the message and answers 202 with the id of the job that writes the reply. Poll GET ' +
  `/api/text/jobs/{jobId}: its stages are "${ASSISTANT_STAGES.reading}", "Checking against <guide>" and ` +
  `"${ASSISTANT_STAGES.writing}"; on SUCCESS its result is the reply's Markdown, and the reply is the chat's ` +
  'next message (with a proposal when it proposes fixes). Cancel with PATCH /api/text/jobs/{jobId}.';

/** The assistant's chats (spec section 7): create, read, and send a message (two spellings of it). */
export const chatRoutes =
  ({ db, jobs }: AssistantDependencies): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/chats',
      {
        config: { acceptsNoBody: true },
        schema: {
          summary: 'Start a chat (empty; the app greets in the chosen personality)',
          tags: TAGS,
          body: chatCreateSchema.nullish(),
          response: { 201: chatSchema, ...RESPONSES },
        },
      },
      async (request, reply) => {
        const ownerId = signedInIdentity(request).identityId;
        const context = request.body?.context;
        const chat = await createChat(
          db,
          ownerId,
          context === undefined ? undefined : storableContext(context),
        );
        return reply.status(201).send(presentChat(chat, []));
      },
    );

    app.get(
      '/chats/:id',
      {
        schema: {
          summary: 'A chat with its messages, oldest first',
          tags: TAGS,
          params: chatIdParamsSchema,
          response: { 200: chatSchema, ...RESPONSES },
        },
      },
      async (request) => {
        const ownerId = signedInIdentity(request).identityId;
        const chat = await findChat(db, request.params.id);
        authorize(chat, chatPolicy(ownerId, chat, 'read'));
        return presentChat(chat, await listMessages(db, chat.id));
      },
    );

    app.patch(
      '/chats/:id',
      {
        schema: {
          summary: 'Send a message with what the user is working on (the context)',
          description: REPLY_DESCRIPTION,
          tags: TAGS,
          params: chatIdParamsSchema,
          body: chatUpdateSchema,
          response: { 202: jobStartedSchema, ...RESPONSES },
        },
      },
      async (request, reply) => {
        const ownerId = signedInIdentity(request).identityId;
        const { message, context } = request.body;
        const jobId = await sendMessage(db, jobs, ownerId, { chatId: request.params.id, message, context });
        return reply.status(202).send({ jobId });
      },
    );

    app.post(
      '/chats/:chatId',
      {
        schema: {
          summary: 'Send a message (the context is optional: without one, the chat’s last context is used)',
          description: REPLY_DESCRIPTION,
          tags: TAGS,
          params: chatIdAltParamsSchema,
          body: chatMessagePostSchema,
          response: { 202: jobStartedSchema, ...RESPONSES },
        },
      },
      async (request, reply) => {
        const ownerId = signedInIdentity(request).identityId;
        const { message, context } = request.body;
        const chatId = request.params.chatId;
        const jobId = await sendMessage(db, jobs, ownerId, { chatId, message, context });
        return reply.status(202).send({ jobId });
      },
    );
  };
