import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Selectable } from 'kysely';
import type { DatabaseClient } from '../database/connection.ts';
import type { IdentitySessionTable, IdentityTable } from '../database/schema.ts';
import { secondFactorEnrolled } from './credentials.ts';

/** The session cookie: an opaque random token; the database keeps only its SHA-256. */
export const SESSION_COOKIE = 'wtt_session';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A stored session with its identity and what every caller asks next about them. */
export interface StoredSession {
  session: Selectable<IdentitySessionTable>;
  identity: Selectable<IdentityTable>;
  /** The identity's own address is verified. */
  emailVerified: boolean;
  /** The identity has a second factor, so an aal1 session of it is not complete (Kratos's highest_available). */
  secondFactor: boolean;
}

/** What the request's cookie names, whether or not it is still usable (callers judge that with their clock). */
export type CookieSession =
  { status: 'no cookie' } | { status: 'unknown' } | ({ status: 'found' } & StoredSession);

type CookieRequest = Pick<FastifyRequest, 'cookies'>;

/**
 * One lookup per request: the identity boundary (`requireIdentity`) and the identity routes ask for the
 * session several times while answering, and each asked the database again. The promise is kept for the
 * request object's life in a WeakMap, not in a request decoration, so that no other area sees the session
 * row. Writes to the session later in the same request do not show here; call forgetRequestSession after
 * one when something reads the session again.
 */
const lookups = new WeakMap<CookieRequest, Promise<CookieSession>>();

export function requestSession(db: DatabaseClient, request: CookieRequest): Promise<CookieSession> {
  let lookup = lookups.get(request);
  if (lookup === undefined) {
    lookup = findCookieSession(db, request.cookies[SESSION_COOKIE]);
    lookups.set(request, lookup);
    // A failed lookup (a lost connection) is not kept: it answers this caller only.
    lookup.catch(() => lookups.delete(request));
  }
  return lookup;
}

export function forgetRequestSession(request: CookieRequest): void {
  lookups.delete(request);
}

/** One round trip: the session, its identity, whether the address is verified and a second factor enrolled. */
async function findCookieSession(db: DatabaseClient, token: string | undefined): Promise<CookieSession> {
  if (token === undefined || token === '') return { status: 'no cookie' };
  const row = await db
    .selectFrom('identity_session as session')
    .innerJoin('identity', 'identity.id', 'session.identity_id')
    .selectAll('session')
    .select((eb) => [
      'identity.email as identity_email',
      'identity.state as identity_state',
      'identity.created_at as identity_created_at',
      'identity.updated_at as identity_updated_at',
      eb
        .exists(
          eb
            .selectFrom('identity_verifiable_address as address')
            .select('address.identity_id')
            .whereRef('address.identity_id', '=', 'identity.id')
            .whereRef('address.value', '=', 'identity.email')
            .where('address.verified', '=', true),
        )
        .as('email_verified'),
      secondFactorEnrolled(sql.ref('identity.id')).as('second_factor'),
    ])
    .where('session.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (row === undefined) return { status: 'unknown' };
  const {
    identity_email,
    identity_state,
    identity_created_at,
    identity_updated_at,
    email_verified,
    second_factor,
    ...session
  } = row;
  return {
    status: 'found',
    session,
    identity: {
      id: session.identity_id,
      email: identity_email,
      state: identity_state,
      created_at: identity_created_at,
      updated_at: identity_updated_at,
    },
    emailVerified: email_verified === true,
    secondFactor: second_factor,
  };
}

/** The stored session if it is still usable at `now`: active, not expired, its identity active. */
export function usableSession(lookup: CookieSession, now: Date): StoredSession | undefined {
  if (lookup.status !== 'found') return undefined;
  const { session, identity } = lookup;
  if (!session.active || session.expires_at.getTime() <= now.getTime()) return undefined;
  if (identity.state !== 'active') return undefined;
  return lookup;
}
