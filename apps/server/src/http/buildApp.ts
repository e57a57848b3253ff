import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { createAccountOnRegistration } from '../account/accountListener.ts';
import { accountRoutes } from '../account/accountRoutes.ts';
import { assistantRoutes } from '../assistant/assistantRoutes.ts';
import { openAccountGate } from '../account/closing/openAccountGate.ts';
import type { ServerConfig } from '../config/environment.ts';
import type { DatabaseClient } from '../database/connection.ts';
import { healthRoutes } from '../health/healthRoutes.ts';
import { createAccountRateLimiter } from '../identity/accountRateLimit.ts';
import { registerCurrentIdentity } from '../identity/currentIdentity.ts';
import { identityRoutes } from '../identity/identityRoutes.ts';
import type { JobStarter } from '../jobs/jobRunner.ts';
import { createOidcClients } from '../identity/oidc/oidcClients.ts';
import type { IdentityMailQueue } from '../identity/mailQueue/identityMailQueue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { outboxRoutes } from '../mail/outboxRoutes.ts';
import { openapiRoutes } from '../openapi/openapiRoutes.ts';
import { countPlanResources } from '../text/planLimits.ts';
import { textRoutes } from '../text/textRoutes.ts';
import { answerAfterRequestBody } from './answerAfterRequestBody.ts';
import { installErrorHandler } from './errorHandler.ts';
import { noStoreByDefault } from './noStoreByDefault.ts';
import { registerSecurityHeaders } from './securityHeaders.ts';
import { registerWebApp } from './webApp.ts';

export interface AppDependencies {
  config: ServerConfig;
  log: FastifyBaseLogger;
  db: DatabaseClient;
  /** Starts user jobs (the guide builder); they run in this or another worker process. */
  jobs: JobStarter;
  embeddedDatabase: boolean;
  version: string;
  /** SMTP or the local outbox; in outbox mode the app serves /api/dev/outbox. */
  mailer: Mailer;
  identityMails: IdentityMailQueue;
}

/** Largest JSON body we accept: texts are checked up to 200,000 characters, with room for the envelope. */
const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log,
    trustProxy: deps.config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // Before any route: a refusal of a too large body must reach a client that is still sending it.
  answerAfterRequestBody(app);

  await registerSecurityHeaders(app, deps.config.trustProxy);
  await app.register(fastifyCookie);
  registerCurrentIdentity(app, deps.db);
  const { mailer } = deps;
  // Limits are set per route (identity flows, share-code lookups); nothing is limited globally.
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Write the Tone API',
        description:
          'Guides, glossaries, prompts, checking, identity, account and the AI assistant of Write the Tone.',
        version: deps.version,
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(
    async (api) => {
      noStoreByDefault(api);
      await api.register(
        healthRoutes({
          db: deps.db,
          embeddedDatabase: deps.embeddedDatabase,
          version: deps.version,
          startedAt: Date.now(),
          token: deps.config.healthToken,
        }),
      );
      await api.register(openapiRoutes);
      await api.register(
        identityRoutes({
          db: deps.db,
          config: deps.config.identity,
          identityMails: deps.identityMails,
          oidc: createOidcClients(deps.config.identity.oidcProviders, deps.log),
          accountLimiter: createAccountRateLimiter(deps.config.identity.rateLimitPerAccount),
          trustProxy: deps.config.trustProxy,
          onIdentityCreated: createAccountOnRegistration(deps.config.account),
        }),
        { prefix: '/auth' },
      );
      await api.register(
        textRoutes({
          db: deps.db,
          plans: deps.config.account,
          config: deps.config.text,
          jobs: deps.jobs,
          openAccountGate: openAccountGate(deps.db),
        }),
        { prefix: '/text' },
      );
      await api.register(
        accountRoutes({
          db: deps.db,
          config: deps.config.account,
          identity: deps.config.identity,
          countResources: countPlanResources,
        }),
        { prefix: '/account' },
      );
      await api.register(
        assistantRoutes({
          db: deps.db,
          plans: deps.config.account,
          jobs: deps.jobs,
          openAccountGate: openAccountGate(deps.db),
        }),
        { prefix: '/assistant' },
      );
      // The local outbox exists only while no SMTP server is configured (DESIGN.md section 4).
      if (mailer.mode === 'outbox') await api.register(outboxRoutes(deps.db, deps.config));
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, deps.config.webDistDir);
  return app;
}
