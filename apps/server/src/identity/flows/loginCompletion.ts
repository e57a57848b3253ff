import type { FastifyReply } from 'fastify';
import type { DatabaseClient } from '../../database/connection.ts';
import { browserLocationChangeRequired } from '../errors.ts';
import type { FlowRecord } from '../flowStore.ts';
import type { IdentityRecord } from '../identities.ts';
import { clearFailedLogins } from '../lockout.ts';
import { uiUrl, type RequestContext } from '../requestContext.ts';
import {
  completeMethod,
  insertSession,
  secondFactorDue,
  sessionJson,
  setSessionCookie,
  type AuthenticationMethod,
  type SessionLookup,
  type SessionRecord,
} from '../sessions.ts';
import { noStore, sendError } from './flowCommon.ts';
import { loginFields, loginInitUrl } from './loginFields.ts';

export interface SignInRequest {
  identity: IdentityRecord;
  method: AuthenticationMethod;
  /** The browser's session as the request found it (lookupSession). */
  signedIn: SessionLookup;
}

/**
 * Writes the session after a method succeeded in `flow`: a re-authentication (refresh) or a second factor
 * adds the method to the browser's current session; anything else stores a new session, whose token the
 * caller hands to the browser once `db` has committed.
 */
async function writeSession(
  ctx: RequestContext,
  flow: FlowRecord,
  request: SignInRequest,
  db: DatabaseClient,
): Promise<{ session: SessionRecord; token?: string }> {
  const { identity, method, signedIn } = request;
  const fields = loginFields(flow);
  const continuing = flow.kind === 'login' && (fields.refresh || fields.requested_aal === 'aal2');
  if (continuing && signedIn.status === 'active' && signedIn.identity.id === identity.id) {
    return { session: await completeMethod(ctx, signedIn.session, method, db) };
  }
  return insertSession(ctx, identity, method, db);
}

/** Signs the browser in after a method that the lockout does not count (OIDC): the session, then its cookie. */
export async function signInForFlow(
  ctx: RequestContext,
  flow: FlowRecord,
  request: SignInRequest,
): Promise<SessionRecord> {
  const { session, token } = await writeSession(ctx, flow, request, ctx.deps.db);
  if (token !== undefined) setSessionCookie(ctx, token);
  return session;
}

/** A sign-in either has its session, or a lock that a parallel failure started meanwhile refused it. */
export type CountedSignIn = { session: SessionRecord } | { lockedUntil: Date };

/**
 * Signs the browser in after a method that the lockout counts (password, second factors): clearing the
 * account's failed sign-ins and writing the session are one transaction, so both happen or neither, and a
 * lock that began while the method was being checked refuses the sign-in. The cookie is set once that has
 * committed.
 */
export async function signInClearingFailures(
  ctx: RequestContext,
  flow: FlowRecord,
  request: SignInRequest,
  lockoutAccount: string,
): Promise<CountedSignIn> {
  const written = await ctx.deps.db.transaction().execute(async (trx) => {
    const lockedUntil = await clearFailedLogins(ctx, lockoutAccount, trx);
    if (lockedUntil !== undefined) return { lockedUntil };
    return writeSession(ctx, flow, request, trx);
  });
  if ('lockedUntil' in written) return written;
  if (written.token !== undefined) setSessionCookie(ctx, written.token);
  return { session: written.session };
}

/**
 * The JSON answer to a successful login submit: 200 with the session and where to go next, or, when a
 * second factor is still due (`identityHasSecondFactor` and the session is not aal2), 422
 * browser_location_change_required towards an aal2 login flow (the aal1 cookie is already set, as in Kratos).
 */
export async function answerLogin(
  ctx: RequestContext,
  flow: FlowRecord,
  identity: IdentityRecord,
  session: SessionRecord,
  identityHasSecondFactor: boolean,
): Promise<FastifyReply> {
  noStore(ctx);
  if (secondFactorDue(session, identityHasSecondFactor)) {
    return sendError(
      ctx,
      browserLocationChangeRequired(
        loginInitUrl(ctx, { aal: 'aal2', return_to: flow.return_to ?? undefined }),
      ),
    );
  }
  return ctx.reply.status(200).send({
    session: await sessionJson(ctx, session, identity),
    continue_with: [
      { action: 'redirect_browser_to', redirect_browser_to: flow.return_to ?? uiUrl(ctx, 'afterLogin') },
    ],
  });
}
