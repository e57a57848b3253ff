import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  deletedItemSchema,
  itemIdParamsSchema,
  notificationActionAnswerSchema,
  notificationActionSchema,
  notificationListSchema,
} from '@wtt/contract';
import { HttpError } from '../../errors/httpError.ts';
import { signedInIdentity } from '../../identity/currentIdentity.ts';
import { authorize } from '../../policies/decision.ts';
import { NOTIFICATION_NOT_FOUND_MESSAGE, notificationPolicy } from '../../policies/notificationPolicy.ts';
import type { AccountDependencies } from '../accountDependencies.ts';
import { ACCOUNT_ERROR_RESPONSES } from '../accountErrorResponses.ts';
import { presentNotification } from '../presenters/notificationPresenter.ts';
import {
  acknowledgeAllNotifications,
  acknowledgeNotification,
  deleteNotification,
  findNotification,
  listNotifications,
} from './notificationStore.ts';

const TAGS = ['account'];
const RESPONSES = { ...ACCOUNT_ERROR_RESPONSES, 404: apiErrorSchema } as const;

/** The user's notifications (spec section 7): list, acknowledge one or all, delete one. Only their own. */
export const notificationRoutes =
  ({ db }: AccountDependencies): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/notifications',
      {
        schema: {
          summary: 'The newest notifications, newest first',
          tags: TAGS,
          response: { 200: notificationListSchema, ...RESPONSES },
        },
      },
      async (request) => ({
        notifications: (await listNotifications(db, signedInIdentity(request).identityId)).map(
          presentNotification,
        ),
      }),
    );

    app.post(
      '/notifications',
      {
        schema: {
          summary: "Acknowledge one notification ('acknowledge') or all of them ('acknowledgeAll')",
          tags: TAGS,
          body: notificationActionSchema,
          response: { 200: notificationActionAnswerSchema, ...RESPONSES },
        },
      },
      async (request) => {
        const ownerId = signedInIdentity(request).identityId;
        const action = request.body;
        if (action.action === 'acknowledgeAll') {
          return { acknowledged: await acknowledgeAllNotifications(db, ownerId) };
        }
        const stored = await findNotification(db, action.notificationId);
        authorize(stored, notificationPolicy(ownerId, stored, 'acknowledge'));
        return { acknowledged: await acknowledgeNotification(db, ownerId, stored.id) };
      },
    );

    app.delete(
      '/notifications/:id',
      {
        schema: {
          summary: 'Delete a notification',
          tags: TAGS,
          params: itemIdParamsSchema,
          response: { 200: deletedItemSchema, ...RESPONSES },
        },
      },
      async (request) => {
        const ownerId = signedInIdentity(request).identityId;
        const stored = await findNotification(db, request.params.id);
        authorize(stored, notificationPolicy(ownerId, stored, 'delete'));
        // Deleted meanwhile (another tab): the same 404 as for one that never was.
        if (!(await deleteNotification(db, ownerId, stored.id))) {
          throw new HttpError(404, NOTIFICATION_NOT_FOUND_MESSAGE);
        }
        return { id: stored.id };
      },
    );
  };
