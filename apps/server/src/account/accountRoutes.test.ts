import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrowser } from '../identity/test/browser.ts';
import { idOf, signUp, startTextTestServer, type TestServer } from '../text/test/textTestKit.ts';
import { changeAccountClosed, setAccountLevel, setTrialPeriodEnd } from './accountStore.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTextTestServer();
});

afterAll(async () => {
  await server.close();
});

const DAY_MS = 86_400_000;

async function accountRow(identityId: string) {
  return server.db.selectFrom('account').selectAll().where('identity_id', '=', identityId).executeTakeFirst();
}

describe('a new account', () => {
  it('is written at registration with a 14-day PREMIUM trial and the default limits', async () => {
    const before = Date.now();
    const user = await signUp(server);
    const row = await accountRow(user.identityId);
    expect(row).toMatchObject({ account_level: 'NONE', closed: false });
    const registered = row?.registration_date.getTime() ?? 0;
    expect(registered).toBeGreaterThanOrEqual(before - 5000);
    expect((row?.trial_period_end_date?.getTime() ?? 0) - registered).toBe(14 * DAY_MS);

    const status = await user.accountStatus();
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      closed: false,
      resourceUsage: {
        createTone: { limit: 25, remaining: 25 },
        createGlossary: { limit: 25, remaining: 25 },
        createPrompt: { limit: 100, remaining: 100 },
      },
    });
  });

  it('of an identity made without the registration listener is created on first use', async () => {
    const user = await signUp(server);
    await server.db.deleteFrom('account').where('identity_id', '=', user.identityId).execute();
    expect((await user.accountStatus()).body).toMatchObject({ resourceUsage: { createTone: { limit: 25 } } });
    expect(await accountRow(user.identityId)).toMatchObject({ account_level: 'NONE' });
  });
});

describe('GET /api/account/status', () => {
  it('moves with creates and deletes; predefined and public items do not count', async () => {
    const user = await signUp(server);
    const guide = idOf(await user.call('POST', '/tones-of-voice', { name: 'G', rules: [] }), 'tov');
    await user.call('POST', '/tones-of-voice', { name: 'H', rules: [] });
    await user.call('POST', '/glossaries', { name: 'Terms' });
    const prompt = idOf(await user.call('POST', '/prompts', { name: 'P', content: 'c' }), 'prompt');
    expect((await user.accountStatus()).body).toMatchObject({
      resourceUsage: {
        createTone: { limit: 25, remaining: 23 },
        createGlossary: { limit: 25, remaining: 24 },
        createPrompt: { limit: 100, remaining: 99 },
      },
    });
    await user.call('DELETE', `/tones-of-voice/${guide}`);
    await user.call('DELETE', `/prompts/${prompt}`);
    expect((await user.accountStatus()).body).toMatchObject({
      resourceUsage: { createTone: { remaining: 24 }, createPrompt: { remaining: 100 } },
    });
  });

  it('shows level NONE limits after the trial, unlimited for ENTERPRISE, and a closed account', async () => {
    const user = await signUp(server);
    await setTrialPeriodEnd(server.db, user.identityId, new Date(Date.now() - 1000));
    expect((await user.accountStatus()).body).toEqual({
      closed: false,
      resourceUsage: {
        createTone: { limit: 0, remaining: 0 },
        createGlossary: { limit: 0, remaining: 0 },
        createPrompt: { limit: 0, remaining: 0 },
      },
    });
    await setAccountLevel(server.db, user.identityId, 'ENTERPRISE');
    expect((await user.accountStatus()).body).toMatchObject({
      resourceUsage: { createTone: { limit: null, remaining: null } },
    });
    await changeAccountClosed(server.db, user.identityId, true, new Date());
    expect((await user.accountStatus()).body).toMatchObject({
      closed: true,
      resourceUsage: { createTone: { limit: 0, remaining: 0 } },
    });
  });

  it('answers 401 without a session', async () => {
    const response = await createTestBrowser().fetch(`${server.url}/api/account/status`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(/sign in/);
  });

  it('is listed in the OpenAPI document', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/account/status',
        '/api/text/tones-of-voice/{id}/share',
        '/api/text/tones-of-voice/{id}/shares/{userId}',
        '/api/text/shared/tones-of-voice',
      ]),
    );
  });
});

describe('the OpenAPI document', () => {
  interface Operation {
    requestBody?: { content: Record<string, unknown> };
    responses: Record<string, { content?: Record<string, unknown> }>;
  }

  it('lists every account call of the contract, with its methods', async () => {
    const document = (await (await fetch(`${server.url}/api/docs`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const methods = (path: string) => Object.keys(document.paths[`/api/account${path}`] ?? {}).sort();
    expect(methods('/status')).toEqual(['get']);
    expect(methods('/profile')).toEqual(['get', 'patch']);
    expect(methods('/notification-settings')).toEqual(['get', 'post']);
    expect(methods('/notifications')).toEqual(['get', 'post']);
    expect(methods('/notifications/{id}')).toEqual(['delete']);
    expect(methods('/profile-picture')).toEqual(['delete', 'get', 'post']);
    expect(methods('/close')).toEqual(['post']);

    const picture = document.paths['/api/account/profile-picture'];
    expect(Object.keys(picture?.post?.requestBody?.content ?? {})).toEqual(
      expect.arrayContaining(['image/png', 'image/jpeg']),
    );
    expect(Object.keys(picture?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '413', '415']),
    );
    expect(Object.keys(picture?.get?.responses['200']?.content ?? {})).toEqual(['image/webp']);
    expect(Object.keys(picture?.get?.responses['404']?.content ?? {})).toEqual(['application/json']);
  });
});

describe('TRIAL_DAYS', () => {
  it('0 starts new accounts without a trial, at level NONE', async () => {
    const noTrial = await startTextTestServer({ TRIAL_DAYS: '0' });
    try {
      const user = await signUp(noTrial);
      const row = await noTrial.db
        .selectFrom('account')
        .selectAll()
        .where('identity_id', '=', user.identityId)
        .executeTakeFirstOrThrow();
      expect(row.trial_period_end_date).toBeNull();
      expect((await user.accountStatus()).body).toMatchObject({
        resourceUsage: { createTone: { limit: 0, remaining: 0 } },
      });
      const refused = await user.call('POST', '/prompts', { name: 'P', content: 'c' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/upgrade/);
    } finally {
      await noTrial.close();
    }
  });
});

describe('GET /api/account/plans', () => {
  it('answers the three plans with the limits this installation configured', async () => {
    const configured = await startTextTestServer({
      PLAN_LIMIT_PREMIUM_PROMPTS: '7',
      PLAN_LIMIT_ENTERPRISE_GUIDES: '500',
    });
    try {
      const user = await signUp(configured);
      const answer = await user.callAccount('GET', '/plans');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        plans: [
          {
            level: 'NONE',
            name: 'No plan',
            limits: { createTone: 0, createGlossary: 0, createPrompt: 0 },
            assistant: false,
          },
          {
            level: 'PREMIUM',
            name: 'Premium',
            limits: { createTone: 25, createGlossary: 25, createPrompt: 7 },
            assistant: true,
          },
          {
            level: 'ENTERPRISE',
            name: 'Enterprise',
            limits: { createTone: 500, createGlossary: null, createPrompt: null },
            assistant: true,
          },
        ],
      });
    } finally {
      await configured.close();
    }
  });

  it('answers 401 without a session', async () => {
    const anonymous = createTestBrowser();
    const response = await anonymous.fetch(`${server.url}/api/account/plans`);
    expect(response.status).toBe(401);
  });
});
