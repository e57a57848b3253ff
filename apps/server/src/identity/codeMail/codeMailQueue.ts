import type { Kysely, Transaction } from 'kysely';
import { fromKysely, type PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../../database/schema.ts';

/**
 * Code e-mails (verification, recovery) go through a queue, so that a request to send a code does the same
 * work and takes the same time whether the address has an account or not: the request only records the
 * wish; a worker looks the address up, issues the code and sends it. Retries cover a mail server that is
 * down for a moment.
 */
export const CODE_MAIL_QUEUE = 'identity-code-mail';

export const codeMailRequestSchema = z.object({
  flowId: z.uuid(),
  kind: z.enum(['verification', 'recovery']),
  /** Normalised address the person typed; it may belong to no account. */
  address: z.string().min(3).max(254),
});

export type CodeMailRequest = z.infer<typeof codeMailRequestSchema>;

/** What a request handler sees of the queue. */
export interface CodeMailQueue {
  /** Queues one code e-mail in the caller's transaction: it is sent only if that transaction commits. */
  request(transaction: Transaction<Database> | Kysely<Database>, mail: CodeMailRequest): Promise<void>;
}

/** Tries per e-mail (a failed send issues a fresh code and sends again) and their spacing. */
export const CODE_MAIL_QUEUE_OPTIONS = {
  retryLimit: 4,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 60,
  // Workers are woken at once by NOTIFY (when they listen), so a code arrives within moments.
  notify: true,
} as const;

export async function createCodeMailQueue(boss: PgBoss): Promise<CodeMailQueue> {
  await boss.createQueue(CODE_MAIL_QUEUE, CODE_MAIL_QUEUE_OPTIONS);
  return {
    async request(transaction, mail) {
      await boss.send(CODE_MAIL_QUEUE, codeMailRequestSchema.parse(mail), { db: fromKysely(transaction) });
    },
  };
}
