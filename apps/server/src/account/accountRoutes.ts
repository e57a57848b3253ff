import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountStatusSchema, apiErrorSchema } from '@wtt/contract';
import type { AccountConfig } from '../config/environment.ts';
import type { DatabaseClient } from '../database/connection.ts';
import { signedInIdentity } from '../identity/currentIdentity.ts';
import { accountStatus, type ResourceCounts } from './accountStatus.ts';
import { ensureAccount } from './accountStore.ts';

export interface AccountDependencies {
  db: DatabaseClient;
  config: AccountConfig;
  /** The identity's items that count against the plan, from the text service (the area owning them). */
  countResources: (db: DatabaseClient, identityId: string) => Promise<ResourceCounts>;
}

const TAGS = ['account'];

/** The account area under /api/account (DESIGN.md section 8). Every route needs a session. */
export const accountRoutes =
  (deps: AccountDependencies): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.requireIdentity);

    app.get(
      '/status',
      {
        schema: {
          summary: 'Account status: closed, and what the plan still allows to create',
          tags: TAGS,
          response: { 200: accountStatusSchema, 401: apiErrorSchema },
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
