import { describe, expect, it } from 'vitest';
import { ALREADY_TOLD_PATTERNS, THERE_ALL_ALONG } from './passiveAggressiveAlreadyTold.ts';

const matches = (text: string) =>
  [...ALREADY_TOLD_PATTERNS, THERE_ALL_ALONG.pattern].some((pattern) => new RegExp(pattern).test(text));
const gated = (text: string) => THERE_ALL_ALONG.gate.test(text);

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

describe('preterition to anyone, and the jab of a thing there all along (thirteenth pass, sets aa and ab)', () => {
  it('finds the need to remind denied or doubted, with what is reminded', () => {
    expect(matches("I don't suppose I need to remind anyone that the gate locks at 9.")).toBe(true);
    expect(matches('I doubt we need to tell staff that the fridge is cleared on Friday.')).toBe(true);
    expect(matches("I wouldn't have thought I'd need to point out that the tills must balance.")).toBe(true);
    expect(matches('It ought not to be necessary to remind parents that the car park is staff only.')).toBe(
      true,
    );
    expect(matches('This should go without saying: badges on at all times.')).toBe(true);
  });

  it('passes a task denied, praise, and the reader as subject', () => {
    expect(matches("We don't need to remind members; the app sends a text.")).toBe(false);
    expect(matches("I don't need to tell anyone how proud I am of this team.")).toBe(false);
    expect(matches("You don't need to remind me about the dentist.")).toBe(false);
  });

  it('finds a thing to look up that has been there a long time, or always', () => {
    expect(matches('The fire drill notice has been on the kitchen door for a month.')).toBe(true);
    expect(matches("It's been in the shared drive since February.")).toBe(true);
    expect(matches('The holiday form is on the intranet, exactly where it was last year.')).toBe(true);
    expect(matches('The login details are in your welcome email, where they have always been.')).toBe(true);
    expect(gated("It's been in the shared drive since February.")).toBe(true);
  });

  it('passes a history, a delay, a new thing and the writer’s own lapse', () => {
    expect(matches('Our bakery is on Mill Street, where it has always been.')).toBe(false);
    expect(matches('The parcel has been in the depot for two weeks.')).toBe(false);
    expect(matches('The new price list has been on the website since Monday.')).toBe(false);
    expect(matches('Your form has been on my desk for a week; sorry, I will sign it today.')).toBe(false);
    expect(matches('The guide has been on the bestseller list for ten weeks.')).toBe(false);
  });

  it('finds what the reader should know from a document they signed, however hedged', () => {
    expect(matches('As you might recall from the lease you signed, pets need written consent.')).toBe(true);
  });
});
