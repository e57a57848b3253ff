import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityDependencies } from './identityDependencies.ts';
import { createRequestContext, type RequestContext } from './requestContext.ts';

export type ContextHandler = (ctx: RequestContext) => Promise<FastifyReply>;

/** Adapts a handler that works on a RequestContext to a Fastify route handler. */
export function withContext(deps: IdentityDependencies, handler: ContextHandler) {
  return (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> =>
    handler(createRequestContext(request, reply, deps));
}

/** Per-IP limits for the routes of the identity service (@fastify/rate-limit route config). */
export interface RouteLimits {
  /** Flow creation and fetching (GET). */
  read: { max: number; timeWindow: string };
  /** Form submissions (POST). */
  submit: { max: number; timeWindow: string };
}

export function routeLimits(perIpPerMinute: number): RouteLimits {
  return {
    read: { max: perIpPerMinute * 4, timeWindow: '1 minute' },
    submit: { max: perIpPerMinute, timeWindow: '1 minute' },
  };
}

/** Self-service forms are small; a bigger body is refused before it is parsed. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;
