import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationKind } from '@wtt/contract';
import { TECH_SPELLING_GLOSSARY_ID } from '../../text/predefined/predefinedGlossaries.ts';
import { setShareCodeExpiry } from '../../text/sharing/shareStore.ts';
import { notifyExpiredShareCodes } from '../../text/sharing/shareCodeExpiry.ts';
import { pollJob, startBuilder, startJobTestServer, SUPPORT_SAMPLES } from '../../text/test/jobTestKit.ts';
import { idOf, signUp, type TestServer, type TextClient } from '../../text/test/textTestKit.ts';
import { levelChanged, trialEnded } from './notices.ts';
import { notify } from './notify.ts';

let server: TestServer;

/**
 * Each stage boundary of a builder job pauses this long (JOB_STAGE_DELAY_MS), so a job that waits behind
 * another one is still waiting when the test deletes its glossary.
 */
const STAGE_DELAY_MS = 300;

beforeAll(async () => {
  server = await startJobTestServer(STAGE_DELAY_MS);
});

afterAll(async () => {
  await server.close();
});

interface SeenNotification {
  id: string;
  kind: NotificationKind;
  text: string;
  link: string | null;
  acknowledged: boolean;
  timestamp: string;
}

async function notificationsOf(user: TextClient): Promise<SeenNotification[]> {
  const answer = await user.callAccount('GET', '/notifications');
  expect(answer.status).toBe(200);
  return answer.body.notifications as SeenNotification[];
}

/** Gives `user` a notification through the server's own notify() and answers its id. */
async function notificationFor(user: TextClient, text = 'Your plan changed from No plan to Premium.') {
  await notify(server.db, user.identityId, {
    ...levelChanged({ level: 'NONE', trial: false }, { level: 'PREMIUM', trial: false }),
    text,
  });
  const [newest] = await notificationsOf(user);
  if (newest === undefined) throw new Error('no notification was made');
  return newest.id;
}

describe('GET /api/account/notifications', () => {
  it('is empty for a new account, then lists the newest first', async () => {
    const user = await signUp(server);
    expect(await notificationsOf(user)).toEqual([]);
    await notify(server.db, user.identityId, trialEnded(new Date('2026-05-01T00:00:00Z')));
    await notify(
      server.db,
      user.identityId,
      levelChanged({ level: 'NONE', trial: false }, { level: 'ENTERPRISE', trial: false }),
    );
    const [newest, oldest] = await notificationsOf(user);
    expect(newest).toMatchObject({
      kind: 'LEVEL_CHANGED',
      text: 'Your plan changed from No plan to Enterprise.',
      link: '/profile/overview',
      acknowledged: false,
    });
    expect(oldest).toMatchObject({ kind: 'TRIAL_ENDED', link: '/profile/settings?openSubscription=true' });
    expect(Date.parse(newest?.timestamp ?? '')).toBeGreaterThanOrEqual(Date.parse(oldest?.timestamp ?? ''));
  });
});

describe('POST /api/account/notifications', () => {
  it('acknowledges one (1, then 0 when it already is), and all at once', async () => {
    const user = await signUp(server);
    const first = await notificationFor(user, 'first');
    const second = await notificationFor(user, 'second');
    await notificationFor(user, 'third');
    const acknowledge = (notificationId: string) =>
      user.callAccount('POST', '/notifications', { action: 'acknowledge', notificationId });
    expect(await acknowledge(first)).toMatchObject({ status: 200, body: { acknowledged: 1 } });
    expect((await acknowledge(first)).body).toEqual({ acknowledged: 0 });
    const states = Object.fromEntries((await notificationsOf(user)).map((n) => [n.id, n.acknowledged]));
    expect(states[first]).toBe(true);
    expect(states[second]).toBe(false);
    expect((await user.callAccount('POST', '/notifications', { action: 'acknowledgeAll' })).body).toEqual({
      acknowledged: 2,
    });
    expect((await notificationsOf(user)).every((n) => n.acknowledged)).toBe(true);
  });

  it('refuses an unknown action, a missing or malformed id with 400, and an unknown id with 404', async () => {
    const user = await signUp(server);
    for (const body of [
      { action: 'delete', notificationId: crypto.randomUUID() },
      { action: 'acknowledge' },
      { action: 'acknowledge', notificationId: 'not-a-uuid' },
      {},
    ]) {
      expect((await user.callAccount('POST', '/notifications', body)).status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await user.callAccount('POST', '/notifications', {
      action: 'acknowledge',
      notificationId: crypto.randomUUID(),
    });
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'There is no notification with this id in your account.' },
    });
  });
});

describe('DELETE /api/account/notifications/{id}', () => {
  it('removes it; a second delete is a 404', async () => {
    const user = await signUp(server);
    const id = await notificationFor(user);
    expect(await user.callAccount('DELETE', `/notifications/${id}`)).toMatchObject({
      status: 200,
      body: { id },
    });
    expect(await notificationsOf(user)).toEqual([]);
    expect((await user.callAccount('DELETE', `/notifications/${id}`)).status).toBe(404);
    expect((await user.callAccount('DELETE', '/notifications/not-a-uuid')).status).toBe(400);
  });
});

