import type { Kysely, Transaction } from 'kysely';
import { fromKysely, type PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Database } from '../database/schema.ts';
import type { Mailer } from './mailer.ts';

/**
 * Notice e-mails (the trial ends soon) go through a queue: written in the transaction of the change they
 * report, so a mail goes out only for a change that committed, and sent by a worker with retries, so a
 * mail server that is down for a while delays it instead of losing it. Their text is complete when
 * queued: a notice carries no secret (code e-mails use the identity service's own queue, which makes the
 * code only when it sends).
 */
export const NOTICE_MAIL_QUEUE = 'wtt-notice-mail';

const noticeMailSchema = z.object({
  kind: z.enum(['trial_ending']),
  to: z.string().min(3).max(254),
  subject: z.string(),
  text: z.string(),
});

export type NoticeMail = z.infer<typeof noticeMailSchema>;

export interface NoticeMailQueue {
  /** Queues the mail in the caller's transaction: it is sent only if that transaction commits. */
  send(transaction: Transaction<Database> | Kysely<Database>, mail: NoticeMail): Promise<void>;
}

const QUEUE_OPTIONS = { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 } as const;

export async function createNoticeMailQueue(boss: PgBoss): Promise<NoticeMailQueue> {
  await boss.createQueue(NOTICE_MAIL_QUEUE, QUEUE_OPTIONS);
  return {
    async send(transaction, mail) {
      await boss.send(NOTICE_MAIL_QUEUE, noticeMailSchema.parse(mail), { db: fromKysely(transaction) });
    },
  };
}

/** Sends the queued notices in this process (a worker); a failed send throws, so pg-boss tries again. */
export async function workNoticeMails(boss: PgBoss, mailer: Mailer, log: Logger): Promise<void> {
  await boss.work(NOTICE_MAIL_QUEUE, { pollingIntervalSeconds: 2, localConcurrency: 1 }, async ([job]) => {
    if (job === undefined) return;
    const mail = noticeMailSchema.safeParse(job.data);
    if (!mail.success) {
      log.error({ jobId: job.id }, 'a notice e-mail job does not fit its shape; dropped');
      return;
    }
    try {
      await mailer.send(mail.data);
    } catch (error) {
      log.error(
        { err: error, kind: mail.data.kind },
        `the ${mail.data.kind} e-mail could not be sent; it is tried again`,
      );
      throw error;
    }
  });
}
