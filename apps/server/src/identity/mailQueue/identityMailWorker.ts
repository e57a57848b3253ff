import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseClient } from '../../database/connection.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { issueCode } from '../codes.ts';
import { addressChangedMail, recoveryMail, verificationMail } from '../mailTemplates.ts';
import {
  IDENTITY_MAIL_QUEUE,
  identityMailSchema,
  type CodeMail,
  type IdentityMail,
} from './identityMailQueue.ts';

export interface IdentityMailWorkerDependencies {
  db: DatabaseClient;
  mailer: Mailer;
  codeLifespanMs: number;
  log: Logger;
}

/** Sends one queued e-mail; a failed send throws, so the queue tries again later. */
export async function deliverIdentityMail(
  deps: IdentityMailWorkerDependencies,
  mail: IdentityMail,
): Promise<void> {
  const message =
    mail.kind === 'address_changed'
      ? addressChangedMail(mail.to, mail.newEmail)
      : await codeMailMessage(deps, mail);
  if (message === undefined) return;
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.log.error(
      { err: error, kind: mail.kind },
      `the ${mail.kind} e-mail could not be sent; it is tried again`,
    );
    throw error;
  }
}

/**
 * A code e-mail goes only to an address with a holder (others get nothing, though their request did the
 * same work; issueCode decides), and only while the flow still waits for a code to that address; each try
 * issues a fresh code.
 */
async function codeMailMessage(
  deps: IdentityMailWorkerDependencies,
  mail: CodeMail,
): Promise<MailMessage | undefined> {
  const code = await issueCode(deps.db, { ...mail, now: new Date(), lifespanMs: deps.codeLifespanMs });
  if (code === undefined) return undefined;
  const minutes = Math.round(deps.codeLifespanMs / 60_000);
  return mail.kind === 'recovery'
    ? recoveryMail(mail.address, code, minutes)
    : verificationMail(mail.address, code, minutes);
}

/** Runs the identity service's e-mails in this process (a worker). */
export async function workIdentityMails(boss: PgBoss, deps: IdentityMailWorkerDependencies): Promise<void> {
  await boss.work(
    IDENTITY_MAIL_QUEUE,
    // One mail a job, so a failed send retries only its own mail; one at a time, in the order asked for,
    // so that of two quick sends to one address the mail that arrives last holds the code that counts.
    { pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 5, localConcurrency: 1 },
    async ([job]) => {
      if (job === undefined) return;
      const mail = identityMailSchema.safeParse(job.data);
      if (!mail.success) {
        deps.log.error({ jobId: job.id }, 'an identity e-mail job does not fit its shape; dropped');
        return;
      }
      await deliverIdentityMail(deps, mail.data);
    },
  );
}
