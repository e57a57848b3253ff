import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseClient } from '../database/connection.ts';
import { errorBody } from '../http/errorHandler.ts';
import { availableAal, loadCapabilities } from './credentials.ts';
import { findIdentityById } from './identities.ts';
import { hashToken, SESSION_COOKIE, type Aal } from './sessions.ts';

/**
 * The boundary of the identity area: other areas learn who is signed in through this, never through the
 * identity tables.
 */
export interface CurrentIdentity {
  identityId: string;
  email: string;
  emailVerified: boolean;
  sessionId: string;
  aal: Aal;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireIdentity` (a preHandler); null on routes that do not use it. */
    identity: CurrentIdentity | null;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless the request has a complete session, then sets `request.identity`. */
    requireIdentity: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  }
}

/**
 * The identity of the request's session cookie, or undefined: no cookie, an unknown, ended or expired
 * session, an inactive identity, or a second factor that is still due (Kratos's `highest_available`).
 */
export async function resolveSession(
  db: DatabaseClient,
  request: Pick<FastifyRequest, 'cookies'>,
  now: Date = new Date(),
): Promise<CurrentIdentity | undefined> {
  const token = request.cookies[SESSION_COOKIE];
  if (token === undefined || token === '') return undefined;
  const session = await db
    .selectFrom('identity_session')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('active', '=', true)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (session === undefined) return undefined;
  const identity = await findIdentityById(db, session.identity_id);
  if (identity?.state !== 'active') return undefined;
  if (session.aal === 'aal1' && availableAal(await loadCapabilities(db, identity.id)) === 'aal2') {
    return undefined;
  }
  const address = await db
    .selectFrom('identity_verifiable_address')
    .select('verified')
    .where('identity_id', '=', identity.id)
    .where('value', '=', identity.email)
    .executeTakeFirst();
  return {
    identityId: identity.id,
    email: identity.email,
    emailVerified: address?.verified === true,
    sessionId: session.id,
    aal: session.aal,
  };
}

/** Adds `request.identity` and the `requireIdentity` preHandler to the root instance (call it before routes). */
export function registerCurrentIdentity(app: FastifyInstance, db: DatabaseClient): void {
  app.decorateRequest('identity', null);
  app.decorate('requireIdentity', async (request: FastifyRequest, reply: FastifyReply) => {
    const identity = await resolveSession(db, request);
    // Returning the reply from an async hook ends the request here, without the route handler.
    if (identity === undefined) return reply.status(401).send(errorBody(401, 'Please sign in to continue.'));
    request.identity = identity;
    return undefined;
  });
}
