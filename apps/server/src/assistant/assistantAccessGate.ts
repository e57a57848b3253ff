import type { FastifyReply, FastifyRequest } from 'fastify';
import { ASSISTANT_UPGRADE_MESSAGE, includesAssistant } from '@wtt/contract';
import { effectivePlan } from '../account/accountLevel.ts';
import { ensureAccount } from '../account/accountStore.ts';
import type { AccountConfig } from '../config/environment.ts';
import type { DatabaseClient } from '../database/connection.ts';
import { errorBody } from '../errors/httpError.ts';

/**
 * onRequest hook, after the session and closed-account checks: the assistant is for PREMIUM and
 * ENTERPRISE plans (spec section 6; a trial is PREMIUM), others get 403 with a message the app reads as
 * upgrade-required. Read per request, so a plan set by the administrator applies at once.
 */
export function assistantAccessGate(db: DatabaseClient, plans: AccountConfig) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    // Without an identity requireIdentity has answered 401 already.
    if (request.identity === null) return undefined;
    const now = new Date();
    const account = await ensureAccount(db, request.identity.identityId, plans.trialDays, { now });
    if (includesAssistant(effectivePlan(account, now).accountLevel)) return undefined;
    return reply.status(403).send(errorBody(403, ASSISTANT_UPGRADE_MESSAGE));
  };
}
