import { shareCodeExpired } from '../../account/notifications/notices.ts';
import { notify } from '../../account/notifications/notify.ts';
import type { Logger } from 'pino';
import type { DatabaseClient } from '../../database/connection.ts';
import type { ScheduledJob } from '../../jobs/scheduledJob.ts';

/** Codes handled per transaction; the check runs again at once while a batch comes back full. */
const BATCH = 200;

/**
 * Tells each owner once that a share code of theirs expired (the scheduled check of server.ts). A code is
 * marked in the transaction that writes the notification, and rows another run holds are skipped, so two
 * workers never tell twice; a new code for the guide is told again when it expires. Answers how many
 * expired codes it handled.
 */
export async function notifyExpiredShareCodes(db: DatabaseClient, now: Date = new Date()): Promise<number> {
  let handled = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      const expired = await trx
        .selectFrom('tone_of_voice_share_code as share')
        .innerJoin('tone_of_voice as guide', 'guide.id', 'share.guide_id')
        .select(['share.guide_id', 'guide.name', 'guide.owner_id'])
        .where('share.expiry_notified', '=', false)
        .where('share.expires_at', '<=', now)
        .orderBy('share.expires_at')
        .limit(BATCH)
        .forUpdate('share')
        .skipLocked()
        .execute();
      for (const code of expired) {
        await trx
          .updateTable('tone_of_voice_share_code')
          .set({ expiry_notified: true })
          .where('guide_id', '=', code.guide_id)
          .execute();
        if (code.owner_id !== null) {
          await notify(trx, code.owner_id, shareCodeExpired({ id: code.guide_id, name: code.name }));
        }
      }
      return expired.length;
    });
    handled += count;
    if (count < BATCH) return handled;
  }
}

export const SHARE_CODE_EXPIRY_QUEUE = 'wtt-share-code-expiry';

/** Every five minutes: an owner hears of an expired code within five minutes. */
export const SHARE_CODE_EXPIRY_CRON = '*/5 * * * *';

export function shareCodeExpiryJob(db: DatabaseClient, log: Logger): ScheduledJob {
  return {
    queue: SHARE_CODE_EXPIRY_QUEUE,
    cron: SHARE_CODE_EXPIRY_CRON,
    expireInSeconds: 300,
    run: async () => {
      const told = await notifyExpiredShareCodes(db);
      if (told > 0) log.info({ expiredCodes: told }, 'owners told of expired share codes');
    },
  };
}
