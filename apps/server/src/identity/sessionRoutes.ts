import type { FastifyInstance, FastifyReply } from 'fastify';
import { identityError, kratosErrorBody, sessionAal2Required, sessionInactive } from './errors.ts';
import { allowedReturnTo, noStore, queryText } from './flows/flowCommon.ts';
import { loginInitUrl } from './flows/loginFields.ts';
import { IDENTITY_SCHEMA, SCHEMA_ID, SCHEMA_URL_ID } from './identities.ts';
import type { IdentityDependencies } from './identityDependencies.ts';
import { selfServiceUrl, type RequestContext } from './requestContext.ts';
import { hashToken } from './requestSession.ts';
import { withContext, type RouteLimits } from './routeContext.ts';
import {
  clearSessionCookie,
  lookupSession,
  newLogoutToken,
  revokeSession,
  secondFactorDue,
  sessionJson,
} from './sessions.ts';

/** GET /sessions/whoami: the session, 401 without one (Kratos's body, no error id), 403 when aal2 is due. */
async function whoami(ctx: RequestContext): Promise<FastifyReply> {
  noStore(ctx);
  const lookup = await lookupSession(ctx);
  if (lookup.status !== 'active') {
    return ctx.reply.status(401).send(
      kratosErrorBody(401, {
        reason: 'No valid session credentials found in the request.',
        message: 'The request could not be authorized',
      }),
    );
  }
  if (secondFactorDue(lookup.session, lookup.secondFactor)) {
    throw sessionAal2Required(loginInitUrl(ctx, { aal: 'aal2' }));
  }
  return ctx.reply
    .header('x-kratos-authenticated-identity-id', lookup.identity.id)
    .send(await sessionJson(ctx, lookup.session, lookup.identity));
}

/** GET /self-service/logout/browser: a logout URL with a fresh token for this session. */
async function createLogout(ctx: RequestContext): Promise<FastifyReply> {
  noStore(ctx);
  const returnTo = allowedReturnTo(ctx);
  const lookup = await lookupSession(ctx);
  if (lookup.status !== 'active') throw sessionInactive();
  const token = await newLogoutToken(ctx.deps.db, lookup.session.id);
  const query: Record<string, string> = { token };
  if (returnTo !== undefined) query.return_to = returnTo;
  return ctx.reply.send({
    logout_url: selfServiceUrl(ctx, '/self-service/logout', query),
    logout_token: token,
  });
}

/** GET /self-service/logout?token=: ends the session whose logout token this is; 204. */
async function performLogout(ctx: RequestContext): Promise<FastifyReply> {
  noStore(ctx);
  allowedReturnTo(ctx);
  const lookup = await lookupSession(ctx);
  if (lookup.status !== 'active') throw sessionInactive();
  const token = queryText(ctx, 'token');
  if (token === undefined || token === '' || lookup.session.logout_token_hash !== hashToken(token)) {
    throw identityError(403, {
      reason:
        'Unable to log out because the logout token in the URL query does not match the session cookie.',
    });
  }
  await revokeSession(ctx.deps.db, lookup.session.id);
  clearSessionCookie(ctx);
  ctx.rotateCsrfSecret();
  ctx.request.log.info({ identityId: lookup.identity.id }, 'signed out');
  return ctx.reply.status(204).send();
}

/** GET /schemas/{id}: the identity schema that `schema_url` points to. */
async function identitySchema(ctx: RequestContext): Promise<FastifyReply> {
  const { id } = ctx.request.params as { id?: string };
  if (id !== SCHEMA_URL_ID && id !== SCHEMA_ID) {
    throw identityError(404, { reason: 'There is no identity schema with this id.' });
  }
  return ctx.reply.header('cache-control', 'public, max-age=3600').send(IDENTITY_SCHEMA);
}

export function registerSessionRoutes(
  app: FastifyInstance,
  deps: IdentityDependencies,
  limits: RouteLimits,
): void {
  const tags = ['identity'];
  app.get(
    '/sessions/whoami',
    { schema: { summary: 'The current session', tags } },
    withContext(deps, whoami),
  );
  app.get(
    '/self-service/logout/browser',
    {
      schema: { summary: 'Create a logout URL for this browser session', tags },
      config: { rateLimit: limits.read },
    },
    withContext(deps, createLogout),
  );
  app.get(
    '/self-service/logout',
    { schema: { summary: 'Log out with a logout token', tags }, config: { rateLimit: limits.read } },
    withContext(deps, performLogout),
  );
  app.get(
    '/schemas/:id',
    { schema: { summary: 'The identity schema', tags } },
    withContext(deps, identitySchema),
  );
}
