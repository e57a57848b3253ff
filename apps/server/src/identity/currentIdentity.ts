import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseClient } from '../database/connection.ts';
import { errorBody } from '../errors/httpError.ts';
import { SIGN_IN_REQUIRED_MESSAGE, signInRequired } from '../errors/signInRequired.ts';
import { requestSession, usableSession } from './requestSession.ts';
import type { Aal } from './sessions.ts';

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
  /** When the session last proved who it is (sign-in or re-authentication): privileged for a while after. */
  authenticatedAt: Date;
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
 * The session is read once per request (requestSession.ts), however often this is asked.
 */
export async function resolveSession(
  db: DatabaseClient,
  request: Pick<FastifyRequest, 'cookies'>,
  now: Date = new Date(),
): Promise<CurrentIdentity | undefined> {
  const usable = usableSession(await requestSession(db, request), now);
  if (usable === undefined) return undefined;
  const { session, identity } = usable;
  // Kratos's `highest_available`: with a second factor enrolled, an aal1 session is not complete.
  if (session.aal === 'aal1' && usable.secondFactor) return undefined;
  return {
    identityId: identity.id,
    email: identity.email,
    emailVerified: usable.emailVerified,
    sessionId: session.id,
    aal: session.aal,
    authenticatedAt: session.authenticated_at,
  };
}

/** Adds `request.identity` and the `requireIdentity` preHandler to the root instance (call it before routes). */
export function registerCurrentIdentity(app: FastifyInstance, db: DatabaseClient): void {
  app.decorateRequest('identity', null);
  app.decorate('requireIdentity', async (request: FastifyRequest, reply: FastifyReply) => {
    const identity = await resolveSession(db, request);
    // Returning the reply from an async hook ends the request here, without the route handler.
    if (identity === undefined) return reply.status(401).send(errorBody(401, SIGN_IN_REQUIRED_MESSAGE));
    request.identity = identity;
    return undefined;
  });
}

/** The signed-in identity of a request that passed `requireIdentity`; a 401 if it did not. */
export function signedInIdentity(request: FastifyRequest): CurrentIdentity {
  if (request.identity === null) throw signInRequired();
  return request.identity;
}
