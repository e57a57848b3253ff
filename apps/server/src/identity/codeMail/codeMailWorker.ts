import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseClient } from '../../database/connection.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { issueCode } from '../codes.ts';
import { findRecoveryAddress, findVerifiableAddress } from '../identities.ts';
import { recoveryMail, verificationMail } from '../mailTemplates.ts';
import { CODE_MAIL_QUEUE, codeMailRequestSchema, type CodeMailRequest } from './codeMailQueue.ts';

export interface CodeMailWorkerDependencies {
  db: DatabaseClient;
  mailer: Mailer;
  codeLifespanMs: number;
  log: Logger;
}

/**
 * Sends one code e-mail: only to an address of ours (others get nothing, though their request did the
 * same work), and only while the flow still waits for a code to that address. A failed send throws, so the
 * queue tries again later with a fresh code.
 */
export async function deliverCodeMail(
  deps: CodeMailWorkerDependencies,
  mail: CodeMailRequest,
): Promise<void> {
  const known =
    mail.kind === 'recovery'
      ? await findRecoveryAddress(deps.db, mail.address)
      : await findVerifiableAddress(deps.db, mail.address);
  if (known === undefined) return;
  const code = await issueCode(deps.db, { ...mail, now: new Date(), lifespanMs: deps.codeLifespanMs });
  if (code === undefined) return;
  const minutes = Math.round(deps.codeLifespanMs / 60_000);
  const message =
    mail.kind === 'recovery'
      ? recoveryMail(mail.address, code, minutes)
      : verificationMail(mail.address, code, minutes);
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

/** Runs the code e-mails in this process (a worker). */
export async function workCodeMails(boss: PgBoss, deps: CodeMailWorkerDependencies): Promise<void> {
  await boss.work(
    CODE_MAIL_QUEUE,
    // One mail a job, so a failed send retries only its own mail; two at a time per process.
    { pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 5, localConcurrency: 2 },
    async ([job]) => {
      if (job === undefined) return;
      const mail = codeMailRequestSchema.safeParse(job.data);
      if (!mail.success) {
        deps.log.error({ jobId: job.id }, 'a code e-mail job does not fit its shape; dropped');
        return;
      }
      await deliverCodeMail(deps, mail.data);
    },
  );
}
