import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrowser } from '../identity/test/browser.ts';
import {
  callText,
  idOf,
  signUp,
  startTextTestServer,
  type TestServer,
  type TextClient,
} from './test/textTestKit.ts';

let server: TestServer;
let owner: TextClient;
let stranger: TextClient;
const items: { path: string; listKey: string; id: string; patch: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = await startTextTestServer();
  owner = await signUp(server);
  stranger = await signUp(server);
  const guide = await owner.call('POST', '/tones-of-voice', { name: 'Mine', rules: [{ id: 'empathy' }] });
  const glossary = await owner.call('POST', '/glossaries', { name: 'Mine', terms: [{ term: 'secret' }] });
  const prompt = await owner.call('POST', '/prompts', { name: 'Mine', content: 'Private prompt.' });
  items.push(
    { path: '/tones-of-voice', listKey: 'tovList', id: idOf(guide, 'tov'), patch: { name: 'Taken' } },
    {
      path: '/glossaries',
      listKey: 'glossaryList',
      id: idOf(glossary, 'glossary'),
      patch: { name: 'Taken' },
    },
    { path: '/prompts', listKey: 'promptList', id: idOf(prompt, 'prompt'), patch: { name: 'Taken' } },
  );
});

afterAll(async () => {
  await server.close();
});

describe('ownership', () => {
  it("answers 404 to another user's item for every verb, and leaves the item as it was", async () => {
    for (const item of items) {
      for (const [method, body] of [['GET'], ['PATCH', item.patch], ['DELETE']] as const) {
        const answer = await stranger.call(method, `${item.path}/${item.id}`, body);
        expect(answer.status, `${method} ${item.path}`).toBe(404);
        expect(answer.body.message).toMatch(/There is no .* with this id/);
      }
      const mine = await owner.call('GET', `${item.path}/${item.id}`);
      expect(mine.status).toBe(200);
      expect(JSON.stringify(mine.body)).toContain('"name":"Mine"');
    }
  });

  it("never lists another user's items", async () => {
    for (const item of items) {
      const theirs = await stranger.call('GET', item.path);
      const ids = (theirs.body[item.listKey] as { id: string }[]).map((listed) => listed.id);
      expect(ids).not.toContain(item.id);
      const mine = await owner.call('GET', item.path);
      expect((mine.body[item.listKey] as { id: string }[]).map((listed) => listed.id)).toContain(item.id);
    }
  });

  it("cannot build a guide on another user's glossary", async () => {
    const glossaryId = items[1]?.id;
    const answer = await stranger.call('POST', '/tones-of-voice', {
      name: 'Borrowed',
      rules: [{ id: 'forbidden-terms', params: { glossaryId } }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/There is no glossary/);
  });
});

describe('sessions', () => {
  it('answers 401 in our error shape on every route without a session', async () => {
    const anonymous = createTestBrowser();
    const id = crypto.randomUUID();
    const calls: [string, string, unknown?][] = [['GET', '/rules']];
    for (const path of ['/tones-of-voice', '/glossaries', '/prompts']) {
      calls.push(['GET', path], ['POST', path, { name: 'x' }]);
      calls.push(
        ['GET', `${path}/${id}`],
        ['PATCH', `${path}/${id}`, { name: 'x' }],
        ['DELETE', `${path}/${id}`],
      );
    }
    for (const [method, path, body] of calls) {
      const answer = await callText(anonymous, server.url, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Please sign in to continue.',
      });
    }
  });
});

describe('CSRF defence', () => {
  it('refuses state changes that are not JSON, as a cross-site form would send them', async () => {
    const bodies: [string, string][] = [
      ['application/x-www-form-urlencoded', 'name=x&content=y'],
      ['text/plain', '{"name":"x","content":"y"}'],
      ['multipart/form-data; boundary=x', '--x--'],
    ];
    for (const [contentType, body] of bodies) {
      const answer = await callText(owner.browser, server.url, 'POST', '/prompts', body, {
        'content-type': contentType,
      });
      expect(answer.status, contentType).toBe(415);
      expect(answer.body.message).toMatch(/Content-Type: application\/json/);
    }
    const id = items[2]?.id ?? '';
    const bare = await callText(owner.browser, server.url, 'DELETE', `/prompts/${id}`, undefined, {});
    expect(bare.status).toBe(415);
    const patch = await callText(owner.browser, server.url, 'PATCH', `/prompts/${id}`, 'name=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(patch.status).toBe(415);
    expect((await owner.call('GET', `/prompts/${id}`)).status).toBe(200);
  });

  it('accepts a JSON DELETE with or without a body', async () => {
    const first = idOf(await owner.call('POST', '/prompts', { name: 'a', content: 'a' }), 'prompt');
    const second = idOf(await owner.call('POST', '/prompts', { name: 'b', content: 'b' }), 'prompt');
    expect((await owner.call('DELETE', `/prompts/${first}`)).status).toBe(200);
    expect((await owner.call('DELETE', `/prompts/${second}`, {})).status).toBe(200);
  });
});
