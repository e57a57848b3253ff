import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test/testServer.ts';
import { registerCurrentIdentity, resolveSession } from './currentIdentity.ts';
import { createTestBrowser, sdkFor } from './test/browser.ts';
import { registerUser, startIdentityTestServer } from './test/identityTestKit.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startIdentityTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('the identity boundary for other areas', () => {
  it('resolves the session cookie to the current identity, and nothing else', async () => {
    const browser = createTestBrowser();
    const user = await registerUser(sdkFor(browser, server.url));
    const token = browser.cookie('wtt_session') ?? '';
    expect(await resolveSession(server.db, { cookies: { wtt_session: token } })).toMatchObject({
      identityId: user.identityId,
      email: user.email,
      emailVerified: false,
      aal: 'aal1',
    });
    expect(await resolveSession(server.db, { cookies: {} })).toBeUndefined();
    expect(await resolveSession(server.db, { cookies: { wtt_session: 'forged' } })).toBeUndefined();
    const later = new Date(Date.now() + 15 * 24 * 3600_000);
    expect(await resolveSession(server.db, { cookies: { wtt_session: token } }, later)).toBeUndefined();
  });

  it('guards routes with app.requireIdentity and exposes request.identity', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    registerCurrentIdentity(app, server.db);
    app.get('/mine', { preHandler: app.requireIdentity }, async (request) => ({
      id: request.identity?.identityId,
    }));
    try {
      const browser = createTestBrowser();
      const user = await registerUser(sdkFor(browser, server.url));
      const signedIn = await app.inject({
        url: '/mine',
        cookies: { wtt_session: browser.cookie('wtt_session') ?? '' },
      });
      expect(signedIn.json()).toEqual({ id: user.identityId });
      const anonymous = await app.inject({ url: '/mine' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ statusCode: 401, message: 'Please sign in to continue.' });
    } finally {
      await app.close();
    }
  });
});
