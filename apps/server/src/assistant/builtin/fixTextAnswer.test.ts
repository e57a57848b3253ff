import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnswerBench, type AnswerBench } from '../test/answerTestKit.ts';
import { HOUSE_TEXT } from '../test/assistantTestKit.ts';
import { fixTextAnswer } from './fixTextAnswer.ts';

let bench: AnswerBench;
beforeAll(async () => {
  bench = await startAnswerBench();
});
afterAll(async () => {
  await bench.close();
});

describe('“Fix it”', () => {
  it('proposes the text with every safe fix applied, says what changed and what is left', async () => {
    const context = { text: HOUSE_TEXT, toneOfVoiceId: bench.houseStyleId };
    const answer = await fixTextAnswer(bench.input('Fix it', { context }));
    expect(answer.proposal).toEqual({
      text: 'We use the new dashboard every day. The report was written by our team. Our customers use it too.',
      format: 'plain',
      toneOfVoiceId: bench.houseStyleId,
      changes: [
        { ruleId: 'forbidden-terms', from: 'utilize', to: 'use' },
        { ruleId: 'forbidden-terms', from: 'utilize', to: 'use' },
      ],
    });
    expect(answer.text).toContain('I applied 2 safe fixes');
    expect(answer.text).toContain('“utilize” → “use”');
    expect(answer.text).toMatch(/The score goes from \*\*\d+\*\* to \*\*\d+\*\*/);
    // The passive has no safe fix: it is left for the writer, named.
    expect(answer.text).toContain('Still for you to decide (1 finding)');
    expect(answer.text).toContain('“was written”');
  });

  it('fixes only the selection and proposes the whole text with it', async () => {
    const selected = 'Our customers utilize it too.';
    const from = HOUSE_TEXT.indexOf(selected);
    const context = {
      text: HOUSE_TEXT,
      toneOfVoiceId: bench.houseStyleId,
      selection: { from, to: from + selected.length, text: selected },
    };
    const answer = await fixTextAnswer(bench.input('fix it', { context }));
    expect(answer.proposal?.text).toBe(
      'We utilize the new dashboard every day. The report was written by our team. Our customers use it too.',
    );
    expect(answer.proposal?.changes).toHaveLength(1);
  });

  it('proposes nothing when no finding has a safe fix, and names the findings', async () => {
    const context = { text: 'The report was written by our team.', toneOfVoiceId: bench.houseStyleId };
    const answer = await fixTextAnswer(bench.input('Fix it', { context }));
    expect(answer.proposal).toBeNull();
    expect(answer.text).toContain('There is nothing I can fix safely.');
    expect(answer.text).toContain('“was written”');
  });
});
