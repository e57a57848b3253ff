import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNoticeMailQueue, type NoticeMailQueue } from '../../mail/noticeMailQueue.ts';
import { listOutbox } from '../../mail/outboxMailer.ts';
import { runScheduledJobOnce } from '../../test/scheduledJobTestKit.ts';
import {
  signUp,
  startTextTestServer,
  type TestServer,
  type TextClient,
} from '../../text/test/textTestKit.ts';
import { changeAccountClosed, setAccountLevel, setTrialPeriodEnd } from '../accountStore.ts';
import { runTrialSweep, TRIAL_CRON, TRIAL_QUEUE } from './trialJob.ts';

let server: TestServer;
let mails: NoticeMailQueue;

beforeAll(async () => {
  server = await startTextTestServer();
  mails = await createNoticeMailQueue(server.jobs.boss);
});

afterAll(async () => {
  await server.close();
});

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface Seen {
  kind: string;
  text: string;
  link: string | null;
}

async function notificationsOf(user: TextClient): Promise<Seen[]> {
  return (await user.callAccount('GET', '/notifications')).body.notifications as Seen[];
}

async function trialMailsTo(user: TextClient) {
  return (await listOutbox(server.db, user.email, 20)).filter((mail) => mail.subject.includes('trial'));
}

/** Waits until the server's worker has sent the queued notice mails to `user` (the outbox has `count`). */
async function waitForTrialMails(user: TextClient, count: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await trialMailsTo(user)).length < count) {
    if (Date.now() > deadline) throw new Error(`no trial mail reached ${user.email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const day = (date: Date) => date.toISOString().slice(0, 10);

describe('the trial job', () => {
  it('tells a user three days ahead, by notification and mail, once', async () => {
    const user = await signUp(server);
    const end = new Date(Date.now() + 2 * DAY_MS + HOUR_MS);
    await setTrialPeriodEnd(server.db, user.identityId, end);
    await runTrialSweep(server.db, mails);
    const expected = {
      kind: 'TRIAL_ENDING',
      text: `Your trial ends in 3 days, on ${day(end)}. Ask the administrator of this installation for a plan to keep creating guides, glossaries and prompts.`,
      link: '/profile/settings?openSubscription=true',
    };
    expect(await notificationsOf(user)).toEqual([expect.objectContaining(expected)]);
    await waitForTrialMails(user, 1);
    const [mail] = await trialMailsTo(user);
    expect(mail?.subject).toBe('Your Write the Tone trial ends soon');
    expect(mail?.text).toContain(`ends in 3 days, on ${day(end)}`);

    expect(await runTrialSweep(server.db, mails)).toEqual({ ending: 0, ended: 0 });
    expect(await notificationsOf(user)).toHaveLength(1);
    // The second run queued nothing: give a queued mail the time to arrive, then count again.
    await runScheduledJobOnce(server.jobs.boss, TRIAL_QUEUE);
    expect(await trialMailsTo(user)).toHaveLength(1);
  });

  it('sends no mail with non-essential e-mails off; the notification comes even with non-essential notifications off', async () => {
    const user = await signUp(server);
    await user.callAccount('POST', '/notification-settings', {
      enableNonEssentialEmails: false,
      enableNonEssentialNotifications: false,
    });
    await setTrialPeriodEnd(server.db, user.identityId, new Date(Date.now() + DAY_MS));
    await runTrialSweep(server.db, mails);
    expect((await notificationsOf(user)).map((notice) => notice.kind)).toEqual(['TRIAL_ENDING']);
    const other = await signUp(server);
    await setTrialPeriodEnd(server.db, other.identityId, new Date(Date.now() + DAY_MS));
    await runTrialSweep(server.db, mails);
    await waitForTrialMails(other, 1);
    expect(await trialMailsTo(user)).toEqual([]);
  });

  it('ends a trial at its end date without the user calling anything: level NONE, TRIAL_ENDED once', async () => {
    const user = await signUp(server);
    const end = new Date(Date.now() - 1000);
    await setTrialPeriodEnd(server.db, user.identityId, end);
    // The worker of the test server runs the job, as its schedule does every five minutes.
    await runScheduledJobOnce(server.jobs.boss, TRIAL_QUEUE);
    expect(await notificationsOf(user)).toEqual([
      expect.objectContaining({
        kind: 'TRIAL_ENDED',
        text: `Your trial ended on ${day(end)}. Your library stays, but creating needs a plan: ask the administrator of this installation for one.`,
      }),
    ]);
    const row = await server.db
      .selectFrom('account')
      .select(['account_level', 'trial_ended_at'])
      .where('identity_id', '=', user.identityId)
      .executeTakeFirstOrThrow();
    expect(row.account_level).toBe('NONE');
    expect(row.trial_ended_at).not.toBeNull();
    expect((await user.callAccount('GET', '/profile')).body).toMatchObject({
      accountLevel: 'NONE',
      trialPeriod: false,
    });
    expect(await runTrialSweep(server.db, mails)).toEqual({ ending: 0, ended: 0 });
    expect(await notificationsOf(user)).toHaveLength(1);
  });

  it('tells nothing to an account with a plan or a closed one, and leaves a far trial end alone', async () => {
    const planned = await signUp(server);
    await setAccountLevel(server.db, planned.identityId, 'PREMIUM');
    await setTrialPeriodEnd(server.db, planned.identityId, new Date(Date.now() + DAY_MS));
    const closed = await signUp(server);
    await setTrialPeriodEnd(server.db, closed.identityId, new Date(Date.now() - 1000));
    await changeAccountClosed(server.db, closed.identityId, true, new Date());
    const far = await signUp(server);
    await setTrialPeriodEnd(server.db, far.identityId, new Date(Date.now() + 4 * DAY_MS));

    await runTrialSweep(server.db, mails);
    expect(await notificationsOf(planned)).toEqual([]);
    expect(await notificationsOf(far)).toEqual([]);
    const closedNotices = await server.db
      .selectFrom('notification')
      .select('kind')
      .where('owner_id', '=', closed.identityId)
      .execute();
    expect(closedNotices).toEqual([]);

    // When the planned account's trial end passes, the end is recorded without a word.
    await setTrialPeriodEnd(server.db, planned.identityId, new Date(Date.now() - 1000));
    await runTrialSweep(server.db, mails);
    expect(await notificationsOf(planned)).toEqual([]);
  });

  it('is scheduled every five minutes when a worker starts', async () => {
    const schedules = await server.jobs.boss.getSchedules(TRIAL_QUEUE);
    expect(schedules.map((schedule) => schedule.cron)).toEqual([TRIAL_CRON]);
  });
});
