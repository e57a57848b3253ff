import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationSettingsSchema, notificationSettingsUpdateSchema } from '@wtt/contract';
import { signedInIdentity } from '../../identity/currentIdentity.ts';
import type { AccountDependencies } from '../accountDependencies.ts';
import { ACCOUNT_ERROR_RESPONSES } from '../accountErrorResponses.ts';
import { presentNotificationSettings } from '../presenters/notificationSettingsPresenter.ts';
import { findNotificationSettings, updateNotificationSettings } from './notificationSettingsStore.ts';

const TAGS = ['account'];

/** GET and POST /notification-settings (spec sections 3 and 7); all true until changed. */
export const notificationSettingsRoutes =
  ({ db }: AccountDependencies): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/notification-settings',
      {
        schema: {
          summary: 'Notification settings',
          tags: TAGS,
          response: { 200: notificationSettingsSchema, ...ACCOUNT_ERROR_RESPONSES },
        },
      },
      async (request) =>
        presentNotificationSettings(await findNotificationSettings(db, signedInIdentity(request).identityId)),
    );

    app.post(
      '/notification-settings',
      {
        schema: {
          summary: 'Change notification settings (those left out keep their value)',
          tags: TAGS,
          body: notificationSettingsUpdateSchema,
          response: { 200: notificationSettingsSchema, ...ACCOUNT_ERROR_RESPONSES },
        },
      },
      async (request) =>
        presentNotificationSettings(
          await updateNotificationSettings(db, signedInIdentity(request).identityId, request.body),
        ),
    );
  };
