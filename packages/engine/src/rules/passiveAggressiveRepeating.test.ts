import { describe, expect, it } from 'vitest';
import { REPEATING_PATTERNS } from './passiveAggressiveRepeating.ts';

// A text matches when a pattern whose gate the text passes finds it, as the rule reads them.
const matches = (text: string) =>
  REPEATING_PATTERNS.some(({ pattern, gate }) => gate.test(text) && new RegExp(pattern).test(text));

describe('the writer repeating themselves (thirteenth pass, sets aa and ab)', () => {
  it('finds an idiom of repetition after any frame of disclaimer', () => {
    expect(matches('I suspect I sound like a cracked record by now, but bins go out on Tuesday.')).toBe(true);
    expect(matches('Sorry for flogging a dead horse: the boiler still needs a service.')).toBe(true);
    expect(matches("I hate to keep banging on, but the van's MOT is due.")).toBe(true);
    expect(matches('Pardon me for belabouring the point, but the float must balance.')).toBe(true);
    expect(matches('Call me a parrot, but the alarm code is 2210.')).toBe(true);
    expect(matches("I'm officially the broken record: badges on.")).toBe(true);
  });

  it('passes the idioms said of others, as advice, or of travel', () => {
    expect(matches('He harped on about his golf handicap all evening.')).toBe(false);
    expect(matches('Try not to nag teenagers about homework; set a routine instead.')).toBe(false);
    expect(matches("I think I'm going on leave in May.")).toBe(false);
    expect(matches('I keep going on about this series because it is brilliant.')).toBe(false);
    expect(matches('The committee agreed the scheme was a dead horse.')).toBe(false);
  });

  it('finds the writer made to tell again, not asking someone else or praising', () => {
    expect(matches("I'm having to remind you again about the petty cash.")).toBe(true);
    expect(matches('We must ask you once more to clear the lockers.')).toBe(true);
    expect(matches("I've been made to chase this yet again.")).toBe(true);
    expect(matches('Yet again I find myself asking for the float sheet.')).toBe(true);
    expect(matches('I have to ask the caterer again about the menu.')).toBe(false);
    expect(matches('I must say again what a joy it was to work with you.')).toBe(false);
  });

  it('finds a telling before, then the point given again with "but"', () => {
    expect(matches('I set out the parking rules at induction, but here they are once more.')).toBe(true);
    expect(matches('We did cover this in the briefing, but once more: hard hats on site.')).toBe(true);
    expect(matches('I covered the rules at induction; here they are as a poster too.')).toBe(false);
  });

  it('finds the telling insisted on with "did", not a telling to someone else or a clause', () => {
    expect(matches('I did mention this on Friday.')).toBe(true);
    expect(matches('We did make it perfectly clear that deposits are non-refundable.')).toBe(true);
    expect(matches('We have already explained in our letter that the fee is fixed.')).toBe(true);
    expect(matches('I did mention it to the caretaker, who fixed it.')).toBe(false);
    expect(matches("I did say that I'd help with the stall.")).toBe(false);
    expect(matches('I did ask at the front desk, but nobody knew.')).toBe(false);
  });

  it("finds a hope that the reader's duty is done right this time", () => {
    expect(matches('Hopefully this time the rota will be filled in correctly.')).toBe(true);
    expect(matches("Let's hope the float is counted properly next time.")).toBe(true);
    expect(matches('Fingers crossed this time the forms come back signed, as agreed.')).toBe(true);
    expect(matches("Here's hoping I won't need to remind anyone about the alarm again.")).toBe(true);
    expect(matches('Could you label the samples properly this time?')).toBe(true);
  });

  it("passes a wish, a date, the writer's own hope and someone else's part", () => {
    expect(matches('Hopefully this time you have better luck with the draw.')).toBe(false);
    expect(matches('Hopefully this time next month the extension will be finished.')).toBe(false);
    expect(matches("Maybe this time we'll get it right and win the quiz.")).toBe(false);
    expect(matches('Hopefully this time the supplier delivers on time.')).toBe(false);
    expect(matches('Hopefully this time the team will actually get a proper break.')).toBe(false);
    expect(matches('This time, the picnic is actually in the park.')).toBe(false);
  });
});
