import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollJob, startBuilder, startJobTestServer, SUPPORT_SAMPLES } from '../test/jobTestKit.ts';
import { signUp, type TestServer } from '../test/textTestKit.ts';

let server: TestServer;

beforeAll(async () => {
  // One guide on the PREMIUM trial: the second new guide, however it is made, is beyond the plan.
  // Stage boundaries pause 300 ms, so a guide made just after the builder starts lands before it saves.
  server = await startJobTestServer(300, { PLAN_LIMIT_PREMIUM_GUIDES: '1' });
});

afterAll(async () => {
  await server.close();
});

const UPGRADE = 'Your plan allows 1 guide. Please upgrade your plan to create more.';

describe('guides made by the wizard and the builder count against the plan', () => {
  it('the wizard answers 403 with the upgrade message beyond the limit', async () => {
    const user = await signUp(server);
    const picked = { name: 'Picked', description: '', rules: [{ id: 'passive-voice' }] };
    expect((await user.call('POST', '/tones-of-voice/wizard', picked)).status).toBe(201);
    const beyond = await user.call('POST', '/tones-of-voice/wizard', { ...picked, name: 'Beyond' });
    expect(beyond.status).toBe(403);
    expect(beyond.body.message).toBe(UPGRADE);
  });

  it('the builder answers 403 at once when the plan has no room', async () => {
    const user = await signUp(server);
    expect((await user.call('POST', '/tones-of-voice', { name: 'First', rules: [] })).status).toBe(201);
    const answer = await user.call('POST', '/tones-of-voice/builder', {
      name: 'Built',
      description: '',
      texts: SUPPORT_SAMPLES,
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(UPGRADE);
  });

  it('the builder job ends as FAILURE with the upgrade message when the room went meanwhile', async () => {
    const user = await signUp(server);
    const jobId = await startBuilder(user, server.url, {
      name: 'Built',
      description: '',
      texts: SUPPORT_SAMPLES,
    });
    // The guide made while the job runs takes the last place.
    expect((await user.call('POST', '/tones-of-voice', { name: 'First', rules: [] })).status).toBe(201);
    const seen = await pollJob(user, server.url, jobId);
    const last = seen[seen.length - 1];
    expect(last).toEqual(expect.objectContaining({ state: 'FAILURE', failureReason: UPGRADE }));
    const guides = await server.db
      .selectFrom('tone_of_voice')
      .select('name')
      .where('owner_id', '=', user.identityId)
      .execute();
    expect(guides.map((guide) => guide.name)).toEqual(['First']);
  });
});
