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

  it('knows a verified address, refuses an aal1 session once a second factor exists, and inactive identities', async () => {
    const browser = createTestBrowser();
    const user = await registerUser(sdkFor(browser, server.url));
    const cookies = { wtt_session: browser.cookie('wtt_session') ?? '' };
    const resolve = () => resolveSession(server.db, { cookies });
    const db = server.db;

    // Another user's second factors are theirs alone.
    const other = await registerUser(sdkFor(createTestBrowser(), server.url));
    await db
      .insertInto('identity_credential')
      .values([
        { identity_id: other.identityId, type: 'totp', config: JSON.stringify({}) },
        {
          identity_id: other.identityId,
          type: 'lookup_secret',
          config: JSON.stringify({ codes: [{ code: 'x' }] }),
        },
      ])
      .execute();
    expect(await resolve()).toMatchObject({ identityId: user.identityId, aal: 'aal1' });

    await db
      .updateTable('identity_verifiable_address')
      .set({ verified: true })
      .where('identity_id', '=', user.identityId)
      .execute();
    expect(await resolve()).toMatchObject({ emailVerified: true, aal: 'aal1' });

    // A lookup credential counts only with codes; TOTP always.
    await db
      .insertInto('identity_credential')
      .values({ identity_id: user.identityId, type: 'lookup_secret', config: JSON.stringify({ codes: [] }) })
      .execute();
    expect(await resolve()).toMatchObject({ identityId: user.identityId });
    await db
      .updateTable('identity_credential')
      .set({ config: JSON.stringify({ codes: [{ code: 'abcd1234', used_at: null }] }) })
      .where('identity_id', '=', user.identityId)
      .where('type', '=', 'lookup_secret')
      .execute();
    expect(await resolve()).toBeUndefined();
    await db
      .deleteFrom('identity_credential')
      .where('identity_id', '=', user.identityId)
      .where('type', '=', 'lookup_secret')
      .execute();
    expect(await resolve()).toMatchObject({ identityId: user.identityId });
    await db
      .insertInto('identity_credential')
      .values({ identity_id: user.identityId, type: 'totp', config: JSON.stringify({}) })
      .execute();
    expect(await resolve()).toBeUndefined();
    await db
      .deleteFrom('identity_credential')
      .where('identity_id', '=', user.identityId)
      .where('type', '=', 'totp')
      .execute();

    await db.updateTable('identity').set({ state: 'inactive' }).where('id', '=', user.identityId).execute();
    expect(await resolve()).toBeUndefined();
  });

  it('reads the session once per request, however often it is asked', async () => {
    const browser = createTestBrowser();
    const user = await registerUser(sdkFor(browser, server.url));
    const request = { cookies: { wtt_session: browser.cookie('wtt_session') ?? '' } };
    expect(await resolveSession(server.db, request)).toMatchObject({ identityId: user.identityId });
    // Signed out meanwhile: the same request keeps what it read, a new request reads again.
    await server.db
      .updateTable('identity_session')
      .set({ active: false })
      .where('identity_id', '=', user.identityId)
      .execute();
    expect(await resolveSession(server.db, request)).toMatchObject({ identityId: user.identityId });
    expect(await resolveSession(server.db, { cookies: request.cookies })).toBeUndefined();
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
