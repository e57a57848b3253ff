import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrowser } from '../../identity/test/browser.ts';
import { callApi } from '../../test/apiCall.ts';
import { signUp, startTextTestServer, type TestServer } from '../../text/test/textTestKit.ts';
import { setAccountLevel, setTrialPeriodEnd } from '../accountStore.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTextTestServer();
});

afterAll(async () => {
  await server.close();
});

const DAY_MS = 86_400_000;

describe('GET /api/account/profile', () => {
  it('answers a new account with the defaults, its e-mail, registration and 14-day trial', async () => {
    const user = await signUp(server);
    const answer = await user.callAccount('GET', '/profile');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      accountLevel: 'PREMIUM',
      trialPeriod: true,
      email: user.email,
      firstName: '',
      lastName: '',
      companySize: null,
      positionCode: null,
      positionText: '',
      priorityCode: null,
      priorityText: '',
      aiAssistantPersonality: 1,
    });
    const registered = Date.parse(String(answer.body.registrationDate));
    expect(Date.parse(String(answer.body.trialPeriodEndDate)) - registered).toBe(14 * DAY_MS);
    expect(Date.now() - registered).toBeLessThan(60_000);
  });

  it('shows the level NONE once the trial is over, and the plan bought', async () => {
    const user = await signUp(server);
    await setTrialPeriodEnd(server.db, user.identityId, new Date(Date.now() - 1000));
    expect((await user.callAccount('GET', '/profile')).body).toMatchObject({
      accountLevel: 'NONE',
      trialPeriod: false,
    });
    await setAccountLevel(server.db, user.identityId, 'ENTERPRISE');
    expect((await user.callAccount('GET', '/profile')).body).toMatchObject({
      accountLevel: 'ENTERPRISE',
      trialPeriod: false,
    });
  });

  it('answers 401 without a session', async () => {
    const answer = await callApi(createTestBrowser(), server.url, 'GET', '/api/account/profile');
    expect(answer.status).toBe(401);
  });
});

describe('PATCH /api/account/profile', () => {
  it('changes the editable fields, trims names, keeps what it was not sent, and the change persists', async () => {
    const user = await signUp(server);
    const changed = await user.callAccount('PATCH', '/profile', {
      firstName: '  Ada ',
      lastName: 'Lovelace',
      companySize: 12,
      positionCode: 'OTHER',
      positionText: 'Analyst',
      priorityCode: 'CLARITY',
      aiAssistantPersonality: 0,
    });
    expect(changed.status).toBe(200);
    const expected = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      companySize: 12,
      positionCode: 'OTHER',
      positionText: 'Analyst',
      priorityCode: 'CLARITY',
      priorityText: '',
      aiAssistantPersonality: 0,
      email: user.email,
    };
    expect(changed.body).toMatchObject(expected);
    const second = await user.callAccount('PATCH', '/profile', {
      priorityText: 'fewer typos',
      companySize: null,
    });
    expect(second.body).toMatchObject({ ...expected, priorityText: 'fewer typos', companySize: null });
    expect((await user.callAccount('GET', '/profile')).body).toEqual(second.body);
  });

  it('refuses a read-only field with 400, naming it and why, and changes nothing', async () => {
    const user = await signUp(server);
    const refused = await user.callAccount('PATCH', '/profile', {
      firstName: 'Eve',
      accountLevel: 'ENTERPRISE',
      trialPeriodEndDate: '2099-01-01T00:00:00.000Z',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/accountLevel \(the plan is changed by an administrator/);
    expect(refused.body.message).toMatch(/trialPeriodEndDate \(the trial is set by the plan\)/);
    expect((await user.callAccount('GET', '/profile')).body).toMatchObject({
      firstName: '',
      accountLevel: 'PREMIUM',
    });
  });

  it('refuses unknown fields and invalid values with 400 and a message per field', async () => {
    const user = await signUp(server);
    const unknown = await user.callAccount('PATCH', '/profile', { nickname: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown field "nickname"/);
    for (const body of [
      { aiAssistantPersonality: 3 },
      { companySize: 0 },
      { companySize: 2.5 },
      { positionCode: 'ASTRONAUT' },
      { firstName: 'x'.repeat(101) },
      { firstName: 7 },
    ]) {
      const answer = await user.callAccount('PATCH', '/profile', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.details, JSON.stringify(body)).toEqual([
        expect.objectContaining({ path: `body/${Object.keys(body)[0] ?? ''}` }),
      ]);
    }
  });

  it('needs JSON (415 for a form, which another site could send)', async () => {
    const user = await signUp(server);
    const response = await user.browser.fetch(`${server.url}/api/account/profile`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'firstName=Mallory',
    });
    expect(response.status).toBe(415);
    expect((await user.callAccount('GET', '/profile')).body).toMatchObject({ firstName: '' });
  });
});
