import type { FastifyReply } from 'fastify';
import { availableAal, loadCapabilities } from '../credentials.ts';
import { browserLocationChangeRequired } from '../errors.ts';
import type { FlowRecord } from '../flowStore.ts';
import type { IdentityRecord } from '../identities.ts';
import { uiUrl, type RequestContext } from '../requestContext.ts';
import {
  completeMethod,
  issueSession,
  lookupSession,
  sessionJson,
  type AuthenticationMethod,
  type SessionRecord,
} from '../sessions.ts';
import { noStore, sendError } from './flowCommon.ts';
import { loginFields, loginInitUrl } from './loginFields.ts';

/**
 * The session after a method succeeded in `flow`: a re-authentication (refresh) or a second factor adds
 * the method to the browser's current session; anything else starts a new session.
 */
export async function signInForFlow(
  ctx: RequestContext,
  flow: FlowRecord,
  identity: IdentityRecord,
  method: AuthenticationMethod,
): Promise<SessionRecord> {
  const fields = loginFields(flow);
  const lookup = await lookupSession(ctx);
  const continuing = flow.kind === 'login' && (fields.refresh || fields.requested_aal === 'aal2');
  if (continuing && lookup.status === 'active' && lookup.identity.id === identity.id) {
    return completeMethod(ctx, lookup.session, method);
  }
  return issueSession(ctx, identity, method);
}

/** True when the identity has a second factor that this session has not completed yet. */
export async function needsSecondFactor(ctx: RequestContext, session: SessionRecord): Promise<boolean> {
  if (session.aal === 'aal2') return false;
  return availableAal(await loadCapabilities(ctx.deps.db, session.identity_id)) === 'aal2';
}

/**
 * The JSON answer to a successful login submit: 200 with the session and where to go next, or, when a
 * second factor is still due, 422 browser_location_change_required towards an aal2 login flow (the aal1
 * cookie is already set, as in Kratos).
 */
export async function answerLogin(
  ctx: RequestContext,
  flow: FlowRecord,
  identity: IdentityRecord,
  session: SessionRecord,
): Promise<FastifyReply> {
  noStore(ctx);
  if (await needsSecondFactor(ctx, session)) {
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
