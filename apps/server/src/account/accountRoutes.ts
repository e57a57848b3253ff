import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountStatusSchema } from '@wtt/contract';
import { signedInIdentity } from '../identity/currentIdentity.ts';
import { acceptEmptyJsonDelete, requireJsonForChanges } from '../routing/requireJsonForChanges.ts';
import type { AccountDependencies } from './accountDependencies.ts';
import { ACCOUNT_ERROR_RESPONSES } from './accountErrorResponses.ts';
import { accountStatus } from './accountStatus.ts';
import { ensureAccount } from './accountStore.ts';
import { closingRoutes } from './closing/closingRoutes.ts';
import { openAccountGate } from './closing/openAccountGate.ts';
import { notificationRoutes } from './notifications/notificationRoutes.ts';
import { notificationSettingsRoutes } from './notifications/notificationSettingsRoutes.ts';
import { pictureRoutes } from './picture/pictureRoutes.ts';
import { pictureUploadRoute } from './picture/pictureUploadRoute.ts';
import { plansRoute } from './plansRoute.ts';
import { profileRoutes } from './profile/profileRoutes.ts';

export type { AccountDependencies } from './accountDependencies.ts';

const TAGS = ['account'];

/**
 * The account area under /api/account (DESIGN.md section 8). Every route needs a session, checked on
 * request (an anonymous caller learns nothing but 401), and an open account (403 otherwise, except the two
 * reads the app routes a closed account by). Changes are JSON, except the picture upload, which is an image.
 */
export const accountRoutes =
  (deps: AccountDependencies): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRequest', app.requireIdentity);
    app.addHook('onRequest', openAccountGate(deps.db));
    await app.register(pictureUploadRoute(deps));
    await app.register(async (json) => {
      json.addHook('onRequest', requireJsonForChanges);
      acceptEmptyJsonDelete(json);
      await json.register(statusRoute(deps));
      await json.register(plansRoute(deps));
      await json.register(profileRoutes(deps));
      await json.register(notificationSettingsRoutes(deps));
      await json.register(notificationRoutes(deps));
      await json.register(pictureRoutes(deps));
      await json.register(closingRoutes(deps));
    });
  };

const statusRoute =
  (deps: AccountDependencies): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/status',
      {
        config: { openToClosedAccounts: true },
        schema: {
          summary: 'Account status: closed, and what the plan still allows to create',
          tags: TAGS,
          response: { 200: accountStatusSchema, ...ACCOUNT_ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { identityId } = signedInIdentity(request);
        const now = new Date();
        const account = await ensureAccount(deps.db, identityId, deps.config.trialDays, { now });
        return accountStatus(account, deps.config, await deps.countResources(deps.db, identityId), now);
      },
    );
  };
