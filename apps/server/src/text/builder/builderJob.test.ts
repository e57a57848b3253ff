import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TECH_SPELLING_GLOSSARY_ID } from '../predefined/predefinedGlossaries.ts';
import {
  isFinished,
  pollJob,
  readJob,
  startBuilder,
  startJobTestServer,
  SUPPORT_SAMPLES,
  type JobSnapshot,
} from '../test/jobTestKit.ts';
import { idOf, signUp, type TestServer, type TextClient } from '../test/textTestKit.ts';

let server: TestServer;
let owner: TextClient;
let stranger: TextClient;
let forbiddenGlossaryId: string;

/** Stage boundaries pause this long, so polling every 50 ms sees each stage (JOB_STAGE_DELAY_MS). */
const STAGE_DELAY_MS = 300;

beforeAll(async () => {
  server = await startJobTestServer(STAGE_DELAY_MS);
  owner = await signUp(server);
  stranger = await signUp(server);
  forbiddenGlossaryId = idOf(
    await owner.call('POST', '/glossaries', {
      name: 'Words we avoid',
      terms: [{ term: 'utilize', suggestions: ['use'] }],
    }),
    'glossary',
  );
});

afterAll(async () => {
  await server.close();
});

const builderInput = (name: string) => ({
  name,
  description: 'Learnt from our support replies',
  texts: SUPPORT_SAMPLES,
  forbiddenTermsGlossaryId: forbiddenGlossaryId,
  exactSpellingGlossaryId: TECH_SPELLING_GLOSSARY_ID,
});

/** The distinct values of `pick` in the order they were first seen. */
function distinct<T>(seen: readonly JobSnapshot[], pick: (job: JobSnapshot) => T): T[] {
  return seen.map(pick).filter((value, index, all) => index === 0 || value !== all[index - 1]);
}

async function ownGuideIds(client: TextClient): Promise<string[]> {
  const list = await client.call('GET', '/tones-of-voice');
  return (list.body.tovList as { id: string; ownerName: string }[])
    .filter((guide) => guide.ownerName === client.email)
    .map((guide) => guide.id);
}

