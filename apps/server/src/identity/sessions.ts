import { randomBytes, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DatabaseClient } from '../database/connection.ts';
import type { IdentitySessionTable, StoredAuthenticationMethod } from '../database/schema.ts';
import { identityJson, type IdentityJson, type IdentityRecord } from './identities.ts';
import type { RequestContext } from './requestContext.ts';
import {
  forgetRequestSession,
  hashToken,
  requestSession,
  SESSION_COOKIE,
  usableSession,
} from './requestSession.ts';

export type SessionRecord = Selectable<IdentitySessionTable>;
export type Aal = 'aal1' | 'aal2';
export type AuthenticationMethodName = 'password' | 'totp' | 'lookup_secret' | 'oidc' | 'code_recovery';

export interface AuthenticationMethod {
  method: AuthenticationMethodName;
  aal: Aal;
  provider?: string;
}

export type SessionLookup =
  | { status: 'none' }
  /** The browser presents a session that has expired or was revoked (worth telling the user). */
  | { status: 'ended' }
  | {
      status: 'active';
      session: SessionRecord;
      identity: IdentityRecord;
      /** The identity has a second factor (an aal1 session is then not complete). */
      secondFactor: boolean;
    };

function newToken(prefix = ''): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

/** The session of this request's cookie, if any, and whether it is still usable (read once per request). */
export async function lookupSession(ctx: RequestContext): Promise<SessionLookup> {
  const lookup = await requestSession(ctx.deps.db, ctx.request);
  if (lookup.status === 'no cookie') return { status: 'none' };
  const usable = usableSession(lookup, ctx.now);
  if (usable === undefined) return { status: 'ended' };
  return {
    status: 'active',
    session: usable.session,
    identity: usable.identity,
    secondFactor: usable.secondFactor,
  };
}

/** True when the identity has a second factor that this session has not completed yet. */
export function secondFactorDue(session: SessionRecord, identityHasSecondFactor: boolean): boolean {
  return session.aal !== 'aal2' && identityHasSecondFactor;
}

/** Kratos's rule: aal2 once the session has completed a first-factor method and a second-factor method. */
export function sessionAal(methods: readonly StoredAuthenticationMethod[]): Aal {
  const hasFirst = methods.some((method) => method.aal === 'aal1');
  const hasSecond = methods.some((method) => method.aal === 'aal2');
  return hasFirst && hasSecond ? 'aal2' : 'aal1';
}

function stored(method: AuthenticationMethod, at: Date): StoredAuthenticationMethod {
  return {
    method: method.method,
    aal: method.aal,
    completed_at: at.toISOString(),
    ...(method.provider === undefined ? {} : { provider: method.provider }),
  };
}

/** A session just stored, and the token for its cookie (only its hash is stored). */
export interface NewSession {
  session: SessionRecord;
  token: string;
}

/**
 * Stores a new session for `identity` in `db` (the login's transaction, when it has one); the browser gets
 * it with setSessionCookie once that has committed.
 */
export async function insertSession(
  ctx: RequestContext,
  identity: IdentityRecord,
  method: AuthenticationMethod,
  db: DatabaseClient = ctx.deps.db,
): Promise<NewSession> {
  const token = newToken();
  const methods = [stored(method, ctx.now)];
  const session = await db
    .insertInto('identity_session')
    .values({
      id: randomUUID(),
      token_hash: hashToken(token),
      identity_id: identity.id,
      aal: sessionAal(methods),
      authentication_methods: JSON.stringify(methods),
      authenticated_at: ctx.now,
      issued_at: ctx.now,
      expires_at: new Date(ctx.now.getTime() + ctx.deps.config.sessionLifespanMs),
      ip_address: ctx.request.ip,
      user_agent: ctx.request.headers['user-agent']?.slice(0, 512) ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { session, token };
}

/**
 * Signs the browser in with a stored session: its cookie, and a new CSRF secret (a different identity now
 * acts in this browser, so forms made before must not carry over).
 */
export function setSessionCookie(ctx: RequestContext, token: string): void {
  ctx.reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secureCookies,
    maxAge: Math.floor(ctx.deps.config.sessionLifespanMs / 1000),
  });
  ctx.rotateCsrfSecret();
}

