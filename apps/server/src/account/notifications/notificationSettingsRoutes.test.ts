import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTextTestServer, type TestServer } from '../../text/test/textTestKit.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTextTestServer();
});

afterAll(async () => {
  await server.close();
});

const ALL_ON = {
  enableNewsletter: true,
  enableNonEssentialEmails: true,
  enableNonEssentialNotifications: true,
};

describe('/api/account/notification-settings', () => {
  it('answers every setting on for a new account', async () => {
    const user = await signUp(server);
    expect(await user.callAccount('GET', '/notification-settings')).toMatchObject({
      status: 200,
      body: ALL_ON,
    });
  });

  it('changes only the settings a POST names, and keeps them', async () => {
    const user = await signUp(server);
    const first = await user.callAccount('POST', '/notification-settings', { enableNewsletter: false });
    expect(first).toMatchObject({ status: 200, body: { ...ALL_ON, enableNewsletter: false } });
    const second = await user.callAccount('POST', '/notification-settings', {
      enableNonEssentialNotifications: false,
    });
    const expected = { ...ALL_ON, enableNewsletter: false, enableNonEssentialNotifications: false };
    expect(second.body).toEqual(expected);
    expect((await user.callAccount('POST', '/notification-settings', {})).body).toEqual(expected);
    expect((await user.callAccount('GET', '/notification-settings')).body).toEqual(expected);
  });

  it("keeps one user's settings from another's", async () => {
    const one = await signUp(server);
    const other = await signUp(server);
    await one.callAccount('POST', '/notification-settings', { enableNonEssentialEmails: false });
    expect((await other.callAccount('GET', '/notification-settings')).body).toEqual(ALL_ON);
  });

  it('refuses values that are not booleans with 400 naming the field', async () => {
    const user = await signUp(server);
    for (const body of [{ enableNewsletter: 'false' }, { enableNonEssentialEmails: 0 }, [true], 'true']) {
      const answer = await user.callAccount('POST', '/notification-settings', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
    expect((await user.callAccount('GET', '/notification-settings')).body).toEqual(ALL_ON);
  });
});
