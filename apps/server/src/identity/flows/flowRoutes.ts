import type { FastifyInstance } from 'fastify';
import type { IdentityDependencies } from '../identityDependencies.ts';
import type { RequestContext } from '../requestContext.ts';
import { answerWithFeedback } from './flowCommon.ts';
import { FlowFeedback } from './flowFeedback.ts';
import {
  FORM_BODY_LIMIT_BYTES,
  withContext,
  type ContextHandler,
  type RouteLimits,
} from '../routeContext.ts';

/** The three browser routes of a self-service flow and their handlers. */
export interface FlowRoutes {
  /** The path segment and the word in the summaries: `/self-service/<name>/…`. */
  name: 'login' | 'registration' | 'recovery' | 'verification' | 'settings';
  /** Said after "Submit a <name> flow", e.g. " (send a code, or the code)". */
  submitNote?: string;
  /** GET /self-service/<name>/browser */
  init: ContextHandler;
  /** GET /self-service/<name>/flows?id= */
  get: ContextHandler;
  /** POST /self-service/<name>?flow= */
  submit: ContextHandler;
}

/** The handler, with a thrown FlowFeedback answered as the flow with its messages. */
function answeringFeedback(handler: ContextHandler): ContextHandler {
  return async (ctx: RequestContext) => {
    try {
      return await handler(ctx);
    } catch (error) {
      // The answer has gone out and the browser left before it was read (awaiting the reply waits for
      // that): nothing can be answered any more, and nothing was done after the answer.
      if (ctx.reply.sent) {
        ctx.request.log.debug({ err: error }, 'the client went away before the answer was read');
        return ctx.reply;
      }
      if (!(error instanceof FlowFeedback)) throw error;
      return answerWithFeedback(ctx, error.flow, error.feedback, { status: error.status });
    }
  };
}

/** Registers init (browser), fetch and submit for one flow kind, with the read/submit rate limits. */
export function registerFlowRoutes(
  app: FastifyInstance,
  deps: IdentityDependencies,
  limits: RouteLimits,
  routes: FlowRoutes,
): void {
  const tags = ['identity'];
  const { name } = routes;
  app.get(
    `/self-service/${name}/browser`,
    { schema: { summary: `Start a browser ${name} flow`, tags }, config: { rateLimit: limits.read } },
    withContext(deps, answeringFeedback(routes.init)),
  );
  app.get(
    `/self-service/${name}/flows`,
    { schema: { summary: `Fetch a ${name} flow`, tags }, config: { rateLimit: limits.read } },
    withContext(deps, answeringFeedback(routes.get)),
  );
  app.post(
    `/self-service/${name}`,
    {
      schema: { summary: `Submit a ${name} flow${routes.submitNote ?? ''}`, tags },
      config: { rateLimit: limits.submit },
      bodyLimit: FORM_BODY_LIMIT_BYTES,
    },
    withContext(deps, answeringFeedback(routes.submit)),
  );
}
