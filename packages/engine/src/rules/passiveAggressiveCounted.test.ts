import { describe, expect, it } from 'vitest';
import { COUNTED_PATTERNS, countsEvent } from './passiveAggressiveCounted.ts';

const matches = (text: string) => COUNTED_PATTERNS.some((pattern) => new RegExp(pattern).test(text));

describe('tellings counted (twelfth pass, sets w, x, y and z)', () => {
  it('finds any count of any occasion the point was told on', () => {
    expect(matches("I've raised the tray issue with you in no fewer than five one-to-ones.")).toBe(true);
    expect(matches('We have reminded you about the deposit in 3 separate letters.')).toBe(true);
    expect(matches("I've brought this up at four stand-ups now.")).toBe(true);
    expect(matches('I have mentioned the parking rota in five weekly check-ins.')).toBe(true);
  });

  it('passes a count told to an audience, to someone else, or with praise', () => {
    expect(matches("I've mentioned the café at three conferences this year.")).toBe(false);
    expect(matches("I've raised the issue in three meetings with the supplier.")).toBe(false);
    expect(matches("We've raised prices on three occasions since 2019.")).toBe(false);
    expect(matches("I've mentioned your idea in three team meetings and everyone loves it.")).toBe(false);
  });

  it('finds the tellings listed by day, not deeds or effort with a third party', () => {
    expect(matches('I asked you about the keys on 3 May, 10 May and again on 17 May.')).toBe(true);
    expect(matches("I've reminded you on Tuesday and again this morning.")).toBe(true);
    expect(matches("I've booked the room on Monday, on Wednesday and again on Friday.")).toBe(false);
    expect(matches('I chased the courier on Monday and again today, and it is on its way.')).toBe(false);
  });

  it("finds an ordinal of the writer's tellings or of a fault, not of a visit or a win", () => {
    expect(matches("This is officially the 5th time I've chased the refund.")).toBe(true);
    expect(matches("That's the third time you've missed the stand-up this week.")).toBe(true);
    expect(matches('With respect, this is the second time the invoice has been wrong.')).toBe(true);
    expect(matches("This is the third time I've visited Lisbon and I still love it.")).toBe(false);
    expect(matches('This is the third time the team has won the award.')).toBe(false);
    expect(matches('This is the third time this month the lift has broken down.')).toBe(false);
  });

  it('finds an offer to tell a third time, not a request to the writer', () => {
    expect(matches('Glad to go over it for a fourth time.')).toBe(true);
    expect(matches('Could you explain it a third time? I am still lost.')).toBe(false);
  });

  it('finds the refusal to ask again, not a promise not to nag', () => {
    expect(matches("I won't be reminding you again about the fridge.")).toBe(true);
    expect(matches("This is the last time I'm asking for the receipts.")).toBe(true);
    expect(matches("Sorry for the nudge, I won't ask again!")).toBe(false);
    expect(matches("I'm not going to ask you to work late again; that was my mistake.")).toBe(false);
  });

  it('finds earlier times counted only with a telling repeated', () => {
    expect(matches("Here it is again; the steps haven't changed since the last two times.")).toBe(true);
    expect(matches('The last two times we went camping it rained.')).toBe(false);
  });

  it('reads "for the third time" inside a clause as an event, unless it tells or blames', () => {
    expect(
      countsEvent(
        'for the third time',
        'The lift has broken down ',
        'The lift has broken down for the third time.',
      ),
    ).toBe(true);
    expect(countsEvent('For the third time', '', 'For the third time, the deadline is Friday.')).toBe(false);
    expect(
      countsEvent(
        'for the third time',
        "I'll resend the guide ",
        "I'll resend the guide for the third time.",
      ),
    ).toBe(false);
    expect(
      countsEvent(
        'for the third time',
        'Friendly reminder, ',
        'Friendly reminder, for the third time, that…',
      ),
    ).toBe(false);
  });
});

describe('counts made, cardinal and hedged (thirteenth pass)', () => {
  it('finds "this makes the third time", a cardinal count and a hedged ordinal', () => {
    expect(matches("This marks the fourth time I've asked for the rota.")).toBe(true);
    expect(matches("That's five times now I've chased the signed invoice with you.")).toBe(true);
    expect(matches('For what feels like the third time: the fire door stays shut.')).toBe(true);
  });

  it('passes a win counted and a multiple', () => {
    expect(matches("That makes three times we've won the league.")).toBe(false);
    expect(matches("That's two times the price I paid last year, and I asked why.")).toBe(false);
  });
});
