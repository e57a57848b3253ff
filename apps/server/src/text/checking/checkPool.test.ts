import { afterEach, describe, expect, it } from 'vitest';
import { CheckPool } from './checkPool.ts';
import { Checker, type CheckTask } from './checkTask.ts';
import type { GuideSource } from './guideSource.ts';

const source: GuideSource = {
  name: 'Pool test',
  rules: [{ id: 'passive-voice' }, { id: 'forbidden-terms', params: { glossaryId: 'g1' } }],
  glossaries: [['g1', [{ term: 'synergy', suggestions: ['cooperation'] }]]],
};
const text = 'The report was written by the team. Synergy matters.';
const match: CheckTask = { kind: 'match', text, format: 'plain', guide: { key: 'guide', version: 'v1' } };

let pool: CheckPool | undefined;

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('CheckPool', () => {
  it('answers what the checker answers in this thread; asks for a guide it has not compiled', async () => {
    pool = new CheckPool(2);
    expect(await pool.run(match)).toEqual({ needsGuide: true });
    const expected = new Checker().run(match, source);
    expect(await pool.run(match, source)).toEqual(expected);
    const ids = 'answer' in expected && 'findings' in expected.answer ? expected.answer.findings : [];
    expect(ids.map((finding) => finding.id)).toEqual(['passive-voice', 'forbidden-terms']);
  });

  it('runs tasks in parallel up to its size, and queues the rest', async () => {
    const twoThreads = new CheckPool(2);
    pool = twoThreads;
    const analyze: CheckTask = { kind: 'analyze', text: text.repeat(200), format: 'plain' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => twoThreads.run(analyze)));
    expect(twoThreads.threadCount).toBe(2);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  it('fails a task that throws and keeps working', async () => {
    pool = new CheckPool(1);
    const broken: CheckTask = { kind: 'match', text, format: 'plain' };
    await expect(pool.run(broken)).rejects.toThrow('a match needs a guide');
    await expect(pool.run({ kind: 'analyze', text, format: 'plain' })).resolves.toHaveProperty('answer');
  });

  it('fails queued tasks when it closes, and refuses new ones', async () => {
    pool = new CheckPool(1);
    const long: CheckTask = { kind: 'analyze', text: text.repeat(2_000), format: 'plain' };
    const settled = Promise.allSettled([pool.run(long), pool.run(long)]);
    await pool.close();
    expect(await settled).toEqual([
      { status: 'rejected', reason: new Error('the server is stopping') },
      { status: 'rejected', reason: new Error('the server is stopping') },
    ]);
    await expect(pool.run(long)).rejects.toThrow('closed');
    expect(pool.threadCount).toBe(0);
  });
});
