import { describe, expect, it } from 'vitest';
import { ALREADY_TOLD_PATTERNS } from './passiveAggressiveAlreadyTold.ts';

const matches = (text: string) => ALREADY_TOLD_PATTERNS.some((pattern) => new RegExp(pattern).test(text));

describe('the reader told they were told (twelfth pass, sets w, x, y and z)', () => {
  it("finds the writer's own telling repeated, or said to be answered before", () => {
    expect(matches('Restating what I wrote last week: no personal devices on the ward.')).toBe(true);
    expect(matches('I believe I have covered this twice already.')).toBe(true);
    expect(matches("We've gone over this before: refunds take ten days.")).toBe(true);
    expect(matches('I have answered your question below.')).toBe(false);
  });

  it('finds the belief that the writer was clear, not one the writer takes back', () => {
    expect(matches("I thought I'd been perfectly clear about the dress code.")).toBe(true);
    expect(matches("I was under the impression I'd made the process clear.")).toBe(true);
    expect(matches("I thought I'd made it clear in the brief, but I hadn't. Sorry!")).toBe(false);
    expect(matches("I thought I'd mention the new café on the corner.")).toBe(false);
  });

  it('finds knowledge presumed with certainty or from a document the reader was given', () => {
    expect(matches("As you'll doubtless recall, the fee went up in April.")).toBe(true);
    expect(matches("As I'm sure you recall, the deposit is non-refundable.")).toBe(true);
    expect(matches('As you should be well aware, the car park closes at 8.')).toBe(true);
    expect(matches("As you'll remember from the training you attended, gloves are compulsory.")).toBe(true);
    expect(matches('As you may know, the office moves next month.')).toBe(false);
    expect(matches("As you'll remember from last year's party, the boathouse is lovely.")).toBe(false);
  });

  it('finds telling said to need no saying, not a technical need', () => {
    expect(matches("I really shouldn't have to spell this out.")).toBe(true);
    expect(matches("We shouldn't need to keep reminding you about the badge.")).toBe(true);
    expect(matches("We shouldn't need to restart the server after the update.")).toBe(false);
    expect(matches("I don't need to tell you how proud we are.")).toBe(false);
  });

  it('finds a given document with a refresher, and an earlier telling gone unheeded', () => {
    expect(matches('To jog your memory, the handbook you received on day one covers expenses.')).toBe(true);
    expect(matches('Since this appears to have been overlooked, the gate code is 4411.')).toBe(true);
    expect(matches('The welcome pack you received explains how to set up your account.')).toBe(false);
    expect(matches("Since the parcel appears to have been lost, we've sent another.")).toBe(false);
  });
});
