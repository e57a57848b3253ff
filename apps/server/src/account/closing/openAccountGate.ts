import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_CLOSED_MESSAGE } from '@wtt/contract';
import type { DatabaseClient } from '../../database/connection.ts';
import { errorBody } from '../../errors/httpError.ts';
import { isAccountClosed } from '../accountStore.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a closed account too (GET /account/status and /account/profile: the app routes by them). */
    openToClosedAccounts?: boolean;
  }
}

export type OpenAccountGate = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply | undefined>;

/**
 * onRequest hook, after `requireIdentity`: a closed account can do nothing but learn that it is closed
 * (docs/decisions.md "Account area"), so every other route answers 403 with ACCOUNT_CLOSED_MESSAGE before
 * its body is read. One primary-key read per request; it is not kept anywhere, so a reopened account works
 * again at once in every server process.
 */
export function openAccountGate(db: DatabaseClient): OpenAccountGate {
  return async (request, reply) => {
    if (request.routeOptions.config.openToClosedAccounts === true) return undefined;
    // Without an identity requireIdentity has answered 401 already.
    if (request.identity === null) return undefined;
    if (!(await isAccountClosed(db, request.identity.identityId))) return undefined;
    return reply.status(403).send(errorBody(403, ACCOUNT_CLOSED_MESSAGE));
  };
}