describe("another user's notification", () => {
  it('is a 404 for every verb, and stays as it was', async () => {
    const owner = await signUp(server);
    const stranger = await signUp(server);
    const id = await notificationFor(owner);
    const notFound = {
      status: 404,
      body: { message: 'There is no notification with this id in your account.' },
    };
    expect(
      await stranger.callAccount('POST', '/notifications', { action: 'acknowledge', notificationId: id }),
    ).toMatchObject(notFound);
    expect(await stranger.callAccount('DELETE', `/notifications/${id}`)).toMatchObject(notFound);
    for (const method of ['GET', 'PATCH', 'PUT', 'POST']) {
      const answer = await stranger.callAccount(
        method,
        `/notifications/${id}`,
        method === 'GET' ? undefined : {},
      );
      expect(answer.status, method).toBe(404);
    }
    expect((await stranger.callAccount('POST', '/notifications', { action: 'acknowledgeAll' })).body).toEqual(
      {
        acknowledged: 0,
      },
    );
    expect(await notificationsOf(stranger)).toEqual([]);
    expect(await notificationsOf(owner)).toEqual([expect.objectContaining({ id, acknowledged: false })]);
  });
});

describe('notifications the server makes', () => {
  it('tells the owner when the guide builder finished, naming the guide and linking to it', async () => {
    const user = await signUp(server);
    const jobId = await startBuilder(user, server.url, {
      name: 'Support voice',
      texts: SUPPORT_SAMPLES,
      exactSpellingGlossaryId: TECH_SPELLING_GLOSSARY_ID,
    });
    const finished = (await pollJob(user, server.url, jobId)).at(-1);
    expect(finished?.state).toBe('SUCCESS');
    const guideId = finished?.result as string;
    const [notice] = await notificationsOf(user);
    expect(notice).toMatchObject({
      kind: 'BUILD_FINISHED',
      link: `/library/guide/${guideId}`,
      acknowledged: false,
    });
    expect(notice?.text).toMatch(
      /^The guide builder finished "Support voice": \d+ rules? from your samples\.$/,
    );
  });

  it('tells the owner when a build failed, even with non-essential notifications off', async () => {
    const user = await signUp(server);
    await user.callAccount('POST', '/notification-settings', { enableNonEssentialNotifications: false });
    const glossaryId = idOf(
      await user.call('POST', '/glossaries', { name: 'Gone soon', terms: [{ term: 'x' }] }),
      'glossary',
    );
    // The worker runs one builder job at a time: the second waits while its glossary is deleted.
    const first = await startBuilder(user, server.url, { name: 'Ahead', texts: SUPPORT_SAMPLES });
    const second = await startBuilder(user, server.url, {
      name: 'Behind',
      texts: SUPPORT_SAMPLES,
      requiredTermsGlossaryId: glossaryId,
    });
    await user.call('DELETE', `/glossaries/${glossaryId}`);
    await pollJob(user, server.url, first);
    const failed = (await pollJob(user, server.url, second)).at(-1);
    expect(failed?.state).toBe('FAILURE');
    expect(await notificationsOf(user)).toEqual([
      expect.objectContaining({
        kind: 'BUILD_FAILED',
        text: `The guide builder could not finish "Behind": ${failed?.failureReason ?? ''}`,
        link: '/builder',
      }),
    ]);
  });

  it('makes no notice of a finished build with non-essential notifications off', async () => {
    const user = await signUp(server);
    await user.callAccount('POST', '/notification-settings', { enableNonEssentialNotifications: false });
    const jobId = await startBuilder(user, server.url, { name: 'Quiet', texts: SUPPORT_SAMPLES });
    expect((await pollJob(user, server.url, jobId)).at(-1)?.state).toBe('SUCCESS');
    expect(await notificationsOf(user)).toEqual([]);
  });

  it('tells the owner once when someone adds their shared guide', async () => {
    const owner = await signUp(server);
    const member = await signUp(server);
    const guideId = idOf(
      await owner.call('POST', '/tones-of-voice', { name: 'Harbour voice', rules: [] }),
      'tov',
    );
    const code = (await owner.call('POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: 7 })).body
      .shareCode;
    expect((await member.call('POST', '/shared/tones-of-voice', { code })).status).toBe(200);
    expect((await member.call('POST', '/shared/tones-of-voice', { code })).status).toBe(200);
    expect(await notificationsOf(owner)).toEqual([
      expect.objectContaining({
        kind: 'GUIDE_JOINED',
        text: `${member.email} added your shared guide "Harbour voice" to their library.`,
        link: `/library/guide/${guideId}`,
      }),
    ]);
    expect(await notificationsOf(member)).toEqual([]);
  });

  it('tells the owner once that a share code expired, and again for a new code', async () => {
    const owner = await signUp(server);
    const guideId = idOf(
      await owner.call('POST', '/tones-of-voice', { name: 'Quay voice', rules: [] }),
      'tov',
    );
    await owner.call('POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: 7 });
    await notifyExpiredShareCodes(server.db);
    expect(await notificationsOf(owner)).toEqual([]);
    await setShareCodeExpiry(server.db, guideId, new Date(Date.now() - 1000));
    // The server's own schedule may run the check too: whoever runs it, the owner is told once.
    await notifyExpiredShareCodes(server.db);
    await notifyExpiredShareCodes(server.db);
    const expected = {
      kind: 'SHARE_CODE_EXPIRED',
      text: 'The share code of "Quay voice" has expired: nobody new can join with it. Create a new code to share the guide again.',
      link: `/library/guide/${guideId}`,
    };
    expect(await notificationsOf(owner)).toEqual([expect.objectContaining(expected)]);

    await owner.call('POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: 1 });
    await setShareCodeExpiry(server.db, guideId, new Date(Date.now() - 1000));
    await notifyExpiredShareCodes(server.db);
    expect(await notificationsOf(owner)).toEqual([
      expect.objectContaining(expected),
      expect.objectContaining(expected),
    ]);
  });
});
