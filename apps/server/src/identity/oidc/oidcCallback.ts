import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OidcProviderConfig } from '../../config/environment.ts';
import { addOidcLink, findOidcLink, hasSecondFactor } from '../credentials.ts';
import { identityError } from '../errors.ts';
import { ensureSameBrowser, isExpired, updateFlow, type FlowRecord } from '../flowStore.ts';
import { noStore, queryText } from '../flows/flowCommon.ts';
import { signInForFlow } from '../flows/loginCompletion.ts';
import { renderSettingsFlow } from '../flows/settingsView.ts';
import {
  createIdentity,
  findIdentityByEmail,
  findIdentityById,
  isAddressVerified,
  type IdentityRecord,
} from '../identities.ts';
import type { IdentityDependencies } from '../identityDependencies.ts';
import { notices, problems, type UiText } from '../messages.ts';
import { isValidEmail, normaliseEmail } from '../requestBody.ts';
import { uiUrl, type RequestContext } from '../requestContext.ts';
import { withContext, type RouteLimits } from '../routeContext.ts';
import { lookupSession, secondFactorDue } from '../sessions.ts';
import { withFeedback } from '../uiNodes.ts';
import type { OidcClaims } from './oidcClients.ts';
import { oidcCallbackUrl, type OidcPending } from './oidcStart.ts';

/** The page of the product that shows a flow of this kind. */
function flowPage(ctx: RequestContext, flow: FlowRecord): string {
  const page =
    flow.kind === 'settings' ? 'settings' : flow.kind === 'registration' ? 'registration' : 'login';
  return uiUrl(ctx, page, { flow: flow.id });
}

/** Back to the flow's page with a message: the callback is a top-level navigation, so it redirects. */
async function fail(ctx: RequestContext, flow: FlowRecord, message: UiText): Promise<FastifyReply> {
  await updateFlow(ctx, flow, { ui: withFeedback(flow.ui, { messages: [message] }) });
  return ctx.reply.redirect(flowPage(ctx, flow), 303);
}

/** GET /self-service/methods/oidc/callback/{provider}?code&state (or ?error=) */
async function oidcCallback(ctx: RequestContext): Promise<FastifyReply> {
  noStore(ctx);
  const { provider: providerId } = ctx.request.params as { provider?: string };
  const provider = providerId === undefined ? undefined : ctx.deps.oidc.find(providerId);
  if (provider === undefined) throw identityError(404, { reason: 'There is no such sign-in provider.' });
  const state = queryText(ctx, 'state');
  const stored =
    state === undefined || state === ''
      ? undefined
      : await ctx.deps.db
          .selectFrom('identity_flow')
          .selectAll()
          .where('oidc_state', '=', state)
          .executeTakeFirst();
  if (stored === undefined) {
    throw identityError(400, {
      reason:
        'This sign-in does not belong to a flow in progress (unknown or already used state). Please start again.',
    });
  }
  let flow = stored as FlowRecord;
  ensureSameBrowser(ctx, flow);
  const { oidc, ...internal } = flow.internal;
  const pending = oidc as OidcPending;
  if (pending.provider !== provider.id) {
    throw identityError(400, { reason: 'The provider does not match the flow.' });
  }
  // The state is single-use: a replayed callback finds no flow.
  flow = await updateFlow(ctx, flow, { internal, oidcState: null });
  // The page fetches the flow and gets the usual 410 with the replacement flow.
  if (isExpired(ctx, flow)) return ctx.reply.redirect(flowPage(ctx, flow), 303);

  const providerError = queryText(ctx, 'error');
  if (providerError !== undefined) {
    const description = queryText(ctx, 'error_description') ?? providerError;
    return fail(ctx, flow, problems.generic(`${provider.label} did not sign you in: ${description}`));
  }
  let claims: OidcClaims;
  try {
    const query = ctx.request.url.includes('?') ? ctx.request.url.slice(ctx.request.url.indexOf('?')) : '';
    claims = await ctx.deps.oidc.finish(
      provider,
      new URL(`${oidcCallbackUrl(ctx, provider.id)}${query}`),
      pending,
    );
  } catch (error) {
    ctx.request.log.warn({ err: error, provider: provider.id }, 'OpenID Connect sign-in failed');
    return fail(ctx, flow, problems.generic(`Signing in with ${provider.label} failed. Please try again.`));
  }
  return pending.intent === 'link'
    ? linkAccount(ctx, flow, provider, claims)
    : signInWithProvider(ctx, flow, provider, claims, pending.intent === 'refresh');
}

/**
 * Finds or makes the identity for the provider account: a linked one; else an existing account with the
 * same address, linked only when the provider and we both consider the address verified (otherwise
 * whoever registered the address first could be handed someone else's account); else a new account.
 */