describe('the guide builder job', () => {
  let finishedJobId: string;
  let builtGuideId: string;

  it('runs from start to SUCCESS, with its stage and progress seen changing while polling', async () => {
    const jobId = await startBuilder(owner, server.url, builderInput('Support voice'));
    const seen = await pollJob(owner, server.url, jobId);

    const stages = distinct(seen, (job) => job.stage);
    const order = ['Reading samples', 'Profiling', 'Deriving rules', 'Saving', 'Done'];
    expect(stages.filter((stage) => order.includes(stage))).toEqual(order);
    const progress = seen.map((job) => job.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(progress.filter((value) => value > 0 && value < 100)).size).toBeGreaterThanOrEqual(3);
    expect(seen.some((job) => job.state === 'RUNNING')).toBe(true);

    const last = seen.at(-1);
    expect(last).toMatchObject({
      id: jobId,
      kind: 'guide-builder',
      state: 'SUCCESS',
      progress: 100,
      cancelled: false,
      failureReason: null,
      attempts: 1,
    });
    expect(typeof last?.result).toBe('string');
    finishedJobId = jobId;
    builtGuideId = last?.result as string;
  });

  it('creates the guide for its owner, with the profiler’s evidence for every rule', async () => {
    const answer = await owner.call('GET', `/tones-of-voice/${builtGuideId}`);
    expect(answer.status).toBe(200);
    const tov = answer.body.tov as {
      name: string;
      ownerName: string;
      rules: { id: string; params?: object }[];
    };
    expect(tov).toMatchObject({ name: 'Support voice', ownerName: owner.email, disabled: false });
    expect(tov.rules.length).toBeGreaterThan(5);
    expect(tov.rules).toContainEqual({ id: 'forbidden-terms', params: { glossaryId: forbiddenGlossaryId } });
    expect(tov.rules).toContainEqual({
      id: 'exact-spelling',
      params: { glossaryId: TECH_SPELLING_GLOSSARY_ID },
    });
    const evidence = answer.body.evidence as { ruleId: string; reason: string; sentences: unknown[] }[];
    expect(evidence.map((entry) => entry.ruleId)).toEqual(tov.rules.map((rule) => rule.id));
    expect(evidence.every((entry) => entry.reason.length > 0)).toBe(true);
    expect(evidence.some((entry) => entry.sentences.length > 0)).toBe(true);
    expect(await ownGuideIds(owner)).toContain(builtGuideId);

    const made = await owner.call('POST', '/tones-of-voice', { name: 'Made by hand', rules: [] });
    const handMade = await owner.call('GET', `/tones-of-voice/${idOf(made, 'tov')}`);
    expect(handMade.body.evidence).toBeNull();
  });

  it('is a 404 for another user on GET and PATCH, as is an unknown job id', async () => {
    for (const jobId of [finishedJobId, '00000000-0000-4000-8000-000000000000']) {
      const read = await stranger.call('GET', `/jobs/${jobId}`);
      expect(read.status).toBe(404);
      expect(read.body.message).toMatch(/There is no job with this id/);
      const cancel = await stranger.call('PATCH', `/jobs/${jobId}`, { cancelled: 'true' });
      expect(cancel.status).toBe(404);
    }
    expect((await stranger.call('GET', `/tones-of-voice/${builtGuideId}`)).status).toBe(404);
    expect(await ownGuideIds(stranger)).toEqual([]);
    expect((await readJob(owner, server.url, finishedJobId)).cancelled).toBe(false);
  });

  it('answers 409 to cancelling a finished job', async () => {
    const answer = await owner.call('PATCH', `/jobs/${finishedJobId}`, { cancelled: 'true' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/already finished \(SUCCESS\)/);
    expect((await readJob(owner, server.url, finishedJobId)).state).toBe('SUCCESS');
  });

  it('stops at the next stage boundary when cancelled: FAILURE, cancelled, and no guide', async () => {
    const guidesBefore = await ownGuideIds(owner);
    const jobId = await startBuilder(owner, server.url, builderInput('Never saved'));
    await pollJob(owner, server.url, jobId, (job) => job.stage === 'Reading samples');

    const cancel = await owner.call('PATCH', `/jobs/${jobId}`, { cancelled: 'true' });
    expect(cancel.status).toBe(200);
    expect(cancel.body.job).toMatchObject({ id: jobId, state: 'RUNNING', cancelled: true });

    const seen = await pollJob(owner, server.url, jobId);
    const last = seen.at(-1);
    expect(last).toMatchObject({
      state: 'FAILURE',
      cancelled: true,
      failureReason: 'The job was cancelled.',
      result: null,
    });
    // It stopped where the next stage would have begun: it never got to deriving rules or saving.
    expect(last?.stage).toMatch(/^(Reading samples|Profiling)$/);
    expect(seen.some((job) => job.stage === 'Saving' || job.stage === 'Deriving rules')).toBe(false);
    expect(await ownGuideIds(owner)).toEqual(guidesBefore);
    expect((await owner.call('PATCH', `/jobs/${jobId}`, { cancelled: true })).status).toBe(409);
  });

  it('ends a queued job at once when cancelled (boolean true accepted), and it never runs', async () => {
    // One builder job at a time per worker: the second waits in the queue behind the first.
    const running = await startBuilder(owner, server.url, builderInput('First in line'));
    const queued = await startBuilder(owner, server.url, builderInput('Second in line'));
    expect((await readJob(owner, server.url, queued)).state).toBe('QUEUED');

    const cancel = await owner.call('PATCH', `/jobs/${queued}`, { cancelled: true });
    expect(cancel.status).toBe(200);
    expect(cancel.body.job).toMatchObject({
      state: 'FAILURE',
      cancelled: true,
      failureReason: 'The job was cancelled.',
      attempts: 0,
    });

    expect((await pollJob(owner, server.url, running)).at(-1)?.state).toBe('SUCCESS');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await readJob(owner, server.url, queued)).toMatchObject({ state: 'FAILURE', attempts: 0 });
  });
});

describe('a glossary deleted before the job runs', () => {
  it('ends the job as FAILURE with a message naming the glossary’s role, and creates no guide', async () => {
    const glossaryId = idOf(
      await owner.call('POST', '/glossaries', { name: 'Short-lived', terms: [{ term: 'Acme' }] }),
      'glossary',
    );
    const guidesBefore = await ownGuideIds(owner);
    // The worker runs one builder job at a time: the second waits while its glossary is deleted.
    const first = await startBuilder(owner, server.url, { name: 'Ahead', texts: SUPPORT_SAMPLES });
    const second = await startBuilder(owner, server.url, {
      name: 'Behind',
      texts: SUPPORT_SAMPLES,
      requiredTermsGlossaryId: glossaryId,
    });
    expect((await readJob(owner, server.url, second)).state).toBe('QUEUED');
    expect((await owner.call('DELETE', `/glossaries/${glossaryId}`)).status).toBe(200);

    expect((await pollJob(owner, server.url, first)).at(-1)?.state).toBe('SUCCESS');
    expect((await pollJob(owner, server.url, second)).at(-1)).toMatchObject({
      state: 'FAILURE',
      cancelled: false,
      attempts: 1,
      failureReason:
        'The glossary chosen for required terms no longer exists; choose another one and start again.',
    });
    const firstGuide = (await readJob(owner, server.url, first)).result as string;
    expect(await ownGuideIds(owner)).toEqual([...guidesBefore, firstGuide]);
  });
});

