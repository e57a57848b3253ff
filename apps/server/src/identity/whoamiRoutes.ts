import type { FastifyPluginAsync } from 'fastify';

/**
 * `GET /sessions/whoami` in Kratos's wire shape. Until the identity service exists nobody can hold a
 * session, so the honest answer is always Kratos's 401 for a request without session credentials.
 */
export const whoamiRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/sessions/whoami',
    { schema: { summary: 'The current session', tags: ['identity'] } },
    async (_request, reply) =>
      reply
        .status(401)
        .header('cache-control', 'no-store')
        .send({
          error: {
            code: 401,
            status: 'Unauthorized',
            reason: 'No valid session credentials found in the request.',
            message: 'The request could not be authorized',
          },
        }),
  );
};