async function identityForClaims(
  ctx: RequestContext,
  provider: OidcProviderConfig,
  claims: OidcClaims,
): Promise<IdentityRecord | UiText> {
  const link = await findOidcLink(ctx.deps.db, provider.id, claims.subject);
  if (link !== undefined) {
    return (
      (await findIdentityById(ctx.deps.db, link.identity_id)) ??
      problems.generic('This account no longer exists.')
    );
  }
  const email = claims.email === undefined ? '' : normaliseEmail(claims.email);
  if (!isValidEmail(email)) {
    return problems.generic(`${provider.label} did not share an e-mail address, which an account needs.`);
  }
  const existing = await findIdentityByEmail(ctx.deps.db, email);
  if (existing !== undefined) {
    if (!claims.emailVerified || !(await isAddressVerified(ctx.deps.db, email))) {
      return notices.accountExists(email, provider.label);
    }
    if (!(await addOidcLink(ctx.deps.db, existing.id, provider.id, claims.subject))) {
      return problems.generic(`Another ${provider.label} account is already linked to this account.`);
    }
    ctx.request.log.info(
      { identityId: existing.id, provider: provider.id },
      'OIDC account linked by verified e-mail',
    );
    return existing;
  }
  // A new account claims the address; with an address the provider has not verified, anyone could take
  // an address that is not theirs (and later receive its recovery codes).
  if (!claims.emailVerified) {
    return problems.generic(
      `${provider.label} has not confirmed that ${email} is your address, so no account can be created with ` +
        `it. Confirm the address at ${provider.label}, or sign up with e-mail and password.`,
    );
  }
  const created = await createIdentity(ctx.deps.db, { email, verified: true }, ctx.deps.onIdentityCreated);
  if (created === undefined) return notices.accountExists(email, provider.label);
  await addOidcLink(ctx.deps.db, created.id, provider.id, claims.subject);
  ctx.request.log.info({ identityId: created.id, provider: provider.id }, 'identity registered through OIDC');
  return created;
}

async function signInWithProvider(
  ctx: RequestContext,
  flow: FlowRecord,
  provider: OidcProviderConfig,
  claims: OidcClaims,
  refresh: boolean,
): Promise<FastifyReply> {
  const found = await identityForClaims(ctx, provider, claims);
  if (!('email' in found)) return fail(ctx, flow, found);
  if (found.state !== 'active') return fail(ctx, flow, problems.invalidCredentials());
  if (refresh && found.id !== flow.identity_id) {
    return fail(ctx, flow, problems.generic(`You signed in at ${provider.label} as another account.`));
  }
  const session = await signInForFlow(ctx, flow, {
    identity: found,
    method: { method: 'oidc', aal: 'aal1', provider: provider.id },
    signedIn: await lookupSession(ctx),
  });
  const returnTo = flow.return_to ?? undefined;
  if (secondFactorDue(session, await hasSecondFactor(ctx.deps.db, found.id))) {
    return ctx.reply.redirect(uiUrl(ctx, 'mfa', returnTo === undefined ? {} : { return_to: returnTo }), 303);
  }
  return ctx.reply.redirect(returnTo ?? uiUrl(ctx, 'afterLogin'), 303);
}

/** Settings: adds the provider account to the signed-in identity, then back to the settings page. */
async function linkAccount(
  ctx: RequestContext,
  flow: FlowRecord,
  provider: OidcProviderConfig,
  claims: OidcClaims,
): Promise<FastifyReply> {
  const lookup = await lookupSession(ctx);
  if (lookup.status !== 'active' || lookup.identity.id !== flow.identity_id) {
    return fail(ctx, flow, problems.generic(`Sign in again to link ${provider.label}.`));
  }
  const existing = await findOidcLink(ctx.deps.db, provider.id, claims.subject);
  if (existing !== undefined && existing.identity_id !== lookup.identity.id) {
    return fail(
      ctx,
      flow,
      problems.generic(`This ${provider.label} account is already linked to another account.`),
    );
  }
  if (
    existing === undefined &&
    !(await addOidcLink(ctx.deps.db, lookup.identity.id, provider.id, claims.subject))
  ) {
    return fail(
      ctx,
      flow,
      problems.generic(`Another ${provider.label} account is already linked to your account.`),
    );
  }
  ctx.request.log.info({ identityId: lookup.identity.id, provider: provider.id }, 'OIDC provider linked');
  await renderSettingsFlow(
    ctx,
    flow,
    { session: lookup.session, identity: lookup.identity },
    { state: 'success' },
  );
  return ctx.reply.redirect(flowPage(ctx, flow), 303);
}

export function registerOidcRoutes(
  app: FastifyInstance,
  deps: IdentityDependencies,
  limits: RouteLimits,
): void {
  app.get(
    '/self-service/methods/oidc/callback/:provider',
    {
      schema: { summary: 'Where OpenID Connect providers send the browser back', tags: ['identity'] },
      config: { rateLimit: limits.submit },
    },
    withContext(deps, oidcCallback),
  );
}
