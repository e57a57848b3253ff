import { checkText } from '@wtt/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glossariesForGuide, referencedGlossaryIds } from './guides/guideGlossaries.ts';
import { PLAIN_WORDS_GLOSSARY_ID } from './predefined/predefinedGlossaries.ts';
import { PREDEFINED_GUIDES } from './predefined/predefinedGuides.ts';
import { PREDEFINED_PROMPTS } from './predefined/predefinedPrompts.ts';
import { seedPredefinedLibrary } from './predefined/seedPredefined.ts';
import { idOf, signUp, startTextTestServer, type TestServer, type TextClient } from './test/textTestKit.ts';

let server: TestServer;
let user: TextClient;

beforeAll(async () => {
  server = await startTextTestServer();
  user = await signUp(server);
});

afterAll(async () => {
  await server.close();
});

type Listed = {
  id: string;
  ownerName?: string;
  publicObject?: boolean;
  predefined?: boolean;
  disabled: boolean;
}[];

describe('GET /api/text/rules', () => {
  it('answers the engine catalogue', async () => {
    const answer = await user.call('GET', '/rules');
    expect(answer.status).toBe(200);
    const rules = answer.body.rules as { id: string; category: string; parameters: unknown[] }[];
    expect(rules.map((rule) => rule.id)).toEqual(
      expect.arrayContaining(['passive-voice', 'forbidden-terms', 'empathy', 'max-sentence-length']),
    );
    expect(rules.find((rule) => rule.id === 'max-sentence-length')?.parameters).toEqual([
      expect.objectContaining({ name: 'max', type: 'integer', default: 25 }),
    ]);
  });
});

describe('the OpenAPI document', () => {
  it('lists every text route with its contract schemas', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(document.paths['/api/text/tones-of-voice/{id}'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'patch', 'delete']),
    );
    expect(Object.keys(document.paths['/api/text/glossaries'] ?? {})).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/text/prompts/{id}'] ?? {})).toHaveLength(3);
    expect(document.paths['/api/text/rules']).toBeDefined();
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['ToneOfVoice', 'CreateToneOfVoice', 'Glossary', 'UpdateGlossary', 'Prompt']),
    );
  });
});

describe('the predefined library', () => {
  it('lists the provider guides, public glossaries and prompts to every user', async () => {
    const guides = (await user.call('GET', '/tones-of-voice')).body.tovList as Listed;
    const predefined = guides.filter((guide) => guide.ownerName === 'Write the Tone');
    expect(predefined.map((guide) => guide.id)).toEqual(
      expect.arrayContaining(PREDEFINED_GUIDES.map((guide) => guide.id)),
    );
    const glossaries = (await user.call('GET', '/glossaries')).body.glossaryList as Listed;
    expect(glossaries.filter((glossary) => glossary.publicObject).length).toBeGreaterThanOrEqual(3);
    const prompts = (await user.call('GET', '/prompts')).body.promptList as Listed;
    expect(prompts.length).toBeGreaterThanOrEqual(PREDEFINED_PROMPTS.length);
    expect(prompts.filter((prompt) => prompt.predefined === true).map((prompt) => prompt.id)).toEqual(
      expect.arrayContaining(PREDEFINED_PROMPTS.map((prompt) => prompt.id)),
    );
  });

  it('is seeded idempotently', async () => {
    const count = async (): Promise<number[]> =>
      Promise.all(
        (['tone_of_voice', 'glossary', 'prompt'] as const).map(async (table) => {
          const row = await server.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('owner_id', 'is', null)
            .executeTakeFirstOrThrow();
          return row.count;
        }),
      );
    const before = await count();
    await Promise.all([seedPredefinedLibrary(server.db), seedPredefinedLibrary(server.db)]);
    expect(await count()).toEqual(before);
  });

  it('cannot be changed, disabled or deleted by users (403, read-only)', async () => {
    const guideId = PREDEFINED_GUIDES[0]?.id ?? '';
    const promptId = PREDEFINED_PROMPTS[0]?.id ?? '';
    const attempts = [
      user.call('PATCH', `/tones-of-voice/${guideId}`, { name: 'Mine now' }),
      user.call('PATCH', `/tones-of-voice/${guideId}`, { disabled: true }),
      user.call('DELETE', `/tones-of-voice/${guideId}`),
      user.call('PATCH', `/glossaries/${PLAIN_WORDS_GLOSSARY_ID}`, { terms: [] }),
      user.call('DELETE', `/glossaries/${PLAIN_WORDS_GLOSSARY_ID}`),
      user.call('PATCH', `/prompts/${promptId}`, { content: 'x' }),
      user.call('DELETE', `/prompts/${promptId}`),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/read-only/);
    }
    const guide = await user.call('GET', `/tones-of-voice/${guideId}`);
    expect(guide.body.tov).toMatchObject({ name: PREDEFINED_GUIDES[0]?.name, disabled: false });
  });
});

