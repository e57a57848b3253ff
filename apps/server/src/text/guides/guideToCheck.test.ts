import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREDEFINED_GUIDES } from '../predefined/predefinedGuides.ts';
import { idOf, signUp, startTextTestServer, type TestServer, type TextClient } from '../test/textTestKit.ts';
import { findGuideToCheck } from './guideStore.ts';

let server: TestServer;
let owner: TextClient;
let member: TextClient;
let stranger: TextClient;

beforeAll(async () => {
  server = await startTextTestServer();
  [owner, member, stranger] = await Promise.all([signUp(server), signUp(server), signUp(server)]);
});

afterAll(async () => {
  await server.close();
});

async function glossaryOf(client: TextClient, term: string): Promise<string> {
  const answer = await client.call('POST', '/glossaries', {
    name: 'Words',
    description: '',
    terms: [{ term }],
  });
  expect(answer.status).toBe(201);
  return idOf(answer, 'glossary');
}

async function guideOf(client: TextClient, glossaryIds: string[]): Promise<string> {
  const rules = glossaryIds.map((glossaryId) => ({ id: 'forbidden-terms', params: { glossaryId } }));
  const answer = await client.call('POST', '/tones-of-voice', { name: 'Checked', description: '', rules });
  expect(answer.status).toBe(201);
  return idOf(answer, 'tov');
}

const versionOf = async (client: TextClient, guideId: string) =>
  (await findGuideToCheck(server.db, client.identityId, guideId))?.version;

describe('findGuideToCheck', () => {
  it('changes the version with every edit of the guide, even two within one millisecond', async () => {
    const guideId = await guideOf(owner, []);
    const seen = new Set([await versionOf(owner, guideId)]);
    for (const name of ['First', 'Second']) {
      expect((await owner.call('PATCH', `/tones-of-voice/${guideId}`, { name })).status).toBe(200);
      seen.add(await versionOf(owner, guideId));
    }
    // Two updates in one statement's time: a change time could repeat, the revision cannot.
    await server.db.updateTable('tone_of_voice').set({ name: 'Third' }).where('id', '=', guideId).execute();
    seen.add(await versionOf(owner, guideId));
    await server.db.updateTable('tone_of_voice').set({ name: 'Fourth' }).where('id', '=', guideId).execute();
    seen.add(await versionOf(owner, guideId));
    expect(seen.size).toBe(5);
  });

  it("changes with an edit or deletion of a glossary the guide names, not with another glossary's", async () => {
    const named = await glossaryOf(owner, 'synergy');
    const unrelated = await glossaryOf(owner, 'leverage');
    const guideId = await guideOf(owner, [named]);
    const start = await versionOf(owner, guideId);

    await owner.call('PATCH', `/glossaries/${unrelated}`, { terms: [{ term: 'utilize' }] });
    expect(await versionOf(owner, guideId)).toBe(start);

    await owner.call('PATCH', `/glossaries/${named}`, { terms: [{ term: 'paradigm' }] });
    const edited = await versionOf(owner, guideId);
    expect(edited).not.toBe(start);

    expect((await owner.call('DELETE', `/glossaries/${named}`)).status).toBe(200);
    const deleted = await versionOf(owner, guideId);
    expect(deleted).not.toBe(edited);
    expect(deleted).not.toBe(start);
  });

  it("ignores a glossary id that is not a UUID or not the owner's to see", async () => {
    const othersGlossary = await glossaryOf(stranger, 'secret');
    const guideId = await guideOf(owner, []);
    await server.db
      .updateTable('tone_of_voice')
      .set({
        rules: JSON.stringify([
          { id: 'forbidden-terms', params: { glossaryId: 'not-a-uuid' } },
          { id: 'forbidden-terms', params: { glossaryId: othersGlossary } },
        ]),
      })
      .where('id', '=', guideId)
      .execute();
    const found = await findGuideToCheck(server.db, owner.identityId, guideId);
    expect(found?.version).toMatch(/^\d+\|$/);
  });

  it('answers the role: owner, member of a shared guide, provider of a predefined one; nothing for others', async () => {
    const guideId = await guideOf(owner, []);
    const share = await owner.call('POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: 7 });
    expect((await member.call('POST', '/shared/tones-of-voice', { code: share.body.shareCode })).status).toBe(
      200,
    );

    expect((await findGuideToCheck(server.db, owner.identityId, guideId))?.role).toBe('owner');
    const asMember = await findGuideToCheck(server.db, member.identityId, guideId);
    expect(asMember?.role).toBe('member');
    expect(asMember?.glossaryOwnerId).toBe(owner.identityId);
    expect(await findGuideToCheck(server.db, stranger.identityId, guideId)).toBeUndefined();

    const predefined = PREDEFINED_GUIDES[0];
    if (!predefined) throw new Error('no predefined guide');
    const provided = await findGuideToCheck(server.db, stranger.identityId, predefined.id);
    expect(provided?.role).toBe('provider');
    expect(provided?.glossaryOwnerId).toBe(stranger.identityId);
  });
});
