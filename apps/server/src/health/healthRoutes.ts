import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '@wtt/contract';
import { checkHealth, type HealthContext } from './healthCheck.ts';

export const healthRoutes =
  (context: HealthContext): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/health',
      {
        schema: {
          summary: 'Health of the server and its database',
          tags: ['system'],
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_request, reply) => {
        const health = await checkHealth(context);
        return reply
          .status(health.status === 'ok' ? 200 : 503)
          .header('cache-control', 'no-store')
          .send(health);
      },
    );
  };
