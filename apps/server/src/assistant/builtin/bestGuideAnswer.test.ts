import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnswerBench, type AnswerBench } from '../test/answerTestKit.ts';
import { HOUSE_TEXT } from '../test/assistantTestKit.ts';
import { bestGuideAnswer } from './bestGuideAnswer.ts';

let bench: AnswerBench;
beforeAll(async () => {
  bench = await startAnswerBench();
});
afterAll(async () => {
  await bench.close();
});

describe('“Which of my guides fits this text best?”', () => {
  it('scores the text against every enabled guide and ranks them with the real scores', async () => {
    const context = { text: HOUSE_TEXT, toneOfVoiceId: bench.houseStyleId };
    const answer = await bestGuideAnswer(bench.input('Which of my guides fits this text best?', { context }));
    const guides = (await bench.library.guides()).filter((guide) => !guide.disabled);
    const scores = new Map<string, number>();
    for (const guide of guides) {
      scores.set(guide.name, (await bench.library.match(HOUSE_TEXT, 'plain', guide)).score);
    }
    const rows = [...answer.text.matchAll(/^\| (.+?) \| (.+?) \| (\d+) \| (\d+) \|$/gm)].map((row) => ({
      name: (row[1] ?? '').replace(/\\(.)/g, '$1'),
      score: Number(row[3]),
    }));
    expect(rows.map((row) => row.name).sort()).toEqual(guides.map((guide) => guide.name).sort());
    for (const row of rows) expect(row.score).toBe(scores.get(row.name));
    expect(rows.map((row) => row.score)).toEqual([...rows.map((row) => row.score)].sort((a, b) => b - a));
    const best = rows[0];
    expect(answer.text).toContain(
      `fits **${best?.name ?? ''}** best: it scores **${best?.score ?? ''}/100**`,
    );
    expect(answer.text).toContain('| House style | yours |');
    expect(bench.checked).toEqual(expect.arrayContaining(guides.map((guide) => guide.name)));
  });

  it('asks for a text when none came', async () => {
    const answer = await bestGuideAnswer(bench.input('Which guide fits best?'));
    expect(answer.text).toContain('I need a text');
  });
});
