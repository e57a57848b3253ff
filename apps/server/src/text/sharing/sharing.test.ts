import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findReadableGuide } from '../guides/readableGuide.ts';
import { PREDEFINED_GUIDES } from '../predefined/predefinedGuides.ts';
import { setShareCodeExpiry } from './shareStore.ts';
import { idOf, signUp, startTextTestServer, type TestServer, type TextClient } from '../test/textTestKit.ts';

let server: TestServer;
let owner: TextClient;

beforeAll(async () => {
  // The failed-lookup budget and plan limits have their own test files; here neither may get in the way.
  server = await startTextTestServer({
    SHARE_CODE_FAILURES_PER_MINUTE: '1000',
    PLAN_LIMIT_PREMIUM_GUIDES: 'unlimited',
  });
  owner = await signUp(server);
});

afterAll(async () => {
  await server.close();
});

async function newGuide(name = 'Team voice'): Promise<string> {
  return idOf(await owner.call('POST', '/tones-of-voice', { name, rules: [{ id: 'passive-voice' }] }), 'tov');
}

async function shareCodeFor(guideId: string, expiresInDays = 7): Promise<string> {
  const answer = await owner.call('POST', `/tones-of-voice/${guideId}/share`, { expiresInDays });
  expect(answer.status).toBe(200);
  return answer.body.shareCode as string;
}

function listedIds(answer: { body: Record<string, unknown> }): string[] {
  return (answer.body.tovList as { id: string }[]).map((guide) => guide.id);
}

