import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';

// Reproach said as its opposite (sixteenth pass), read through the whole rule, with hard negatives.
const guide = compileGuide({ name: 'rebukes', rules: [{ id: 'passive-aggressive' }] });
const flagged = (text: string) => checkText(text, guide, { format: 'plain' }).findings.length > 0;

describe('mock politeness (sixteenth pass)', () => {
  it('finds thanks for news that came late', () => {
    expect(flagged('Thanks for letting us know the venue had changed a whole week after the event.')).toBe(
      true,
    );
    expect(
      flagged('Really appreciate you mentioning the price rise two hours before the invoice went out.'),
    ).toBe(true);
    expect(flagged('Great to finally get a reply on the refund, just a month after I chased it.')).toBe(true);
    expect(flagged('Cheers for the heads-up about the road closure twenty minutes before we set off.')).toBe(
      true,
    );
    expect(flagged('Thank you for telling the team about the new rota three days after it started.')).toBe(
      true,
    );
  });

  it('passes thanks for news in good time', () => {
    expect(
      flagged('Thanks for letting us know about the delay two weeks before the trip, it really helped.'),
    ).toBe(false);
    expect(flagged('Thanks for telling me about the gate change so quickly.')).toBe(false);
    expect(
      flagged('Thanks for telling us about the outage ten minutes after it started, that was fast.'),
    ).toBe(false);
    expect(flagged('Thanks for sending the agenda two days before the meeting.')).toBe(false);
  });

  it("finds a martyr's offer that counts the habit", () => {
    expect(flagged("No worries, I'll just work through my lunch again so your slides get done.")).toBe(true);
    expect(flagged("That's fine, I'll cover your shift myself, as always.")).toBe(true);
    expect(flagged("Don't worry about the rota, I'll sort it out myself like usual.")).toBe(true);
    expect(flagged("Never mind, I'll just cancel my holiday plans again so the audit can go ahead.")).toBe(
      true,
    );
  });

  it('passes a kind offer with no habit, and repeats that are no sacrifice', () => {
    expect(flagged("Don't worry about the report, I'll finish it myself tonight.")).toBe(false);
    expect(flagged("No problem, I'll stay late on Thursday to help with the move.")).toBe(false);
    expect(flagged("Don't worry, I'll book the table again for next year.")).toBe(false);
    expect(flagged("No worries at all, I'll send the link again in a minute.")).toBe(false);
  });

  it('finds a wish that someone would, for once, do their part', () => {
    expect(flagged('It would be great if, for once, someone replied before the deadline.')).toBe(true);
    expect(flagged("It'd be nice if anyone other than me ever emptied the dishwasher.")).toBe(true);
    expect(flagged('It would be refreshing if the team read the brief for a change.')).toBe(true);
  });

  it('passes invitations, requests and wishes about the weather', () => {
    expect(flagged('It would be lovely if you could join us for dinner on Friday.')).toBe(false);
    expect(flagged('It would be nice if, for once, the sun came out at the weekend.')).toBe(false);
    expect(flagged("It would be great if someone could water the plants while I'm away.")).toBe(false);
    expect(flagged('It would be lovely if anyone has ever seen a kingfisher here to send me a photo.')).toBe(
      false,
    );
  });
});
