import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAccountClosed, setAccountLevel, setTrialPeriodEnd } from '../account/accountStore.ts';
import { idOf, signUp, startTextTestServer, type TestServer, type TextClient } from './test/textTestKit.ts';

let server: TestServer;

beforeAll(async () => {
  // Small PREMIUM limits (every new account is on its PREMIUM trial), so the boundary is quick to reach.
  server = await startTextTestServer({
    PLAN_LIMIT_PREMIUM_GUIDES: '3',
    PLAN_LIMIT_PREMIUM_GLOSSARIES: '2',
    PLAN_LIMIT_PREMIUM_PROMPTS: '2',
  });
});

afterAll(async () => {
  await server.close();
});

const CREATES = {
  guide: { path: '/tones-of-voice', body: { name: 'Guide', rules: [] } },
  glossary: { path: '/glossaries', body: { name: 'Glossary' } },
  prompt: { path: '/prompts', body: { name: 'Prompt', content: 'Say it kindly.' } },
} as const;

const TABLES = { guide: 'tone_of_voice', glossary: 'glossary', prompt: 'prompt' } as const;

/** How many items of `kind` the user owns, read from the database itself. */
async function ownCount(client: TextClient, kind: keyof typeof CREATES): Promise<number> {
  const rows = await server.db
    .selectFrom(TABLES[kind])
    .select('id')
    .where('owner_id', '=', client.identityId)
    .execute();
  return rows.length;
}

describe('plan limits', () => {
  it('let exactly the limit through when creates race at the boundary', async () => {
    const user = await signUp(server);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        user.call('POST', '/tones-of-voice', { name: `Parallel ${index}`, rules: [] }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 403, 403, 403, 403, 403, 403, 403]);
    for (const answer of answers.filter((candidate) => candidate.status === 403)) {
      expect(answer.body.message).toBe('Your plan allows 3 guides. Please upgrade your plan to create more.');
    }
    expect(await ownCount(user, 'guide')).toBe(3);
  });

  it.each(['glossary', 'prompt'] as const)(
    'stop %s creation at the limit, and deleting makes room',
    async (kind) => {
      const user = await signUp(server);
      const { path, body } = CREATES[kind];
      const first = idOf(await user.call('POST', path, body), kind);
      expect((await user.call('POST', path, body)).status).toBe(201);
      const refused = await user.call('POST', path, body);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(
        /^Your plan allows 2 (glossaries|prompts)\. Please upgrade your plan/,
      );
      expect(await ownCount(user, kind)).toBe(2);

      expect((await user.call('DELETE', `${path}/${first}`)).status).toBe(200);
      expect((await user.call('POST', path, body)).status).toBe(201);
    },
  );

  it('parallel glossary and prompt creates cannot pass the limit either', async () => {
    const user = await signUp(server);
    for (const kind of ['glossary', 'prompt'] as const) {
      const { path, body } = CREATES[kind];
      const answers = await Promise.all(Array.from({ length: 6 }, () => user.call('POST', path, body)));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
      expect(answers.filter((answer) => answer.status === 403)).toHaveLength(4);
      expect(await ownCount(user, kind)).toBe(2);
    }
  });

  it('do not count guides others shared with the user, but count the guides they shared', async () => {
    const owner = await signUp(server);
    const member = await signUp(server);
    const ownerGuides: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      ownerGuides.push(
        idOf(await owner.call('POST', '/tones-of-voice', { name: `G${index}`, rules: [] }), 'tov'),
      );
    }
    const shared = await owner.call('POST', `/tones-of-voice/${ownerGuides[0] ?? ''}/share`, {
      expiresInDays: 5,
    });
    const code = shared.body.shareCode as string;
    expect((await member.call('POST', '/shared/tones-of-voice', { code })).status).toBe(200);

    // Sharing a guide does not free a place: the owner is still at the limit.
    expect((await owner.call('POST', '/tones-of-voice', { name: 'One more', rules: [] })).status).toBe(403);
    // The member's library holds the shared guide, yet all three of their own places are free.
    for (let index = 0; index < 3; index += 1) {
      expect((await member.call('POST', '/tones-of-voice', { name: `M${index}`, rules: [] })).status).toBe(
        201,
      );
    }
    expect((await member.call('POST', '/tones-of-voice', { name: 'M3', rules: [] })).status).toBe(403);
    expect((await member.accountStatus()).body).toMatchObject({
      resourceUsage: { createTone: { limit: 3, remaining: 0 } },
    });
  });

  it('leave nothing to create once the trial has ended without a plan (level NONE)', async () => {
    const user = await signUp(server);
    await setTrialPeriodEnd(server.db, user.identityId, new Date(Date.now() - 1000));
    for (const [kind, noun] of [
      ['guide', 'guides'],
      ['glossary', 'glossaries'],
      ['prompt', 'prompts'],
    ] as const) {
      const { path, body } = CREATES[kind];
      const answer = await user.call('POST', path, body);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(
        `Your plan does not include creating ${noun}. Please upgrade your plan to create ${noun}.`,
      );
    }
    expect(await ownCount(user, 'guide')).toBe(0);
  });

  it('follow a plan bought after the trial: ENTERPRISE has no limit', async () => {
    const user = await signUp(server);
    await setTrialPeriodEnd(server.db, user.identityId, new Date(Date.now() - 1000));
    await setAccountLevel(server.db, user.identityId, 'ENTERPRISE');
    for (let index = 0; index < 5; index += 1) {
      expect((await user.call('POST', '/tones-of-voice', { name: `E${index}`, rules: [] })).status).toBe(201);
    }
    await setAccountLevel(server.db, user.identityId, 'PREMIUM');
    const refused = await user.call('POST', '/tones-of-voice', { name: 'Over', rules: [] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/upgrade/);
  });

  it('let a closed account create nothing', async () => {
    const user = await signUp(server);
    await changeAccountClosed(server.db, user.identityId, true, new Date());
    const answer = await user.call('POST', '/prompts', CREATES.prompt.body);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/closed/);
  });

  it('check a bad body before the limit: 400 at the limit stays 400', async () => {
    const user = await signUp(server);
    await setTrialPeriodEnd(server.db, user.identityId, new Date(Date.now() - 1000));
    expect((await user.call('POST', '/tones-of-voice', { name: '' })).status).toBe(400);
    expect((await user.call('POST', '/glossaries', { terms: 'x' })).status).toBe(400);
    expect((await user.call('POST', '/prompts', { name: 'x' })).status).toBe(400);
  });
});
