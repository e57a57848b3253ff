import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf, signUp, startTextTestServer, type TestServer, type TextClient } from './test/textTestKit.ts';

let server: TestServer;
let user: TextClient;
let guideId: string;
let glossaryId: string;
let promptId: string;

beforeAll(async () => {
  server = await startTextTestServer();
  user = await signUp(server);
  guideId = idOf(await user.call('POST', '/tones-of-voice', { name: 'G', rules: [] }), 'tov');
  glossaryId = idOf(await user.call('POST', '/glossaries', { name: 'L' }), 'glossary');
  promptId = idOf(await user.call('POST', '/prompts', { name: 'P', content: 'C' }), 'prompt');
});

afterAll(async () => {
  await server.close();
});

/** Expects a 400 in our error shape whose message mentions `pattern`. */
async function expect400(method: string, path: string, body: unknown, pattern: RegExp): Promise<void> {
  const answer = await user.call(method, path, body);
  expect(
    answer.status,
    `${method} ${path} ${body === undefined ? 'no body' : JSON.stringify(body).slice(0, 80)}`,
  ).toBe(400);
  expect(answer.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  expect(answer.body.message).toMatch(pattern);
}

describe('validation', () => {
  it('answers 400 to ids that are not UUIDs, and 404 to unknown UUIDs', async () => {
    for (const path of ['/tones-of-voice', '/glossaries', '/prompts']) {
      await expect400('GET', `${path}/42`, undefined, /params\/id: must be a UUID/);
      await expect400('PATCH', `${path}/not-a-uuid`, { name: 'x' }, /must be a UUID/);
      await expect400('DELETE', `${path}/%27%3B--`, undefined, /must be a UUID/);
      expect((await user.call('GET', `${path}/${crypto.randomUUID()}`)).status).toBe(404);
    }
  });

  it('answers 400 to missing fields and wrong types', async () => {
    await expect400('POST', '/tones-of-voice', { name: 'x' }, /body\/rules/);
    await expect400('POST', '/tones-of-voice', { name: 7, rules: [] }, /body\/name/);
    await expect400('POST', '/tones-of-voice', { name: 'x', rules: [{ params: {} }] }, /rules\/0\/id/);
    await expect400('POST', '/tones-of-voice', { name: 'x', rules: 'passive-voice' }, /body\/rules/);
    await expect400('POST', '/glossaries', { name: 'x', terms: ['plain'] }, /body\/terms\/0/);
    await expect400('POST', '/glossaries', { name: 'x', terms: [{ term: '' }] }, /must not be empty/);
    await expect400('POST', '/prompts', { name: 'x' }, /body\/content/);
    await expect400('POST', '/prompts', [], /body/);
    await expect400('PATCH', `/tones-of-voice/${guideId}`, { disabled: 'yes' }, /body\/disabled/);
    await expect400('PATCH', `/prompts/${promptId}`, {}, /at least one of/);
    await expect400('PATCH', `/glossaries/${glossaryId}`, { name: '   ' }, /must not be empty/);
    await expect400('POST', '/prompts', 'not json', /not valid JSON/);
  });

  it('answers 400 to strings and lists beyond their limits', async () => {
    const long = (length: number): string => 'a'.repeat(length);
    await expect400('POST', '/prompts', { name: long(201), content: 'c' }, /at most 200 characters/);
    await expect400('POST', '/prompts', { name: 'n', content: long(20_001) }, /at most 20000 characters/);
    await expect400('POST', '/tones-of-voice', { name: 'n', description: long(2_001), rules: [] }, /2000/);
    await expect400('POST', '/glossaries', { name: 'n', terms: [{ term: long(201) }] }, /at most 200/);
    const terms = Array.from({ length: 5_001 }, (_, index) => ({ term: `t${index}` }));
    await expect400('POST', '/glossaries', { name: 'n', terms }, /at most 5000 terms/);
    const rules = Array.from({ length: 201 }, () => ({ id: 'passive-voice' }));
    await expect400('POST', '/tones-of-voice', { name: 'n', rules }, /at most 200 rules/);
    // Right at the limits is fine.
    const atLimit = await user.call('POST', '/glossaries', {
      name: long(200),
      description: long(2_000),
      terms: Array.from({ length: 5_000 }, (_, index) => ({ term: `t${index}${long(190)}` })),
    });
    expect(atLimit.status).toBe(201);
  });

  it('answers 400 to text the database cannot store (NUL, unpaired surrogates, deep nesting)', async () => {
    await expect400('POST', '/prompts', { name: 'a\u0000b', content: 'c' }, /NUL/);
    await expect400('POST', '/glossaries', { name: 'n', terms: [{ term: 'x\ud800' }] }, /surrogates/);
    const params = { terms: ['ok'], note: 'bad\u0000' };
    await expect400(
      'POST',
      '/tones-of-voice',
      { name: 'n', rules: [{ id: 'forbidden-terms', params }] },
      /NUL/,
    );
    let deep: unknown = 'leaf';
    for (let level = 0; level < 40; level++) deep = [deep];
    await expect400('POST', '/tones-of-voice', { name: 'n', rules: [{ id: 'x', params: { deep } }] }, /nest/);
  });
});
