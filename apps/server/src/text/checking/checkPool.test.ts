import type { AnalyzeAnswer, MatchAnswer } from '@wtt/contract';
import { matchAnswerSchema } from '@wtt/contract';
import { analyzeText, checkText, compileGuide, type CheckRequest, type GuideSource } from '@wtt/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckPool, type PooledCheck } from './checkPool.ts';
import type { PresentedOutcome } from './checkThreadMessages.ts';
import { toAnalyzeAnswer } from './analyzeAnswer.ts';
import { JsonAnswer } from './jsonAnswer.ts';
import { toMatchAnswer } from './matchAnswer.ts';

const source: GuideSource = {
  name: 'Pool test',
  rules: [{ id: 'passive-voice' }, { id: 'forbidden-terms', params: { glossaryId: 'g1' } }],
  glossaries: { g1: [{ term: 'synergy', suggestions: ['cooperation'] }] },
};
const text = 'The report was written by the team. Synergy matters.';
const matchRequest: Omit<CheckRequest, 'source'> = {
  kind: 'match',
  text,
  format: 'plain',
  guide: { key: 'guide', version: 'v1' },
};

/** A check whose source reads are counted. */
function countedCheck(request = matchRequest): { check: PooledCheck; reads: () => number } {
  let reads = 0;
  const check: PooledCheck = {
    request,
    loadSource: () => {
      reads += 1;
      return Promise.resolve(source);
    },
  };
  return { check, reads: () => reads };
}

function matchOf(outcome: PresentedOutcome): MatchAnswer {
  if (outcome.kind !== 'match') throw new Error(`answered ${outcome.kind}`);
  return new JsonAnswer<MatchAnswer>(outcome.json).parse();
}

function analysisOf(outcome: PresentedOutcome): AnalyzeAnswer {
  if (outcome.kind !== 'analyze') throw new Error(`answered ${outcome.kind}`);
  return new JsonAnswer<AnalyzeAnswer>(outcome.json).parse();
}

let pool: CheckPool | undefined;

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('CheckPool', () => {
  it("answers the engine's findings in the contract's shape, serialized by the thread", async () => {
    pool = new CheckPool(2);
    const outcome = await pool.run(countedCheck().check);
    expect(outcome.kind).toBe('match');
    const answer = matchOf(outcome);
    expect(matchAnswerSchema.parse(answer)).toEqual(answer);
    const expected = toMatchAnswer(checkText(text, compileGuide(source, { glossaries: source.glossaries })));
    expect(answer).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(answer.findings.map((finding) => finding.id)).toEqual(['passive-voice', 'forbidden-terms']);
  });

  it('sends a guide version to a thread once: later checks on that thread need no source', async () => {
    const oneThread = new CheckPool(1);
    pool = oneThread;
    const counted = countedCheck();
    for (let i = 0; i < 4; i += 1) expect((await oneThread.run(counted.check)).kind).toBe('match');
    expect(counted.reads()).toBe(1);
    const next = countedCheck({ ...matchRequest, guide: { key: 'guide', version: 'v2' } });
    await oneThread.run(next.check);
    expect(next.reads()).toBe(1);
  });

  it('prefers an idle thread that holds the version over one that would compile it again', async () => {
    const twoThreads = new CheckPool(2);
    pool = twoThreads;
    const counted = countedCheck();
    // One at a time: both threads are idle each time, and the one that compiled it is chosen.
    for (let i = 0; i < 5; i += 1) await twoThreads.run(counted.check);
    expect(counted.reads()).toBe(1);
    // At once: the second thread gets the source with its first request, never a miss and a resend.
    await Promise.all(Array.from({ length: 4 }, () => twoThreads.run(counted.check)));
    expect(twoThreads.threadCount).toBe(2);
    expect(counted.reads()).toBe(2);
  });

  it('runs requests in parallel up to its size, and queues the rest', async () => {
    const twoThreads = new CheckPool(2);
    pool = twoThreads;
    const analyze: PooledCheck = { request: { kind: 'analyze', text: text.repeat(200), format: 'plain' } };
    const answers = await Promise.all(Array.from({ length: 5 }, () => twoThreads.run(analyze)));
    expect(twoThreads.threadCount).toBe(2);
    const parsed = answers.map((outcome) => analysisOf(outcome));
    expect(new Set(parsed.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(parsed[0]).toEqual(JSON.parse(JSON.stringify(toAnalyzeAnswer(analyzeText(text.repeat(200))))));
  });

  it('answers guideInvalid for a guide that does not compile', async () => {
    pool = new CheckPool(1);
    const broken: GuideSource = { name: 'Old', rules: [{ id: 'retired-rule' }], glossaries: {} };
    const outcome = await pool.run({ request: matchRequest, loadSource: () => Promise.resolve(broken) });
    expect(outcome.kind).toBe('guideInvalid');
    expect(outcome.kind === 'guideInvalid' ? outcome.message : '').toMatch(/retired-rule/);
  });

  it('fails a request that throws or whose source cannot be read, and keeps working', async () => {
    const oneThread = new CheckPool(1);
    pool = oneThread;
    await expect(oneThread.run({ request: { kind: 'match', text, format: 'plain' } })).rejects.toThrow(
      'a match needs a guide',
    );
    await expect(
      oneThread.run({ request: matchRequest, loadSource: () => Promise.reject(new Error('database gone')) }),
    ).rejects.toThrow('database gone');
    const analyze = await oneThread.run({ request: { kind: 'analyze', text, format: 'plain' } });
    expect(analyze.kind).toBe('analyze');
  });

  it('fails queued requests when it closes, and refuses new ones', async () => {
    const oneThread = new CheckPool(1);
    pool = oneThread;
    const long: PooledCheck = { request: { kind: 'analyze', text: text.repeat(2_000), format: 'plain' } };
    const settled = Promise.allSettled([oneThread.run(long), oneThread.run(long)]);
    await oneThread.close();
    expect(await settled).toEqual([
      { status: 'rejected', reason: new Error('the server is stopping') },
      { status: 'rejected', reason: new Error('the server is stopping') },
    ]);
    await expect(oneThread.run(long)).rejects.toThrow('closed');
    expect(oneThread.threadCount).toBe(0);
  });
});
