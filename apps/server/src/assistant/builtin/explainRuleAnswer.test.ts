import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnswerBench, type AnswerBench } from '../test/answerTestKit.ts';
import { HOUSE_TEXT } from '../test/assistantTestKit.ts';
import { explainRuleAnswer } from './explainRuleAnswer.ts';

let bench: AnswerBench;
beforeAll(async () => {
  bench = await startAnswerBench();
});
afterAll(async () => {
  await bench.close();
});

describe('“What does rule X mean?”', () => {
  it('explains the rule with its examples, how the guide sets it and what it flags in the text', async () => {
    const context = { text: HOUSE_TEXT, toneOfVoiceId: bench.houseStyleId };
    const answer = await explainRuleAnswer(
      bench.input('What does the forbidden terms rule mean?', { context }),
      'forbidden terms',
    );
    expect(answer.text).toContain('**Forbidden terms** *(forbidden\\-terms)*: Flags terms the guide forbids');
    expect(answer.text).toContain('Flagged: “Utilize the new dashboard\\.”');
    expect(answer.text).toContain('Fine: “Use the new dashboard to see your usage\\.”');
    expect(answer.text).toContain('Your guide **House style** sets it so:\n\n- terms: “utilize”');
    expect(answer.text).toContain('In your text it flags:');
    expect(answer.text).toContain('**“utilize”**');
  });

  it('finds a rule by its id and says when the guide uses its defaults', async () => {
    const context = { text: HOUSE_TEXT, toneOfVoiceId: bench.houseStyleId };
    const answer = await explainRuleAnswer(
      bench.input('what does rule passive-voice mean', { context }),
      'passive-voice',
    );
    expect(answer.text).toContain('**Passive voice**');
    expect(answer.text).toContain('Your guide **House style** uses it with its defaults.');
    expect(answer.text).toContain('“was written”');
  });

  it('says when the guide does not use the rule, without checking the text', async () => {
    const context = { text: HOUSE_TEXT, toneOfVoiceId: bench.houseStyleId };
    const before = bench.checked.length;
    const answer = await explainRuleAnswer(bench.input('explain empathy', { context }), 'empathy');
    expect(answer.text).toContain('**Empathy when discussing a problem**');
    expect(answer.text).toContain('Your guide **House style** does not use this rule.');
    expect(bench.checked.length).toBe(before);
  });

  it('says it knows no such rule and suggests near ones', async () => {
    const answer = await explainRuleAnswer(
      bench.input('what does rule sentence lengths mean'),
      'frobnicate sentence',
    );
    expect(answer.text).toContain('I know no rule called “frobnicate sentence”');
    expect(answer.text).toContain('max\\-sentence\\-length');
  });
});
