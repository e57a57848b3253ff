import type { Kysely, Transaction } from 'kysely';
import { fromKysely, type PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { Database } from '../../database/schema.ts';

/**
 * The identity service's e-mails go through a queue. Code e-mails (verification, recovery) so that a
 * request to send a code does the same work and takes the same time whether the address has an account
 * or not: the request only records the wish; a worker looks the address up, issues the code and sends it.
 * Notices (an address change) so that a slow mail server never holds up an answer. Retries cover a mail
 * server that is down for a moment.
 */
export const IDENTITY_MAIL_QUEUE = 'identity-mail';

const address = z.string().min(3).max(254);

const codeMailSchema = z.object({
  kind: z.enum(['verification', 'recovery']),
  flowId: z.uuid(),
  /** Normalised address the person typed; it may belong to no account. */
  address,
});

/** To the old address of an account whose change of address has just completed. */
const addressChangedNoticeSchema = z.object({
  kind: z.literal('address_changed'),
  to: address,
  newEmail: address,
});

export const identityMailSchema = z.discriminatedUnion('kind', [codeMailSchema, addressChangedNoticeSchema]);

export type IdentityMail = z.infer<typeof identityMailSchema>;
export type CodeMail = z.infer<typeof codeMailSchema>;

/** What a request handler sees of the queue. */
export interface IdentityMailQueue {
  /** Queues one e-mail in the caller's transaction: it is sent only if that transaction commits. */
  request(transaction: Transaction<Database> | Kysely<Database>, mail: IdentityMail): Promise<void>;
}

/** Tries per e-mail (a failed send issues a fresh code and sends again) and their spacing. */
export const IDENTITY_MAIL_QUEUE_OPTIONS = {
  retryLimit: 4,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 60,
  // Workers are woken at once by NOTIFY (when they listen), so a code arrives within moments.
  notify: true,
} as const;

export async function createIdentityMailQueue(boss: PgBoss): Promise<IdentityMailQueue> {
  await boss.createQueue(IDENTITY_MAIL_QUEUE, IDENTITY_MAIL_QUEUE_OPTIONS);
  return {
    async request(transaction, mail) {
      await boss.send(IDENTITY_MAIL_QUEUE, identityMailSchema.parse(mail), { db: fromKysely(transaction) });
    },
  };
}
