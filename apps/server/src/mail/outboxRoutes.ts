import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../config/environment.ts';
import type { DatabaseClient } from '../database/connection.ts';
import { errorBody } from '../http/errorHandler.ts';
import { listOutbox } from './outboxMailer.ts';

const MAX_MESSAGES = 100;

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

export type OutboxRouteConfig = Pick<ServerConfig, 'nodeEnv' | 'host'> & {
  mail: Pick<ServerConfig['mail'], 'outboxAllowRemote'>;
};

/**
 * GET /dev/outbox?to=<address>: the local outbox, newest first. Registered only in outbox mode. It holds
 * live sign-in codes, so it answers only clients on this machine (the TCP peer, not X-Forwarded-For, which
 * anyone can send) unless OUTBOX_ALLOW_REMOTE says otherwise. Behind a reverse proxy on the same host every
 * request comes from loopback, hence the warning at start for production or a non-loopback HOST.
 */
export const outboxRoutes =
  (db: DatabaseClient, config: OutboxRouteConfig): FastifyPluginAsync =>
  async (app) => {
    if (config.nodeEnv === 'production' || !LOOPBACK_HOSTS.has(config.host)) {
      app.log.warn(
        { nodeEnv: config.nodeEnv, host: config.host, allowRemote: config.mail.outboxAllowRemote },
        'mail goes to the local outbox (no SMTP_URL) although this server looks exposed: ' +
          'codes can be read at /api/dev/outbox; configure SMTP_URL for real use',
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
        const peer = request.socket.remoteAddress;
        if (!config.mail.outboxAllowRemote && (peer === undefined || !LOOPBACK_ADDRESSES.has(peer))) {
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
