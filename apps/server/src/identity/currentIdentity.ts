import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseClient } from '../database/connection.ts';
import { errorBody } from '../errors/httpError.ts';
import { SIGN_IN_REQUIRED_MESSAGE, signInRequired } from '../errors/signInRequired.ts';
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
  // One round trip on every request that needs a session: the session, its identity, whether the e-mail
  // is verified and whether a second factor is enrolled (a lookup credential counts with any codes).
  const row = await db
    .selectFrom('identity_session as session')
    .innerJoin('identity', 'identity.id', 'session.identity_id')
    .select((eb) => [
      'session.id as sessionId',
      'session.aal',
      'identity.id as identityId',
      'identity.email',
      eb
        .exists(
          eb
            .selectFrom('identity_verifiable_address as address')
            .select('address.identity_id')
            .whereRef('address.identity_id', '=', 'identity.id')
            .whereRef('address.value', '=', 'identity.email')
            .where('address.verified', '=', true),
        )
        .as('emailVerified'),
      eb
        .exists(
          eb
            .selectFrom('identity_credential as credential')
            .select('credential.identity_id')
            .whereRef('credential.identity_id', '=', 'identity.id')
            .where(
              sql<boolean>`(credential.type = 'totp' OR (credential.type = 'lookup_secret' AND jsonb_typeof(credential.config -> 'codes') = 'array' AND jsonb_array_length(credential.config -> 'codes') > 0))`,
            ),
        )
        .as('secondFactor'),
    ])
    .where('session.token_hash', '=', hashToken(token))
    .where('session.active', '=', true)
    .where('session.expires_at', '>', now)
    .where('identity.state', '=', 'active')
    .executeTakeFirst();
  if (row === undefined) return undefined;
  // Kratos's `highest_available`: with a second factor enrolled, an aal1 session is not complete.
  if (row.aal === 'aal1' && row.secondFactor === true) return undefined;
  return {
    identityId: row.identityId,
    email: row.email,
    emailVerified: row.emailVerified === true,
    sessionId: row.sessionId,
    aal: row.aal,
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
