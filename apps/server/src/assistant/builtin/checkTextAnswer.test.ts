import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnswerBench, type AnswerBench } from '../test/answerTestKit.ts';
import { HOUSE_TEXT } from '../test/assistantTestKit.ts';
import { checkTextAnswer } from './checkTextAnswer.ts';

let bench: AnswerBench;
beforeAll(async () => {
  bench = await startAnswerBench();
});
afterAll(async () => {
  await bench.close();
});

describe('“Check my text”', () => {
  it('names the guide, the real score and the findings that matter most, by category, as they stand in the text', async () => {
    const context = { text: HOUSE_TEXT, toneOfVoiceId: bench.houseStyleId };
    const answer = await checkTextAnswer(bench.input('Check my text', { context }));
    const guide = (await bench.library.guides()).find((entry) => entry.id === bench.houseStyleId);
    if (guide === undefined) throw new Error('no House style');
    const match = await bench.library.match(HOUSE_TEXT, 'plain', guide);
    expect(answer.text).toContain(`it scores **${match.score}/100**`);
    expect(answer.text).toContain('**House style**');
    // The forbidden term first (an error), under its category, with the guide's replacement.
    expect(answer.text).toMatch(
      /### Choice of Words \(\d+\/100\)\n\n- \*\*“utilize”\*\*: Replace “utilize” with “use”/,
    );
    expect(answer.text).toContain('### Sentence Structure');
    expect(answer.text).toContain('**“was written”**');
    expect(answer.text).toContain('2 findings have a safe fix');
    expect(answer.proposal).toBeNull();
    expect(bench.checked.at(-1)).toBe('House style');
  });

  it('checks only the selection when one is sent', async () => {
    const selected = 'The report was written by our team.';
    const from = HOUSE_TEXT.indexOf(selected);
    const context = {
      text: HOUSE_TEXT,
      toneOfVoiceId: bench.houseStyleId,
      selection: { from, to: from + selected.length, text: selected },
    };
    const answer = await checkTextAnswer(bench.input('Check my text', { context }));
    expect(answer.text).toContain('I checked your selection');
    expect(answer.text).toContain('“was written”');
    expect(answer.text).not.toContain('utilize');
  });

  it('praises a text without findings', async () => {
    const context = { text: 'We use the new dashboard every day.', toneOfVoiceId: bench.houseStyleId };
    const answer = await checkTextAnswer(bench.input('Check my text', { context }));
    expect(answer.text).toContain('**100/100**');
    expect(answer.text).toContain('No findings.');
  });

  it('asks for a text when none came with the message', async () => {
    const answer = await checkTextAnswer(bench.input('Check my text'));
    expect(answer.text).toContain('I need a text to check.');
  });

  it('speaks in the chosen personality with the same facts', async () => {
    const context = { text: HOUSE_TEXT, toneOfVoiceId: bench.houseStyleId };
    const cat = await checkTextAnswer(bench.input('Check my text', { context, personality: 0 }));
    const human = await checkTextAnswer(bench.input('Check my text', { context, personality: 1 }));
    const robot = await checkTextAnswer(bench.input('Check my text', { context, personality: 2 }));
    expect(cat.text.startsWith('Meow! ')).toBe(true);
    expect(cat.text).toContain('Purrs');
    expect(human.text.startsWith('I checked your text')).toBe(true);
    expect(robot.text.startsWith('Beep boop. ')).toBe(true);
    expect(robot.text.endsWith('END OF TRANSMISSION.')).toBe(true);
    for (const answer of [cat, robot]) expect(answer.text).toContain('**“utilize”**');
  });
});
