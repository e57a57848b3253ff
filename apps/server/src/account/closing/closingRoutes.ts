import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  closeAccountSchema,
  closedAccountSchema,
  sessionRefreshRequiredSchema,
} from '@wtt/contract';
import { HttpError } from '../../errors/httpError.ts';
import { signedInIdentity } from '../../identity/currentIdentity.ts';
import { sessionRefreshRefusal } from '../../identity/privilegedSession.ts';
import type { AccountDependencies } from '../accountDependencies.ts';
import { ACCOUNT_ERROR_RESPONSES } from '../accountErrorResponses.ts';
import { changeAccountClosed, ensureAccount } from '../accountStore.ts';

const TAGS = ['account'];

const sameAddress = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * POST /close: the user closes their own account (DESIGN.md section 8). The e-mail address typed again
 * comes first (a typo is a 400 at once), then a recent sign-in (else the step-up of spec section 8). From
 * then on the account's calls answer 403 (closing/openAccountGate.ts) until an administrator reopens it;
 * its sessions stay, so each browser shows /account-closed (docs/decisions.md "Account area").
 */
export const closingRoutes =
  ({ db, config, identity: identityConfig }: AccountDependencies): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/close',
      {
        schema: {
          summary: 'Close the account (needs a recent sign-in and the e-mail address typed again)',
          tags: TAGS,
          body: closeAccountSchema,
          response: {
            200: closedAccountSchema,
            ...ACCOUNT_ERROR_RESPONSES,
            403: z.union([apiErrorSchema, sessionRefreshRequiredSchema]),
          },
        },
      },
      async (request, reply) => {
        const identity = signedInIdentity(request);
        if (!sameAddress(request.body.confirm, identity.email)) {
          throw new HttpError(
            400,
            'To close the account, type its e-mail address exactly as you sign in with it (confirm).',
            [{ path: 'body/confirm', message: "is not this account's e-mail address" }],
          );
        }
        const refusal = sessionRefreshRefusal(request, identity, identityConfig);
        if (refusal !== undefined) {
          return reply.status(403).header('ory-error-id', 'session_refresh_required').send(refusal);
        }
        const now = new Date();
        await ensureAccount(db, identity.identityId, config.trialDays, { now });
        await changeAccountClosed(db, identity.identityId, true, now);
        return { closed: true as const };
      },
    );
  };
