import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseClient } from '../database/connection.ts';
import type { Mailer } from './mailer.ts';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/**
 * Without SMTP, mail is kept in PostgreSQL (so it survives restarts and every server process sees it),
 * printed to the log, and listed at GET /api/dev/outbox (to loopback clients only, unless OUTBOX_ALLOW_REMOTE).
 * Meant for a local installation, which the start-up log says loudly.
 */
export function createOutboxMailer(db: DatabaseClient, log: FastifyBaseLogger): Mailer {
  log.warn(
    'no SMTP_URL configured: outgoing mail is kept in the local outbox (GET /api/dev/outbox) and printed ' +
      'here (codes included), so configure SMTP before exposing this server',
  );
  return {
    mode: 'outbox',
    send: async (message) => {
      const id = randomUUID();
      await db
        .insertInto('mail_outbox')
        .values({ id, recipient: message.to, subject: message.subject, text_body: message.text })
        .execute();
      log.info(
        { outboxId: id, to: message.to, subject: message.subject, text: message.text },
        'mail kept in the local outbox',
      );
    },
    close: async () => {},
  };
}

/** The newest messages first, optionally only those to one address (compared case-insensitively). */
export async function listOutbox(
  db: DatabaseClient,
  to: string | undefined,
  limit: number,
): Promise<OutboxMessage[]> {
  let query = db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit);
  if (to !== undefined) {
    query = query.where((eb) => eb(eb.fn('lower', ['recipient']), '=', to.trim().toLowerCase()));
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    createdAt: row.created_at.toISOString(),
  }));
}
