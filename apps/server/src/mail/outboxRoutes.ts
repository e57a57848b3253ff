import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../config/environment.ts';
import type { DatabaseClient } from '../database/connection.ts';
import { errorBody } from '../errors/httpError.ts';
import { isLoopbackHost, requestComesFromThisMachine } from '../network/loopback.ts';
import { listOutbox } from './outboxMailer.ts';

const MAX_MESSAGES = 100;

export type OutboxRouteConfig = Pick<ServerConfig, 'host' | 'trustProxy'> & {
  mail: Pick<ServerConfig['mail'], 'outboxAllowRemote'>;
};

/**
 * GET /dev/outbox?to=<address>: the local outbox, newest first. Registered only in outbox mode. It holds
 * live sign-in codes, so it answers only requests that come from this machine, judged by every address on
 * the way (behind a reverse proxy on the same host the TCP peer is always loopback, so the forwarded
 * addresses decide), unless OUTBOX_ALLOW_REMOTE says otherwise. loadConfig refuses to start an exposed
 * server in this mode unless OUTBOX_ON_PUBLIC_HOST or OUTBOX_ALLOW_REMOTE accepts it.
 */
export const outboxRoutes =
  (db: DatabaseClient, config: OutboxRouteConfig): FastifyPluginAsync =>
  async (app) => {
    if (config.trustProxy || !isLoopbackHost(config.host)) {
      app.log.warn(
        { host: config.host, trustProxy: config.trustProxy, allowRemote: config.mail.outboxAllowRemote },
        'mail goes to the local outbox (no SMTP_URL) on a server that others can reach, as configured: ' +
          'codes can be read at /api/dev/outbox' +
          (config.mail.outboxAllowRemote ? ' by anyone' : ' from this machine') +
          '; configure SMTP_URL for real use',
      );
    }
    app.get(
      '/dev/outbox',
      {
        schema: {
          summary: 'Mail kept in the local outbox (only when no SMTP server is configured)',
          tags: ['system'],
        },
      },
      async (request, reply) => {
        if (!config.mail.outboxAllowRemote && !requestComesFromThisMachine(request)) {
          return reply
            .status(403)
            .send(errorBody(403, 'The outbox is only served to this machine (see OUTBOX_ALLOW_REMOTE).'));
        }
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