describe('share codes', () => {
  it('are created by the owner with their expiry, shown again in the guide, and mark it shared', async () => {
    const guideId = await newGuide();
    const before = Date.now();
    const answer = await owner.call('POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: 7 });
    expect(answer.status).toBe(200);
    expect(answer.body.shareCode).toMatch(/^([0-9A-Z]{4}-){6}[0-9A-Z]{4}$/);
    const expires = Date.parse(answer.body.shareCodeExpirationTime as string);
    expect(expires - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(expires - before).toBeLessThan(7 * 86_400_000 + 60_000);

    const detail = await owner.call('GET', `/tones-of-voice/${guideId}`);
    expect(detail.body).toMatchObject({
      tov: { id: guideId, shared: true },
      shares: [],
      shareCode: answer.body.shareCode,
      shareCodeExpirationTime: answer.body.shareCodeExpirationTime,
    });
    const listed = (await owner.call('GET', '/tones-of-voice')).body.tovList as {
      id: string;
      shared: boolean;
    }[];
    expect(listed.find((guide) => guide.id === guideId)?.shared).toBe(true);
  });

  it('open a read-only view of the guide for anyone signed in, without adding it', async () => {
    const guideId = await newGuide('Viewed');
    const code = await shareCodeFor(guideId);
    const visitor = await signUp(server);
    const view = await visitor.call('GET', `/shared/tones-of-voice?code=${encodeURIComponent(code)}`);
    expect(view.status).toBe(200);
    expect(view.body.tov).toMatchObject({
      id: guideId,
      name: 'Viewed',
      ownerName: owner.email,
      shared: true,
      rules: [{ id: 'passive-voice' }],
    });
    expect(listedIds(await visitor.call('GET', '/tones-of-voice'))).not.toContain(guideId);
    expect((await visitor.call('GET', `/tones-of-voice/${guideId}`)).status).toBe(404);
  });

  it('are read however they are typed: lower case, spaces instead of dashes', async () => {
    const guideId = await newGuide();
    const code = await shareCodeFor(guideId);
    const typed = ` ${code.toLowerCase().replaceAll('-', ' ')} `;
    const view = await owner.call('GET', `/shared/tones-of-voice?code=${encodeURIComponent(typed)}`);
    expect(view.status).toBe(200);
    expect((view.body.tov as { id: string }).id).toBe(guideId);
  });

  it('replace the previous code: the old one stops working', async () => {
    const guideId = await newGuide();
    const first = await shareCodeFor(guideId);
    const second = await shareCodeFor(guideId, 30);
    expect(second).not.toBe(first);
    expect((await owner.call('GET', `/shared/tones-of-voice?code=${first}`)).status).toBe(404);
    expect((await owner.call('GET', `/shared/tones-of-voice?code=${second}`)).status).toBe(200);
    expect((await owner.call('GET', `/tones-of-voice/${guideId}`)).body.shareCode).toBe(second);
  });

  it('answer 404 with a clear message when unknown', async () => {
    const visitor = await signUp(server);
    for (const code of ['AAAA-BBBB-CCCC-DDDD-EEEE-FFFF-GGGG', 'not-a-code']) {
      const answer = await visitor.call('GET', `/shared/tones-of-voice?code=${code}`);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toMatch(/no shared guide with this code/);
      const join = await visitor.call('POST', '/shared/tones-of-voice', { code });
      expect(join.status).toBe(404);
    }
  });

  it('stop working when they expire; members keep the guide', async () => {
    const guideId = await newGuide('Expiring');
    const code = await shareCodeFor(guideId);
    const member = await signUp(server);
    expect((await member.call('POST', '/shared/tones-of-voice', { code })).status).toBe(200);
    await setShareCodeExpiry(server.db, guideId, new Date(Date.now() - 1000));

    const late = await signUp(server);
    const view = await late.call('GET', `/shared/tones-of-voice?code=${code}`);
    expect(view.status).toBe(404);
    expect(view.body.message).toMatch(/expired/);
    expect((await late.call('POST', '/shared/tones-of-voice', { code })).status).toBe(404);
    expect(listedIds(await late.call('GET', '/tones-of-voice'))).not.toContain(guideId);

    expect((await owner.call('GET', `/tones-of-voice/${guideId}`)).body).toMatchObject({
      shareCode: null,
      shareCodeExpirationTime: null,
      shares: [{ id: member.identityId }],
    });
    expect(listedIds(await member.call('GET', '/tones-of-voice'))).toContain(guideId);
  });

  it('leave a guide unshared once expired without members', async () => {
    const guideId = await newGuide();
    await shareCodeFor(guideId);
    await setShareCodeExpiry(server.db, guideId, new Date(Date.now() - 1000));
    expect((await owner.call('GET', `/tones-of-voice/${guideId}`)).body.tov).toMatchObject({ shared: false });
  });

  it('are revoked by the owner: lookups answer 404, members stay', async () => {
    const guideId = await newGuide('Revoked');
    const code = await shareCodeFor(guideId);
    const member = await signUp(server);
    expect((await member.call('POST', '/shared/tones-of-voice', { code })).status).toBe(200);

    const revoked = await owner.call('DELETE', `/tones-of-voice/${guideId}/share`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({
      tov: { id: guideId, shared: true },
      shareCode: null,
      shareCodeExpirationTime: null,
      shares: [{ id: member.identityId, email: member.email }],
    });
    expect((await member.call('GET', `/shared/tones-of-voice?code=${code}`)).status).toBe(404);
    expect((await owner.call('GET', `/tones-of-voice/${guideId}`)).body.shareCode).toBeNull();
    expect((await member.call('GET', `/tones-of-voice/${guideId}`)).status).toBe(200);
    // Revoking again changes nothing and is no error.
    expect((await owner.call('DELETE', `/tones-of-voice/${guideId}/share`)).status).toBe(200);
  });
});

describe('adding a shared guide', () => {
  it("puts it in the caller's library, read-only, with the owner's name", async () => {
    const guideId = await newGuide('Joined');
    const code = await shareCodeFor(guideId);
    const member = await signUp(server);

    const joined = await member.call('POST', '/shared/tones-of-voice', { code });
    expect(joined.status).toBe(200);
    expect(joined.body.tov).toMatchObject({ id: guideId, shared: true, ownerName: owner.email });

    const listed = (await member.call('GET', '/tones-of-voice')).body.tovList as Record<string, unknown>[];
    expect(listed.find((guide) => guide.id === guideId)).toMatchObject({
      name: 'Joined',
      shared: true,
      ownerName: owner.email,
    });
    const detail = await member.call('GET', `/tones-of-voice/${guideId}`);
    expect(detail.status).toBe(200);
    // A member sees their own entry only, and not the code (it is the owner's to hand out).
    expect(detail.body).toMatchObject({
      tov: { id: guideId, shared: true },
      shares: [{ id: member.identityId, email: member.email }],
      shareCode: null,
      shareCodeExpirationTime: null,
    });

    const ownerView = await owner.call('GET', `/tones-of-voice/${guideId}`);
    const shares = ownerView.body.shares as { id: string; email: string; addedAt: string }[];
    expect(shares.map(({ id, email }) => ({ id, email }))).toEqual([
      { id: member.identityId, email: member.email },
    ]);
    expect(Object.keys(shares[0] ?? {}).sort()).toEqual(['addedAt', 'email', 'id']);
    expect(Math.abs(Date.parse(shares[0]?.addedAt ?? '') - Date.now())).toBeLessThan(60_000);
  });

  it('twice keeps one membership', async () => {
    const guideId = await newGuide();
    const code = await shareCodeFor(guideId);
    const member = await signUp(server);
    expect((await member.call('POST', '/shared/tones-of-voice', { code })).status).toBe(200);
    expect((await member.call('POST', '/shared/tones-of-voice', { code })).status).toBe(200);
    expect((await owner.call('GET', `/tones-of-voice/${guideId}`)).body.shares).toHaveLength(1);
    expect(
      listedIds(await member.call('GET', '/tones-of-voice')).filter((id) => id === guideId),
    ).toHaveLength(1);
  });

  it('of their own answers 409 and changes nothing', async () => {
    const guideId = await newGuide('Own');
    const code = await shareCodeFor(guideId);
    const answer = await owner.call('POST', '/shared/tones-of-voice', { code });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/your own guide/);
    expect((await owner.call('GET', `/tones-of-voice/${guideId}`)).body.shares).toEqual([]);
  });

  it('keeps it read-only for the member: PATCH, DELETE and sharing answer 403, the guide stays', async () => {
    const guideId = await newGuide('Read only');
    const code = await shareCodeFor(guideId);
    const member = await signUp(server);
    const other = await signUp(server);
    await member.call('POST', '/shared/tones-of-voice', { code });
    await other.call('POST', '/shared/tones-of-voice', { code });

    const attempts: [string, string, unknown?][] = [
      ['PATCH', `/tones-of-voice/${guideId}`, { name: 'Taken over' }],
      ['PATCH', `/tones-of-voice/${guideId}`, { disabled: true }],
      ['DELETE', `/tones-of-voice/${guideId}`],
      ['POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: 30 }],
      ['DELETE', `/tones-of-voice/${guideId}/share`],
      ['DELETE', `/tones-of-voice/${guideId}/shares/${other.identityId}`],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await member.call(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.message).toMatch(/read-only/);
    }
    const detail = await owner.call('GET', `/tones-of-voice/${guideId}`);
    expect(detail.body).toMatchObject({ tov: { name: 'Read only', disabled: false }, shareCode: code });
    expect(detail.body.shares).toHaveLength(2);
  });

  it("lets a member use it where guides are read (findReadableGuide), with the owner's glossaries", async () => {
    const guideId = await newGuide('Readable');
    const code = await shareCodeFor(guideId);
    const member = await signUp(server);
    const stranger = await signUp(server);
    await member.call('POST', '/shared/tones-of-voice', { code });

    const readable = await findReadableGuide(server.db, member.identityId, guideId);
    expect(readable).toMatchObject({ tov: { id: guideId, shared: true }, glossaryOwnerId: owner.identityId });
    expect(await findReadableGuide(server.db, stranger.identityId, guideId)).toBeUndefined();
    const predefined = PREDEFINED_GUIDES[0]?.id ?? '';
    expect(await findReadableGuide(server.db, stranger.identityId, predefined)).toMatchObject({
      glossaryOwnerId: stranger.identityId,
    });
  });
});

describe('removing users', () => {
  it('by the owner takes the guide from them: it answers 404 again', async () => {
    const guideId = await newGuide('Removed');
    const code = await shareCodeFor(guideId);
    const member = await signUp(server);
    await member.call('POST', '/shared/tones-of-voice', { code });

    const removed = await owner.call('DELETE', `/tones-of-voice/${guideId}/shares/${member.identityId}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id: guideId, userId: member.identityId });
    expect(listedIds(await member.call('GET', '/tones-of-voice'))).not.toContain(guideId);
    for (const [method, body] of [['GET'], ['PATCH', { name: 'x' }], ['DELETE']] as const) {
      expect((await member.call(method, `/tones-of-voice/${guideId}`, body)).status).toBe(404);
    }
    expect((await owner.call('GET', `/tones-of-voice/${guideId}`)).body.shares).toEqual([]);
    // Removing them again: they are no member any more.
    const again = await owner.call('DELETE', `/tones-of-voice/${guideId}/shares/${member.identityId}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(/not shared with that user/);
  });

  it('includes a member leaving by themselves', async () => {
    const guideId = await newGuide();
    const code = await shareCodeFor(guideId);
    const member = await signUp(server);
    await member.call('POST', '/shared/tones-of-voice', { code });
    const left = await member.call('DELETE', `/tones-of-voice/${guideId}/shares/${member.identityId}`);
    expect(left.status).toBe(200);
    expect((await member.call('GET', `/tones-of-voice/${guideId}`)).status).toBe(404);
    // With the code still live they may come back.
    expect((await member.call('POST', '/shared/tones-of-voice', { code })).status).toBe(200);
  });

  it('happens to everyone when the owner deletes the guide', async () => {
    const guideId = await newGuide();
    const code = await shareCodeFor(guideId);
    const member = await signUp(server);
    await member.call('POST', '/shared/tones-of-voice', { code });
    expect((await owner.call('DELETE', `/tones-of-voice/${guideId}`)).status).toBe(200);
    expect((await member.call('GET', `/tones-of-voice/${guideId}`)).status).toBe(404);
    expect(listedIds(await member.call('GET', '/tones-of-voice'))).not.toContain(guideId);
    expect((await member.call('GET', `/shared/tones-of-voice?code=${code}`)).status).toBe(404);
  });
});

describe('who may share', () => {
  it("answers 404 to a stranger on every sharing call for another user's guide", async () => {
    const guideId = await newGuide('Private');
    const code = await shareCodeFor(guideId);
    const stranger = await signUp(server);
    const calls: [string, string, unknown?][] = [
      ['POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: 3 }],
      ['DELETE', `/tones-of-voice/${guideId}/share`],
      ['DELETE', `/tones-of-voice/${guideId}/shares/${stranger.identityId}`],
      ['DELETE', `/tones-of-voice/${guideId}/shares/${owner.identityId}`],
    ];
    for (const [method, path, body] of calls) {
      const answer = await stranger.call(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.message).toMatch(/There is no guide with this id/);
    }
    expect((await owner.call('GET', `/tones-of-voice/${guideId}`)).body.shareCode).toBe(code);
  });

  it('refuses predefined guides (403, read-only) and unknown ones (404)', async () => {
    const predefined = PREDEFINED_GUIDES[0]?.id ?? '';
    const shared = await owner.call('POST', `/tones-of-voice/${predefined}/share`, { expiresInDays: 3 });
    expect(shared.status).toBe(403);
    expect(shared.body.message).toMatch(/read-only/);
    const detail = await owner.call('GET', `/tones-of-voice/${predefined}`);
    expect(detail.body).toMatchObject({ tov: { shared: false }, shares: [], shareCode: null });
    const unknown = crypto.randomUUID();
    expect((await owner.call('POST', `/tones-of-voice/${unknown}/share`, { expiresInDays: 3 })).status).toBe(
      404,
    );
    expect((await owner.call('DELETE', `/tones-of-voice/${unknown}/share`)).status).toBe(404);
  });
});

describe('bad input to the sharing calls', () => {
  it('answers 400 with a message, never 5xx', async () => {
    const guideId = await newGuide();
    const cases: [string, string, unknown?][] = [
      ['POST', `/tones-of-voice/${guideId}/share`, {}],
      ['POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: 0 }],
      ['POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: 366 }],
      ['POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: 1.5 }],
      ['POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: '7' }],
      ['POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: null }],
      ['POST', `/tones-of-voice/${guideId}/share`, [7]],
      ['POST', '/tones-of-voice/not-a-uuid/share', { expiresInDays: 7 }],
      ['DELETE', '/tones-of-voice/not-a-uuid/share'],
      ['DELETE', `/tones-of-voice/${guideId}/shares/not-a-uuid`],
      ['DELETE', `/tones-of-voice/not-a-uuid/shares/${owner.identityId}`],
      ['GET', '/shared/tones-of-voice'],
      ['GET', '/shared/tones-of-voice?code='],
      ['GET', `/shared/tones-of-voice?code=${'A'.repeat(101)}`],
      ['POST', '/shared/tones-of-voice', {}],
      ['POST', '/shared/tones-of-voice', { code: 7 }],
      ['POST', '/shared/tones-of-voice', { code: '   ' }],
      ['POST', '/shared/tones-of-voice', { code: 'x'.repeat(10_000) }],
    ];
    for (const [method, path, body] of cases) {
      const answer = await owner.call(method, path, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
  });

  it('answers 415 to changes that are not JSON', async () => {
    const guideId = await newGuide();
    const response = await owner.browser.fetch(`${server.url}/api/text/tones-of-voice/${guideId}/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'expiresInDays=7',
    });
    expect(response.status).toBe(415);
  });
});
