import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../config/environment.ts';
import type { DatabaseClient } from '../database/connection.ts';
import { createOutboxMailer } from './outboxMailer.ts';
import { createSmtpMailer } from './smtpMailer.ts';

/** One plain-text e-mail. Codes travel in the text only (never the subject, which logs and previews show); there is no HTML part to keep them readable anywhere. */
export interface MailMessage {
  /** What the message is for; the SMTP log names only this and the recipient's domain. */
  kind: 'verification' | 'recovery' | 'address_changed' | 'trial_ending';
  to: string;
  subject: string;
  text: string;
}

/** Sends mail: over SMTP when SMTP_URL is set, else into the local outbox (DESIGN.md section 4). */
export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  /** Resolves once the message is handed to the SMTP server or stored in the outbox; rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MailerDependencies {
  config: MailConfig;
  db: DatabaseClient;
  log: FastifyBaseLogger;
}

export function createMailer({ config, db, log }: MailerDependencies): Mailer {
  if (config.smtpUrl !== undefined) return createSmtpMailer(config.smtpUrl, config.from, log);
  return createOutboxMailer(db, log);
}
