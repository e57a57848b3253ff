import { guideSourceAnswerSchema } from '@wtt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREDEFINED_GUIDES } from '../predefined/predefinedGuides.ts';
import { idOf, signUp, startTextTestServer, type TestServer, type TextClient } from '../test/textTestKit.ts';

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

async function glossaryOf(client: TextClient, terms: { term: string; suggestions?: string[] }[]) {
  const answer = await client.call('POST', '/glossaries', { name: 'House words', description: '', terms });
  expect(answer.status).toBe(201);
  return idOf(answer, 'glossary');
}

async function guideOf(client: TextClient, rules: unknown[]): Promise<string> {
  const answer = await client.call('POST', '/tones-of-voice', {
    name: 'Support replies',
    description: '',
    rules,
  });
  expect(answer.status).toBe(201);
  return idOf(answer, 'tov');
}

async function sourceOf(client: TextClient, guideId: string) {
  const answer = await client.call('GET', `/tones-of-voice/${guideId}/source`);
  expect(answer.status).toBe(200);
  return guideSourceAnswerSchema.parse(answer.body).source;
}

describe('GET /api/text/tones-of-voice/{id}/source', () => {
  it("gives the owner their guide's rules and the terms of the glossary a rule names", async () => {
    const terms = [{ term: 'synergy', suggestions: ['teamwork'] }, { term: 'leverage' }];
    const glossaryId = await glossaryOf(owner, terms);
    const rules = [{ id: 'forbidden-terms', params: { glossaryId } }, { id: 'passive-voice' }];
    const guideId = await guideOf(owner, rules);

    expect(await sourceOf(owner, guideId)).toEqual({
      id: guideId,
      name: 'Support replies',
      rules,
      glossaries: { [glossaryId]: terms },
    });
  });

  it("resolves the owner's private glossary for a member of a shared guide, and is 404 for a stranger", async () => {
    const glossaryId = await glossaryOf(owner, [{ term: 'ninja' }]);
    const guideId = await guideOf(owner, [{ id: 'forbidden-terms', params: { glossaryId } }]);
    const share = await owner.call('POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: 7 });
    expect(share.status).toBe(200);
    const join = await member.call('POST', '/shared/tones-of-voice', { code: share.body.shareCode });
    expect(join.status).toBe(200);
    // The glossary is the owner's: the member cannot read it on its own.
    expect((await member.call('GET', `/glossaries/${glossaryId}`)).status).toBe(404);

    expect((await sourceOf(member, guideId)).glossaries).toEqual({ [glossaryId]: [{ term: 'ninja' }] });

    const strangers = await stranger.call('GET', `/tones-of-voice/${guideId}/source`);
    expect(strangers.status).toBe(404);
    expect(JSON.stringify(strangers.body)).not.toContain('ninja');
  });

  it('gives a predefined guide to anyone, and 404 for an id that names no guide', async () => {
    const predefined = PREDEFINED_GUIDES[0];
    if (!predefined) throw new Error('no predefined guide');
    const source = await sourceOf(stranger, predefined.id);
    expect(source).toEqual(expect.objectContaining({ id: predefined.id, name: predefined.name }));
    expect(source.rules).toEqual(predefined.rules);

    const missing = await stranger.call('GET', '/tones-of-voice/00000000-0000-4000-8000-000000000000/source');
    expect(missing.status).toBe(404);
  });

  it('is in the OpenAPI document with its answer schema', async () => {
    const document = (await (await fetch(`${server.url}/api/docs`)).json()) as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
      components: { schemas: Record<string, unknown> };
    };
    const path = document.paths['/api/text/tones-of-voice/{id}/source'];
    expect(Object.keys(path?.get?.responses ?? {})).toContain('200');
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['GuideSource', 'GuideSourceAnswer']),
    );
  });
});
