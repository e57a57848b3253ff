import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.ts';

/**
 * Delivery through an SMTP server (nodemailer). SMTP_URL carries everything: scheme (smtps:// for TLS from
 * the start, smtp:// with STARTTLS when the server offers it), credentials, host and port; nodemailer reads
 * extra options from its query string (for example `?tls.rejectUnauthorized=false` for a test relay).
 * Timeouts are short because a sign-up waits for the hand-over.
 */
export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
  );
  return {
    mode: 'smtp',
    send: async (message) => {
      const info = await transport.sendMail({ to: message.to, subject: message.subject, text: message.text });
      // Production logs get neither the subject nor the address: the kind and the recipient's domain say
      // enough to trace a delivery problem without putting codes or personal data into the log.
      log.info(
        { kind: message.kind, toDomain: recipientDomain(message.to), messageId: info.messageId },
        'mail sent',
      );
    },
    close: async () => {
      transport.close();
    },
  };
}

function recipientDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at === -1 ? '' : address.slice(at + 1);
}
