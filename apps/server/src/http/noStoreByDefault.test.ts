import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTextTestServer, type TestServer, type TextClient } from '../text/test/textTestKit.ts';

let server: TestServer;
let user: TextClient;

beforeAll(async () => {
  server = await startTextTestServer();
  user = await signUp(server);
});

afterAll(async () => {
  await server.close();
});

async function cacheControlOf(response: Promise<Response>, status: number): Promise<string | null> {
  const answer = await response;
  expect(answer.status).toBe(status);
  return answer.headers.get('cache-control');
}

describe('Cache-Control of API answers', () => {
  it('is no-store on text, account and session answers of a signed-in user', async () => {
    const get = (path: string): Promise<Response> => user.browser.fetch(`${server.url}${path}`);
    expect(await cacheControlOf(get('/api/text/tones-of-voice'), 200)).toBe('no-store');
    expect(await cacheControlOf(get('/api/account/status'), 200)).toBe('no-store');
    // The identity service sets Kratos's own value, which forbids storing too.
    expect(await cacheControlOf(get('/api/auth/sessions/whoami'), 200)).toContain('no-store');
  });

  it('is no-store on error answers', async () => {
    expect(await cacheControlOf(fetch(`${server.url}/api/text/tones-of-voice`), 401)).toBe('no-store');
    expect(await cacheControlOf(fetch(`${server.url}/api/account/status`), 401)).toBe('no-store');
    expect(await cacheControlOf(fetch(`${server.url}/api/auth/sessions/whoami`), 401)).toContain('no-store');
    expect(await cacheControlOf(fetch(`${server.url}/api/no-such-thing`), 404)).toBe('no-store');
    const missing = user.browser.fetch(
      `${server.url}/api/text/tones-of-voice/00000000-0000-4000-8000-000000000000`,
    );
    expect(await cacheControlOf(missing, 404)).toBe('no-store');
  });

  it('leaves the caching of answers that set their own alone', async () => {
    const schema = fetch(`${server.url}/api/auth/schemas/ZGVmYXVsdA`);
    expect(await cacheControlOf(schema, 200)).toBe('public, max-age=3600');
    expect(await cacheControlOf(fetch(`${server.url}/api/docs`), 200)).toBe('no-cache');
    const flow = fetch(`${server.url}/api/auth/self-service/login/browser`, {
      headers: { accept: 'application/json' },
    });
    expect(await cacheControlOf(flow, 200)).toBe('private, no-cache, no-store, must-revalidate');
  });
});