describe('the builder on large samples', () => {
  it('leaves the server answering while it works (the profiler runs in slices)', async () => {
    const long = Array.from({ length: 120 }, () => SUPPORT_SAMPLES.join('\n\n'))
      .join('\n\n')
      .slice(0, 100_000);
    expect(long).toHaveLength(100_000);
    const jobId = await startBuilder(owner, server.url, { name: 'Large samples', texts: [long, long] });
    const answeredWhileRunning: number[] = [];
    for (;;) {
      const job = await readJob(owner, server.url, jobId);
      if (isFinished(job)) {
        expect(job.state).toBe('SUCCESS');
        break;
      }
      if (job.state === 'RUNNING') answeredWhileRunning.push(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Requests were answered all along: no pause came near the length of the whole run (this machine is
    // shared, so the bound is relative; one profiler step on a 100,000-character sample is the longest).
    const running = (answeredWhileRunning.at(-1) ?? 0) - (answeredWhileRunning[0] ?? 0);
    const longestPause = Math.max(
      ...answeredWhileRunning.slice(1).map((time, index) => time - (answeredWhileRunning[index] ?? time)),
    );
    expect(answeredWhileRunning.length).toBeGreaterThan(10);
    expect(longestPause).toBeLessThan(running / 3);
  }, 120_000);
});

describe('bad input', () => {
  const tooMany = Array.from({ length: 101 }, () => 'A sample.');
  const tooLong = ['x'.repeat(200_001)];
  const tooMuch = Array.from({ length: 6 }, () => 'word '.repeat(40_000));

  it.each([
    ['no name', { texts: ['A sample.'] }, /name/],
    ['a blank name', { name: '  ', texts: ['A sample.'] }, /name: must not be empty/],
    ['no texts', { name: 'x' }, /texts/],
    ['an empty list of texts', { name: 'x', texts: [] }, /at least one sample text/],
    ['a blank text', { name: 'x', texts: ['A sample.', '  \n'] }, /texts\/1: must not be empty/],
    ['texts that are not texts', { name: 'x', texts: [1, 2] }, /texts\/0/],
    ['a text over 200,000 characters', { name: 'x', texts: tooLong }, /at most 200000 characters/],
    ['more than 100 texts', { name: 'x', texts: tooMany }, /at most 100 sample texts/],
    ['more than 1,000,000 characters in all', { name: 'x', texts: tooMuch }, /1000000 characters together/],
    ['a NUL character', { name: 'x', texts: ['a\u0000b'] }, /NUL/],
    [
      'a glossary id that is not a UUID',
      { name: 'x', texts: ['A.'], requiredTermsGlossaryId: 'abc' },
      /UUID/,
    ],
  ])('answers 400 to %s, and starts no job', async (_case, body, message) => {
    const answer = await owner.call('POST', '/tones-of-voice/builder', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });

  it('answers 400 to a glossary the user cannot use (unknown, or another user’s)', async () => {
    const theirs = idOf(await stranger.call('POST', '/glossaries', { name: 'Theirs' }), 'glossary');
    for (const glossaryId of [theirs, '00000000-0000-4000-8000-000000000000']) {
      const answer = await owner.call('POST', '/tones-of-voice/builder', {
        name: 'x',
        texts: ['A sample.'],
        exactSpellingGlossaryId: glossaryId,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/There is no glossary with this id in your library/);
      expect(answer.body.details).toEqual([
        { path: 'body/exactSpellingGlossaryId', message: expect.stringMatching(/no glossary/) as unknown },
      ]);
    }
  });

  it('answers 413 to a body over the request limit, and 401 without a session', async () => {
    const huge = await owner.call('POST', '/tones-of-voice/builder', {
      name: 'x',
      texts: Array.from({ length: 11 }, () => 'x'.repeat(199_999)),
    });
    expect(huge.status).toBe(413);
    expect(typeof huge.body.message).toBe('string');
    const anonymous = await fetch(`${server.url}/api/text/tones-of-voice/builder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x', texts: ['A sample.'] }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers 400 to a job id that is not a UUID, and to a PATCH that does not cancel', async () => {
    expect((await owner.call('GET', '/jobs/not-a-uuid')).status).toBe(400);
    const jobId = await startBuilder(owner, server.url, builderInput('Patched badly'));
    for (const body of [
      {},
      { cancelled: 'false' },
      { cancelled: false },
      { cancelled: 'yes' },
      { state: 'SUCCESS' },
    ]) {
      const answer = await owner.call('PATCH', `/jobs/${jobId}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(/cancelled/);
    }
    const notJson = await owner.browser.fetch(`${server.url}/api/text/jobs/${jobId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'text/plain' },
      body: '{"cancelled":"true"}',
    });
    expect(notJson.status).toBe(415);
    const job = (await pollJob(owner, server.url, jobId, isFinished)).at(-1);
    expect(job).toMatchObject({ state: 'SUCCESS', cancelled: false });
  });

  it('keeps no record of rejected requests: only the jobs started above exist', async () => {
    const rows = await server.db.selectFrom('text_job').select(['owner_id']).execute();
    expect(rows.every((row) => row.owner_id === owner.identityId)).toBe(true);
    expect(rows).toHaveLength(8);
  });
});