describe('guides', () => {
  it('are created, read, listed, changed, disabled, enabled and deleted', async () => {
    const created = await user.call('POST', '/tones-of-voice', {
      name: '  Our voice ',
      description: 'Friendly and short.',
      rules: [{ id: 'passive-voice' }, { id: 'max-sentence-length', params: { max: 18 } }],
    });
    expect(created.status).toBe(201);
    expect(created.body.tov).toMatchObject({
      name: 'Our voice',
      description: 'Friendly and short.',
      shared: false,
      disabled: false,
      ownerName: user.email,
    });
    const id = idOf(created, 'tov');

    const read = await user.call('GET', `/tones-of-voice/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      tov: created.body.tov,
      shares: [],
      shareCode: null,
      shareCodeExpirationTime: null,
      evidence: null,
    });
    const list = (await user.call('GET', '/tones-of-voice')).body.tovList as Listed;
    expect(list.map((guide) => guide.id)).toContain(id);

    const renamed = await user.call('PATCH', `/tones-of-voice/${id}`, {
      name: 'Our new voice',
      rules: [{ id: 'empathy' }],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.tov).toMatchObject({ name: 'Our new voice', rules: [{ id: 'empathy' }] });
    expect((await user.call('PATCH', `/tones-of-voice/${id}`, { disabled: true })).body.tov).toMatchObject({
      disabled: true,
    });
    expect((await user.call('PATCH', `/tones-of-voice/${id}`, { disabled: false })).body.tov).toMatchObject({
      disabled: false,
    });

    expect(await user.call('DELETE', `/tones-of-voice/${id}`)).toEqual({ status: 200, body: { id } });
    expect((await user.call('GET', `/tones-of-voice/${id}`)).status).toBe(404);
    expect((await user.call('DELETE', `/tones-of-voice/${id}`)).status).toBe(404);
  });

  it('answer 400 with the engine issues for unknown rules or bad parameters', async () => {
    const answer = await user.call('POST', '/tones-of-voice', {
      name: 'Broken',
      rules: [{ id: 'pasive-voice' }, { id: 'max-sentence-length', params: { max: 'long' } }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/rules\[0\]\.id: There is no rule "pasive-voice"/);
    const paths = (answer.body.details as { path: string }[]).map((detail) => detail.path);
    expect(paths.some((path) => path.startsWith('body/rules[1]'))).toBe(true);
  });

  it('may use public and own glossaries, never unknown ones', async () => {
    const withPublic = await user.call('POST', '/tones-of-voice', {
      name: 'Plain',
      rules: [{ id: 'forbidden-terms', params: { glossaryId: PLAIN_WORDS_GLOSSARY_ID } }],
    });
    expect(withPublic.status).toBe(201);
    const unknown = await user.call('POST', '/tones-of-voice', {
      name: 'Unknown glossary',
      rules: [{ id: 'forbidden-terms', params: { glossaryId: crypto.randomUUID() } }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/There is no glossary/);
    const notUuid = await user.call('POST', '/tones-of-voice', {
      name: 'Odd glossary id',
      rules: [{ id: 'required-terms', params: { glossaryId: 'not-a-uuid' } }],
    });
    expect(notUuid.status).toBe(400);
  });
});

describe('glossaries', () => {
  it('are created, read, listed, changed, disabled and deleted', async () => {
    const created = await user.call('POST', '/glossaries', {
      name: 'Brand words',
      description: 'How we write our names.',
      terms: [{ term: 'Write the Tone' }, { term: 'utilise', suggestions: ['use'], note: 'US spelling' }],
    });
    expect(created.status).toBe(201);
    expect(created.body.glossary).toMatchObject({
      name: 'Brand words',
      publicObject: false,
      disabled: false,
    });
    const id = idOf(created, 'glossary');
    expect((await user.call('GET', `/glossaries/${id}`)).body).toEqual({ glossary: created.body.glossary });
    const list = (await user.call('GET', '/glossaries')).body.glossaryList as Listed;
    expect(list.map((glossary) => glossary.id)).toContain(id);
    const changed = await user.call('PATCH', `/glossaries/${id}`, {
      terms: [{ term: 'tone' }],
      disabled: true,
    });
    expect(changed.body.glossary).toMatchObject({ terms: [{ term: 'tone' }], disabled: true });
    const deleted = await user.call('DELETE', `/glossaries/${id}`);
    expect(deleted.body).toMatchObject({ id, referencingGuides: [] });
    expect((await user.call('GET', `/glossaries/${id}`)).status).toBe(404);
  });

  it('deleted while a guide refers to it: the guide keeps working and the answer names it', async () => {
    const glossaryId = idOf(
      await user.call('POST', '/glossaries', { name: 'Banned', terms: [{ term: 'synergy' }] }),
      'glossary',
    );
    const rules = [
      { id: 'forbidden-terms', params: { glossaryId, terms: ['leverage'] } },
      { id: 'passive-voice' },
    ];
    const guideId = idOf(await user.call('POST', '/tones-of-voice', { name: 'Lean', rules }), 'tov');

    const deleted = await user.call('DELETE', `/glossaries/${glossaryId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.referencingGuides).toEqual([{ id: guideId, name: 'Lean' }]);
    expect(deleted.body.message).toMatch(/"Lean" used it and keep working/);

    const guide = await user.call('GET', `/tones-of-voice/${guideId}`);
    expect(guide.status).toBe(200);
    expect(guide.body.tov).toMatchObject({ rules });
    // Checking resolves the missing glossary to no terms: the guide's own terms still apply.
    const glossaries = await glossariesForGuide(
      server.db,
      user.identityId,
      rules,
      new Set(referencedGlossaryIds(rules)),
    );
    const { findings } = checkText('We leverage synergy.', { name: 'Lean', rules }, { glossaries });
    expect(findings.map((finding) => finding.id)).toEqual(['forbidden-terms']);
    // Re-saving the guide with its rules unchanged still works; a new unknown glossary does not.
    expect((await user.call('PATCH', `/tones-of-voice/${guideId}`, { name: 'Leaner', rules })).status).toBe(
      200,
    );
    const other = [{ id: 'required-terms', params: { glossaryId: crypto.randomUUID() } }];
    expect((await user.call('PATCH', `/tones-of-voice/${guideId}`, { rules: other })).status).toBe(400);
  });
});

describe('prompts', () => {
  it('are created, read, listed, changed, disabled and deleted', async () => {
    const created = await user.call('POST', '/prompts', { name: 'Shorter', content: 'Make it shorter.' });
    expect(created.status).toBe(201);
    expect(created.body.prompt).toMatchObject({
      name: 'Shorter',
      content: 'Make it shorter.',
      disabled: false,
      predefined: false,
    });
    const id = idOf(created, 'prompt');
    expect((await user.call('GET', `/prompts/${id}`)).body).toEqual({ prompt: created.body.prompt });
    const list = (await user.call('GET', '/prompts')).body.promptList as Listed;
    expect(list.map((prompt) => prompt.id)).toContain(id);
    const changed = await user.call('PATCH', `/prompts/${id}`, { content: 'Halve it.', disabled: true });
    expect(changed.body.prompt).toMatchObject({ content: 'Halve it.', disabled: true });
    expect(await user.call('DELETE', `/prompts/${id}`)).toEqual({ status: 200, body: { id } });
    expect((await user.call('GET', `/prompts/${id}`)).status).toBe(404);
  });
});
