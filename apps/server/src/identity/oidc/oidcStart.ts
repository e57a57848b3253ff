import type { FastifyReply } from 'fastify';
import { browserLocationChangeRequired } from '../errors.ts';
import { updateFlow, type FlowRecord } from '../flowStore.ts';
import { answerWithFeedback, sendError } from '../flows/flowCommon.ts';
import { findIdentityById, identityJson } from '../identities.ts';
import { problems, type UiText } from '../messages.ts';
import { selfServiceUrl, type RequestContext } from '../requestContext.ts';

/** Why the browser goes to the provider: sign in (or up), re-authenticate, or link in settings. */
export type OidcIntent = 'login' | 'refresh' | 'registration' | 'link';

/** Kept in the flow (never sent to the browser) until the provider calls back. */
export interface OidcPending {
  provider: string;
  intent: OidcIntent;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function oidcCallbackUrl(ctx: RequestContext, providerId: string): string {
  return selfServiceUrl(ctx, `/self-service/methods/oidc/callback/${encodeURIComponent(providerId)}`);
}

/**
 * Prepares the authorization request (PKCE, state, nonce kept in the flow) and answers 422
 * browser_location_change_required: the browser itself must go to the provider.
 */
export async function startOidc(
  ctx: RequestContext,
  flow: FlowRecord,
  providerId: string | undefined,
  intent: OidcIntent,
): Promise<FastifyReply> {
  const provider = providerId === undefined ? undefined : ctx.deps.oidc.find(providerId);
  if (provider === undefined) {
    return refuse(ctx, flow, problems.generic(`There is no sign-in provider "${providerId ?? ''}".`));
  }
  const challenge = ctx.deps.oidc.newChallenge();
  let url: string;
  try {
    url = await ctx.deps.oidc.authorizationUrl(provider, oidcCallbackUrl(ctx, provider.id), challenge);
  } catch (error) {
    ctx.request.log.warn(
      { err: error, provider: provider.id },
      'could not reach the OpenID Connect provider',
    );
    return refuse(
      ctx,
      flow,
      problems.generic(
        `Signing in with ${provider.label} is not possible right now. Please try again later.`,
      ),
    );
  }
  const pending: OidcPending = { provider: provider.id, intent, ...challenge };
  await updateFlow(ctx, flow, { internal: { ...flow.internal, oidc: pending }, oidcState: challenge.state });
  return sendError(ctx, browserLocationChangeRequired(url));
}

/** A 400 with the flow and the message; a settings flow carries its identity, as everywhere else. */
async function refuse(ctx: RequestContext, flow: FlowRecord, message: UiText): Promise<FastifyReply> {
  const owner =
    flow.kind === 'settings' && flow.identity_id !== null
      ? await findIdentityById(ctx.deps.db, flow.identity_id)
      : undefined;
  return answerWithFeedback(
    ctx,
    flow,
    { messages: [message] },
    owner === undefined ? {} : { identity: await identityJson(ctx.deps.db, owner, ctx.publicBase) },
  );
}
