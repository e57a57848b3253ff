import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASUAL_TEXT, startAnswerBench, type AnswerBench } from '../test/answerTestKit.ts';
import { HOUSE_TEXT } from '../test/assistantTestKit.ts';
import { builtinReply } from './builtinReply.ts';

let bench: AnswerBench;
beforeAll(async () => {
  bench = await startAnswerBench();
});
afterAll(async () => {
  await bench.close();
});

describe('“Run prompt Y on my text”', () => {
  it('says it cannot run a prompt offline, shows it, and does what the engine can towards it', async () => {
    const context = { text: CASUAL_TEXT, toneOfVoiceId: bench.houseStyleId };
    const answer = await builtinReply(bench.input('Run prompt Make it more formal on my text', { context }));
    expect(answer.text).toContain('Running a prompt needs a language model');
    expect(answer.text).toContain('The prompt says: “Rewrite the text for formal business correspondence');
    expect(answer.text).toContain('Here is what the engine can do towards it:');
    expect(answer.text).toContain("**“We're”**: Write “We are” in full");
    expect(answer.proposal?.changes).toContainEqual({ ruleId: 'contractions', from: "It's", to: 'It is' });
  });

  it('checks the text for a prompt the engine cannot act on', async () => {
    const context = { text: HOUSE_TEXT, toneOfVoiceId: bench.houseStyleId };
    const answer = await builtinReply(bench.input('run prompt "Tighten the intro" on my text', { context }));
    expect(answer.text).toContain('The prompt says: “Cut the first paragraph to two sentences\\.”');
    expect(answer.text).toContain('here is what the engine finds in your text');
    expect(answer.text).toContain('**“utilize”**');
  });

  it('names the prompts there are when the one asked for is not among them', async () => {
    const answer = await builtinReply(bench.input('Run prompt Write a sonnet on my text'));
    expect(answer.text).toContain('I find no prompt called “Write a sonnet”');
    expect(answer.text).toContain('**Tighten the intro**');
  });
});
