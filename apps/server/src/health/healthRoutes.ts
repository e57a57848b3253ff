import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '@wtt/contract';
import { checkHealth, type HealthContext } from './healthCheck.ts';
import { anonymousHealth } from './healthView.ts';
import { isOperatorRequest } from './operatorAccess.ts';

export interface HealthRouteContext extends HealthContext {
  /** HEALTH_TOKEN: a bearer token that gets the full answer from anywhere. */
  token: string | undefined;
}

/** GET /health: the full answer for the operator (this machine or the token), the status alone for others. */
export const healthRoutes =
  (context: HealthRouteContext): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/health',
      {
        schema: {
          summary: 'Health of the server and its database (details for this machine or the HEALTH_TOKEN)',
          tags: ['system'],
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (request, reply) => {
        const health = await checkHealth(context);
        return reply
          .status(health.status === 'ok' ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(isOperatorRequest(request, context.token) ? health : anonymousHealth(health));
      },
    );
  };
