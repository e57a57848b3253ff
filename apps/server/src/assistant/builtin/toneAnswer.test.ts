import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASUAL_TEXT, FORMAL_TEXT, startAnswerBench, type AnswerBench } from '../test/answerTestKit.ts';
import { toneAnswer } from './toneAnswer.ts';

let bench: AnswerBench;
beforeAll(async () => {
  bench = await startAnswerBench();
});
afterAll(async () => {
  await bench.close();
});

describe('“Make it more formal”', () => {
  it('names where the text stands, the casual sentences and markers, and proposes the formal guide’s safe fixes', async () => {
    const context = { text: CASUAL_TEXT, toneOfVoiceId: bench.houseStyleId };
    const answer = await toneAnswer(bench.input('Make it more formal', { context }), 'formal');
    const analysis = await bench.library.analyze(CASUAL_TEXT, 'plain');
    expect(answer.text).toContain(`reads **casual** on formal ↔ casual (${analysis.tone.formalCasual.value}`);
    expect(answer.text).toContain('Sentences that pull it towards casual:');
    expect(answer.text).toContain('casual “gonna”');
    expect(answer.text).toContain('Write out the 3 contractions');
    expect(answer.text).toContain('What the rules of **Formal business correspondence** ask for:');
    expect(answer.text).toContain("**“We're”**: Write “We are” in full");
    expect(answer.proposal?.text).toBe(
      'Hey. We are gonna fix your stuff ASAP, do not worry. It is gonna be awesome.',
    );
    expect(answer.proposal?.changes).toContainEqual({ ruleId: 'contractions', from: "don't", to: 'do not' });
    expect(bench.checked.at(-1)).toBe('Formal business correspondence');
  });
});

describe('“Make it friendlier”', () => {
  it('names the formal sentences and markers, and the support guide’s rules, proposing its safe fixes', async () => {
    const context = { text: FORMAL_TEXT, toneOfVoiceId: bench.houseStyleId };
    const answer = await toneAnswer(bench.input('Make it friendlier', { context }), 'friendly');
    expect(answer.text).toContain('reads **formal** on formal ↔ casual');
    expect(answer.text).toContain('Sentences that pull it towards formal:');
    expect(answer.text).toContain('formal “Pursuant to”');
    expect(answer.text).toContain('What the rules of **Empathetic customer support** ask for:');
    expect(answer.text).toContain('(empathy)');
    expect(answer.proposal?.changes).toEqual([{ ruleId: 'contractions', from: 'We are', to: "We're" }]);
    expect(answer.proposal?.text).toContain("We're unable to accommodate");
  });
});
