import type { Logger } from 'pino';
import type { DatabaseClient } from '../../database/connection.ts';
import { findIdentityById } from '../../identity/identities.ts';
import type { ScheduledJob } from '../../jobs/scheduledJob.ts';
import type { NoticeMailQueue } from '../../mail/noticeMailQueue.ts';
import { daysUntil, trialEnded, trialEnding } from '../notifications/notices.ts';
import { findNotificationSettings } from '../notifications/notificationSettingsStore.ts';
import { notify } from '../notifications/notify.ts';
import { trialEndingMail } from './trialMail.ts';
import {
  lockEndedTrials,
  lockTrialsEndingSoon,
  markTrialEnded,
  markTrialEndingNotified,
  type TrialAccount,
} from './trialStore.ts';

export const TRIAL_QUEUE = 'wtt-trial';

/** Every five minutes: a trial's end is told within five minutes of it (its plan changes on the dot anyway). */
export const TRIAL_CRON = '*/5 * * * *';

/** How long before the end the "ends soon" notice and mail go out. */
export const TRIAL_ENDING_NOTICE_DAYS = 3;

const DAY_MS = 86_400_000;
const BATCH = 200;

export interface TrialSweep {
  /** Accounts told that their trial ends soon. */
  ending: number;
  /** Trials whose end was recorded (those without a plan were told). */
  ended: number;
}

/**
 * The trial job (DESIGN.md section 6, issue 14). The plan of an account is computed from its trial end
 * (accountLevel.ts), so at the end date it is NONE whether this job has run or not; the job records the
 * end and tells the user, without waiting for them to call anything:
 * - a trial ending within three days: the TRIAL_ENDING notification, and the mail when the user keeps
 *   non-essential e-mails on;
 * - a trial that has ended: recorded, and TRIAL_ENDED for an open account still without a plan.
 * Each account is locked, changed and told in one transaction, marked so that it is told once: running
 * the job again changes nothing.
 */
export async function runTrialSweep(
  db: DatabaseClient,
  mails: NoticeMailQueue,
  now: Date = new Date(),
): Promise<TrialSweep> {
  const ending = await inBatches(
    db,
    (trx) => lockTrialsEndingSoon(trx, now, TRIAL_ENDING_NOTICE_DAYS * DAY_MS, BATCH),
    (trx, account) => tellTrialEndsSoon(trx, mails, account, now),
  );
  const ended = await inBatches(
    db,
    (trx) => lockEndedTrials(trx, now, BATCH),
    (trx, account) => recordTrialEnd(trx, account, now),
  );
  return { ending, ended };
}

async function inBatches(
  db: DatabaseClient,
  lock: (trx: DatabaseClient) => Promise<TrialAccount[]>,
  handle: (trx: DatabaseClient, account: TrialAccount) => Promise<void>,
): Promise<number> {
  let handled = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      const accounts = await lock(trx);
      for (const account of accounts) await handle(trx, account);
      return accounts.length;
    });
    handled += count;
    if (count < BATCH) return handled;
  }
}

async function tellTrialEndsSoon(
  trx: DatabaseClient,
  mails: NoticeMailQueue,
  account: TrialAccount,
  now: Date,
): Promise<void> {
  const end = account.trial_period_end_date;
  await markTrialEndingNotified(trx, account.identity_id, now);
  await notify(trx, account.identity_id, trialEnding(end, now));
  const settings = await findNotificationSettings(trx, account.identity_id);
  const identity = await findIdentityById(trx, account.identity_id);
  if (settings.enable_non_essential_emails && identity !== undefined) {
    await mails.send(trx, trialEndingMail(identity.email, end, daysUntil(end, now)));
  }
}

async function recordTrialEnd(trx: DatabaseClient, account: TrialAccount, now: Date): Promise<void> {
  await markTrialEnded(trx, account.identity_id, now);
  // An account with a plan lost nothing at the trial's end; a closed one is told nothing.
  if (account.account_level === 'NONE' && !account.closed) {
    await notify(trx, account.identity_id, trialEnded(account.trial_period_end_date));
  }
}

/** The scheduled job in a worker process: the sweep every five minutes, logged when it did something. */
export function trialJob(db: DatabaseClient, mails: NoticeMailQueue, log: Logger): ScheduledJob {
  return {
    queue: TRIAL_QUEUE,
    cron: TRIAL_CRON,
    expireInSeconds: 300,
    run: async () => {
      const sweep = await runTrialSweep(db, mails);
      if (sweep.ending + sweep.ended > 0) log.info(sweep, 'trial job: users told of their trial');
    },
  };
}
