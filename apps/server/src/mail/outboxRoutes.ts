import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseClient } from '../database/connection.ts';
import { errorBody } from '../http/errorHandler.ts';
import { listOutbox } from './outboxMailer.ts';

const MAX_MESSAGES = 100;

/** GET /dev/outbox?to=<address>: the local outbox, newest first. Registered only in outbox mode. */
export const outboxRoutes =
  (db: DatabaseClient): FastifyPluginAsync =>
  async (app) => {
    app.get(
      '/dev/outbox',
      {
        schema: {
          summary: 'Mail kept in the local outbox (only when no SMTP server is configured)',
          tags: ['system'],
        },
      },
      async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const to = query.to;
        if (to !== undefined && (typeof to !== 'string' || to.trim() === '')) {
          return reply
            .status(400)
            .send(errorBody(400, 'The "to" query parameter must be an e-mail address.'));
        }
        const messages = await listOutbox(db, to, MAX_MESSAGES);
        return reply.header('cache-control', 'no-store').send({ messages });
      },
    );
  };
