import type { FastifyPluginAsync } from 'fastify';
import { registerLoginRoutes } from './flows/loginFlow.ts';
import { registerRecoveryRoutes } from './flows/recoveryFlow.ts';
import { registerRegistrationRoutes } from './flows/registrationFlow.ts';
import { registerSettingsRoutes } from './flows/settingsFlow.ts';
import { registerVerificationRoutes } from './flows/verificationFlow.ts';
import { identityErrorHandler } from './identityErrorHandler.ts';
import type { IdentityDependencies } from './identityDependencies.ts';
import { registerOidcRoutes } from './oidc/oidcCallback.ts';
import { parseUrlEncoded } from './requestBody.ts';
import { FORM_BODY_LIMIT_BYTES, routeLimits } from './routeContext.ts';
import { registerSessionRoutes } from './sessionRoutes.ts';

/**
 * The Kratos-compatible self-service API, mounted at /api/auth. JSON in and out; url-encoded forms are
 * accepted too (a browser posting without JavaScript), answers are always JSON except the OIDC callback,
 * which is a top-level navigation and therefore redirects.
 */
export const identityRoutes =
  (deps: IdentityDependencies): FastifyPluginAsync =>
  async (app) => {
    app.setErrorHandler(identityErrorHandler);
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, parseUrlEncoded(String(body))),
    );
    const limits = routeLimits(deps.config.rateLimitPerIp);
    registerLoginRoutes(app, deps, limits);
    registerRegistrationRoutes(app, deps, limits);
    registerVerificationRoutes(app, deps, limits);
    registerRecoveryRoutes(app, deps, limits);
    registerSettingsRoutes(app, deps, limits);
    registerSessionRoutes(app, deps, limits);
    registerOidcRoutes(app, deps, limits);
  };