/** Signs the browser in as `identity`: a new session row, then its cookie. */
export async function issueSession(
  ctx: RequestContext,
  identity: IdentityRecord,
  method: AuthenticationMethod,
): Promise<SessionRecord> {
  const { session, token } = await insertSession(ctx, identity, method);
  setSessionCookie(ctx, token);
  return session;
}

/**
 * Records another completed method on an existing session (second factor, or a re-authentication): the
 * level follows the methods, and `authenticated_at` restarts the privileged period.
 */
export async function completeMethod(
  ctx: RequestContext,
  session: SessionRecord,
  method: AuthenticationMethod,
  db: DatabaseClient = ctx.deps.db,
): Promise<SessionRecord> {
  const methods = [...session.authentication_methods, stored(method, ctx.now)];
  const updated = await db
    .updateTable('identity_session')
    .set({
      authentication_methods: JSON.stringify(methods),
      aal: sessionAal(methods),
      authenticated_at: ctx.now,
      updated_at: ctx.now,
    })
    .where('id', '=', session.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // The request's session has changed: a later read in this request must not see it as it was.
  forgetRequestSession(ctx.request);
  return updated;
}

export function isPrivileged(ctx: RequestContext, session: SessionRecord): boolean {
  return session.authenticated_at.getTime() + ctx.deps.config.privilegedSessionMaxAgeMs > ctx.now.getTime();
}

export async function revokeSession(db: DatabaseClient, sessionId: string): Promise<void> {
  await db
    .updateTable('identity_session')
    .set({ active: false, logout_token_hash: null, updated_at: new Date() })
    .where('id', '=', sessionId)
    .execute();
}

/** After a password change, every other browser signed in as this identity is signed out. */
export async function revokeOtherSessions(
  db: DatabaseClient,
  identityId: string,
  keepSessionId: string,
): Promise<void> {
  await db
    .updateTable('identity_session')
    .set({ active: false, logout_token_hash: null, updated_at: new Date() })
    .where('identity_id', '=', identityId)
    .where('id', '!=', keepSessionId)
    .where('active', '=', true)
    .execute();
}

export function clearSessionCookie(ctx: RequestContext): void {
  ctx.reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secureCookies,
  });
}

/** A new logout token for the session (the previous one stops working); only its hash is stored. */
export async function newLogoutToken(db: DatabaseClient, sessionId: string): Promise<string> {
  const token = newToken('ory_lo_');
  await db
    .updateTable('identity_session')
    .set({ logout_token_hash: hashToken(token) })
    .where('id', '=', sessionId)
    .execute();
  return token;
}

export interface SessionJson {
  id: string;
  active: boolean;
  expires_at: string;
  authenticated_at: string;
  authenticator_assurance_level: Aal;
  authentication_methods: StoredAuthenticationMethod[];
  issued_at: string;
  identity: IdentityJson;
  devices: { id: string; ip_address: string; user_agent: string; location: string }[];
}

export async function sessionJson(
  ctx: RequestContext,
  session: SessionRecord,
  identity: IdentityRecord,
): Promise<SessionJson> {
  return {
    id: session.id,
    active: session.active,
    expires_at: session.expires_at.toISOString(),
    authenticated_at: session.authenticated_at.toISOString(),
    authenticator_assurance_level: session.aal,
    authentication_methods: session.authentication_methods,
    issued_at: session.issued_at.toISOString(),
    identity: await identityJson(ctx.deps.db, identity, ctx.publicBase),
    devices: [
      {
        id: session.id,
        ip_address: session.ip_address ?? '',
        user_agent: session.user_agent ?? '',
        location: '',
      },
    ],
  };
}
