import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnswerBench, type AnswerBench } from '../test/answerTestKit.ts';
import { helpAnswer, unknownAnswer } from './helpAnswer.ts';
import { listGuidesAnswer } from './listGuidesAnswer.ts';
import { listPromptsAnswer } from './listPromptsAnswer.ts';
import { voiceFor } from '../voice.ts';

let bench: AnswerBench;
beforeAll(async () => {
  bench = await startAnswerBench();
});
afterAll(async () => {
  await bench.close();
});

describe('“List my guides”', () => {
  it('lists the user’s own guide first, marks the editor’s, then every predefined guide', async () => {
    const answer = await listGuidesAnswer(
      bench.input('List my guides', { context: { text: 'x', toneOfVoiceId: bench.houseStyleId } }),
    );
    expect(answer.text).toContain('You have 1 guide of your own or shared with you:');
    expect(answer.text).toContain('**House style** (yours, 3 rules, chosen in the editor)');
    const predefined = (await bench.library.guides()).filter((guide) => guide.role === 'provider');
    expect(predefined.length).toBeGreaterThan(0);
    for (const guide of predefined) expect(answer.text).toContain(`**${guide.name}** (predefined`);
  });
});

describe('“List my prompts”', () => {
  it('lists the user’s prompts and the predefined ones with the start of their text', async () => {
    const answer = await listPromptsAnswer(bench.input('List my prompts'));
    expect(answer.text).toContain(
      '**Tighten the intro** (yours): “Cut the first paragraph to two sentences\\.”',
    );
    expect(answer.text).toContain('**Make it plainer** (predefined)');
  });
});

describe('“Help” and what the built-in assistant cannot do', () => {
  it('lists what it can do and says plainly what it cannot do offline', () => {
    const help = helpAnswer(voiceFor(1));
    expect(help.text).toContain('**Check my text**');
    expect(help.text).toContain('This installation has no language model');
    const unknown = unknownAnswer(voiceFor(2));
    expect(unknown.text.startsWith('Beep boop. I cannot do that here.')).toBe(true);
    expect(unknown.text).toContain('I do not write new text');
  });
});
