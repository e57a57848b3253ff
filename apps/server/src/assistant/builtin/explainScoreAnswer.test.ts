import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnswerBench, type AnswerBench } from '../test/answerTestKit.ts';
import { HOUSE_TEXT } from '../test/assistantTestKit.ts';
import { explainScoreAnswer } from './explainScoreAnswer.ts';

let bench: AnswerBench;
beforeAll(async () => {
  bench = await startAnswerBench();
});
afterAll(async () => {
  await bench.close();
});

describe('“Why is my score N?”', () => {
  it('explains the real score: the rules and sentences that cost the most, largest first', async () => {
    const context = { text: HOUSE_TEXT, toneOfVoiceId: bench.houseStyleId };
    const answer = await explainScoreAnswer(bench.input('Why is my score 56?', { context }), 56);
    const guide = (await bench.library.guides()).find((entry) => entry.id === bench.houseStyleId);
    if (guide === undefined) throw new Error('no House style');
    const match = await bench.library.match(HOUSE_TEXT, 'plain', guide);
    expect(answer.text).toContain(`Your text scores **${match.score}/100** against **House style**`);
    const [first, second] = match.explanation.rules;
    expect(first?.id).toBe('forbidden-terms');
    expect(answer.text.indexOf('**Forbidden terms**')).toBeLessThan(answer.text.indexOf('**Passive voice**'));
    expect(answer.text).toContain(`2 findings, ${Math.round((first?.loss ?? 0) * 10) / 10} points`);
    expect(answer.text).toContain(`1 finding, ${Math.round((second?.loss ?? 0) * 10) / 10} points`);
    expect(answer.text).toContain('“We utilize the new dashboard every day\\.”');
  });

  it('says when the score the user mentions is not the text’s score now', async () => {
    const context = { text: HOUSE_TEXT, toneOfVoiceId: bench.houseStyleId };
    const answer = await explainScoreAnswer(bench.input('Why is my score 62?', { context }), 62);
    expect(answer.text).toContain('you mentioned 62');
  });

  it('says nothing costs a point for a text without findings', async () => {
    const context = { text: 'We use the new dashboard.', toneOfVoiceId: bench.houseStyleId };
    const answer = await explainScoreAnswer(bench.input('why is my score 100', { context }), 100);
    expect(answer.text).toContain('Nothing costs it a point.');
    expect(answer.text).not.toContain('you mentioned');
  });
});
