import { randomUUID } from 'node:crypto';
import { VERIFIED_ADDRESS_REQUIRED_MESSAGE } from '@wtt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  idOf,
  signUp,
  startTextTestServer,
  type ApiAnswer,
  type TestServer,
  type TextClient,
} from '../test/textTestKit.ts';

let server: TestServer;
let owner: TextClient;

beforeAll(async () => {
  server = await startTextTestServer({ SHARE_CODE_FAILURES_PER_MINUTE: '1000' });
  owner = await signUp(server);
});

afterAll(async () => {
  await server.close();
});

async function newGuide(client: TextClient, name: string): Promise<string> {
  const answer = await client.call('POST', '/tones-of-voice', { name, rules: [{ id: 'passive-voice' }] });
  expect(answer.status).toBe(201);
  return idOf(answer, 'tov');
}

async function ownersCode(): Promise<string> {
  const guideId = await newGuide(owner, 'Shared by a verified owner');
  const answer = await owner.call('POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: 7 });
  expect(answer.status).toBe(200);
  return answer.body.shareCode as string;
}

function expectVerificationRequired(answer: ApiAnswer): void {
  expect(answer.status).toBe(403);
  expect(answer.body).toEqual({
    statusCode: 403,
    error: 'Forbidden',
    message: VERIFIED_ADDRESS_REQUIRED_MESSAGE,
  });
}

describe('an account whose address is not verified', () => {
  it('is told to verify (403, how to) when it shares a guide or joins one, and may once it has verified', async () => {
    const newcomer = await signUp(server, { verified: false });
    const guideId = await newGuide(newcomer, 'Mine');
    const code = await ownersCode();

    expectVerificationRequired(
      await newcomer.call('POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: 7 }),
    );
    expectVerificationRequired(await newcomer.call('POST', '/shared/tones-of-voice', { code }));
    // Nothing happened: no code for the guide, no membership.
    expect((await newcomer.call('GET', `/tones-of-voice/${guideId}`)).body).toMatchObject({
      shareCode: null,
      tov: { shared: false },
    });
    expect((await owner.call('GET', '/tones-of-voice')).status).toBe(200);

    await newcomer.verify();

    const shared = await newcomer.call('POST', `/tones-of-voice/${guideId}/share`, { expiresInDays: 7 });
    expect(shared.status).toBe(200);
    expect(shared.body.shareCode).toMatch(/^([0-9A-Z]{4}-){6}[0-9A-Z]{4}$/);
    const joined = await newcomer.call('POST', '/shared/tones-of-voice', { code });
    expect(joined.status).toBe(200);
    expect(joined.body.tov).toMatchObject({ ownerName: owner.email, shared: true });
  });

  it('is refused renewing a code too, and the refusal tells nothing about other people’s guides', async () => {
    const newcomer = await signUp(server, { verified: false });
    const ownGuide = await newGuide(newcomer, 'Renewed');
    expectVerificationRequired(
      await newcomer.call('POST', `/tones-of-voice/${ownGuide}/share`, { expiresInDays: 30 }),
    );
    // Someone else's guide and a guide that does not exist answer alike.
    const othersGuide = await newGuide(owner, 'Not theirs');
    expectVerificationRequired(
      await newcomer.call('POST', `/tones-of-voice/${othersGuide}/share`, { expiresInDays: 7 }),
    );
    expectVerificationRequired(
      await newcomer.call('POST', `/tones-of-voice/${randomUUID()}/share`, { expiresInDays: 7 }),
    );
    // A malformed request stays a 400: the body is checked first.
    expect(
      (await newcomer.call('POST', `/tones-of-voice/${ownGuide}/share`, { expiresInDays: 0 })).status,
    ).toBe(400);
  });

  it('keeps everything that stays within its own account: library, checks, viewing a code, revoking', async () => {
    const newcomer = await signUp(server, { verified: false });
    const guideId = await newGuide(newcomer, 'Private');
    expect((await newcomer.call('GET', '/tones-of-voice')).status).toBe(200);
    expect((await newcomer.call('GET', `/tones-of-voice/${guideId}`)).status).toBe(200);
    expect(
      (await newcomer.call('PATCH', `/tones-of-voice/${guideId}`, { description: 'Only for me' })).status,
    ).toBe(200);
    const match = await newcomer.call('POST', '/match', {
      text: 'The report was written by the team.',
      toneOfVoiceId: guideId,
    });
    expect(match.status).toBe(200);
    expect(match.body.findings).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'passive-voice' })]),
    );
    // Looking at what a code opens only reads; adding it is what needs the verified address.
    const view = await newcomer.call(
      'GET',
      `/shared/tones-of-voice?code=${encodeURIComponent(await ownersCode())}`,
    );
    expect(view.status).toBe(200);
    // Stopping sharing stays possible (a code may predate this rule).
    expect((await newcomer.call('DELETE', `/tones-of-voice/${guideId}/share`)).status).toBe(200);
  });

  it('words the refusal so that the web app does not take it for "upgrade required"', () => {
    expect(VERIFIED_ADDRESS_REQUIRED_MESSAGE).not.toMatch(/permission|upgrade|professional/i);
    expect(VERIFIED_ADDRESS_REQUIRED_MESSAGE).toContain('/auth/verify');
  });
});
