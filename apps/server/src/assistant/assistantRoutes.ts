import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireJsonForChanges } from '../routing/requireJsonForChanges.ts';
import { assistantAccessGate } from './assistantAccessGate.ts';
import type { AssistantDependencies } from './assistantDependencies.ts';
import { chatRoutes } from './chatRoutes.ts';

export type { AssistantDependencies } from './assistantDependencies.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route may be called without any body and then without a content type (POST /chats): it changes
     * nothing a cross-site request could abuse, and a client with nothing to send sends nothing.
     */
    acceptsNoBody?: boolean;
  }
}

function hasNoBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] === undefined && (length === undefined || length === '0');
}

/**
 * The assistant under /api/assistant (DESIGN.md section 7). Every route needs a session (401), an open
 * account (403) and a plan with the assistant (403 with the upgrade message), all checked on request,
 * before the body is read. Changes are JSON; an empty JSON body is no body, and POST /chats may come with
 * no body at all.
 */
export const assistantRoutes =
  (deps: AssistantDependencies): FastifyPluginAsync =>
  async (app) => {
    app.addHook('onRequest', app.requireIdentity);
    app.addHook('onRequest', deps.openAccountGate);
    app.addHook('onRequest', assistantAccessGate(deps.db, deps.plans));
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.acceptsNoBody === true && hasNoBody(request)) return undefined;
      return requireJsonForChanges(request, reply);
    });
    acceptEmptyJsonBody(app);
    await app.register(chatRoutes(deps));
  };

/** Within this plugin an empty JSON body is no body; the route's schema decides whether it needs one. */
function acceptEmptyJsonBody(app: Parameters<FastifyPluginAsync>[0]): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
