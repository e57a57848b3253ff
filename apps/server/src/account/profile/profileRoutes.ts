import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileSchema, profileUpdateSchema } from '@wtt/contract';
import { signedInIdentity } from '../../identity/currentIdentity.ts';
import type { AccountDependencies } from '../accountDependencies.ts';
import { ACCOUNT_ERROR_RESPONSES } from '../accountErrorResponses.ts';
import { ensureAccount } from '../accountStore.ts';
import { presentProfile } from '../presenters/profilePresenter.ts';
import { refusedProfileFields } from './profilePatchFields.ts';
import { findProfile, updateProfile } from './profileStore.ts';

const TAGS = ['account'];

/** GET and PATCH /profile (spec section 3, Profile details). */
export const profileRoutes =
  ({ db, config }: AccountDependencies): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/profile',
      {
        // The app reads the level of a closed account too, to route it to /account-closed.
        config: { openToClosedAccounts: true },
        schema: {
          summary: 'The profile: who the user is, their plan and trial, and what they entered',
          tags: TAGS,
          response: { 200: profileSchema, ...ACCOUNT_ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { identityId, email } = signedInIdentity(request);
        const now = new Date();
        const account = await ensureAccount(db, identityId, config.trialDays, { now });
        return presentProfile(email, account, await findProfile(db, identityId), now);
      },
    );

    app.patch(
      '/profile',
      {
        // Before the schema, which would drop unknown and read-only fields without a word.
        preValidation: async (request) => {
          const refused = refusedProfileFields(request.body);
          if (refused !== undefined) throw refused;
        },
        schema: {
          summary:
            'Change names, company size, position, priority and the assistant personality (other fields are read-only: 400)',
          tags: TAGS,
          body: profileUpdateSchema,
          response: { 200: profileSchema, ...ACCOUNT_ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { identityId, email } = signedInIdentity(request);
        const now = new Date();
        const account = await ensureAccount(db, identityId, config.trialDays, { now });
        const profile = await updateProfile(db, identityId, request.body);
        return presentProfile(email, account, profile, now);
      },
    );
  };
