import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';
import { saidYesOrNo, sawSight, saysAlwaysKnown, withoutOptIn } from './passiveAggressiveToldBefore.ts';

const guide = compileGuide({ name: 'rebukes', rules: [{ id: 'passive-aggressive' }] });
const flagged = (text: string) => checkText(text, guide, { format: 'plain' }).findings.length > 0;

describe('what the reader was told before (round-3 kinds)', () => {
  it('passes a sight seen, and flags a thing sent, a pronoun or a chase', () => {
    const text = 'Not sure if you saw the eclipse last night, but I took some photos!';
    expect(sawSight('Not sure if you saw', text, 19, text)).toBe(true);
    expect(flagged(text)).toBe(false);
    expect(flagged("Not sure if you've seen the view from the roof terrace, but it's stunning.")).toBe(false);
    expect(flagged('Not sure if you saw the eclipse email, but the office closes early today.')).toBe(true);
    expect(flagged('Not sure if you saw the comment I left on the draft, but it needs fixing.')).toBe(true);
    expect(flagged('Not sure if you saw this, but the report is late.')).toBe(true);
    expect(flagged("Not sure if you've seen the deadline yet, but the form was due yesterday.")).toBe(true);
    expect(flagged('Not sure if you saw, but I replied to this yesterday.')).toBe(true);
  });

  it('passes saying yes or no to something, and flags "as I said, no"', () => {
    const text = 'As I already said yes to the conference dinner, could we move our meeting?';
    expect(saidYesOrNo('As I already said', text, 17)).toBe(true);
    expect(flagged(text)).toBe(false);
    expect(flagged("As I've said no to the Paris offsite, I can take the Monday shift.")).toBe(false);
    expect(flagged("As I said, no, the deadline can't move.")).toBe(true);
    expect(flagged('As I already said, yes, the report is due today.')).toBe(true);
  });

  it('reads a reminder without its opt-in, so only a duty outside it chases', () => {
    expect(withoutOptIn('The survey closes on Friday, in case you still want to take part.')).toBe(
      'The survey closes on Friday, .',
    );
    expect(
      flagged('Just a reminder that the staff survey closes on Friday, in case you still want to take part.'),
    ).toBe(false);
    expect(flagged("Just a friendly reminder that the raffle closes tomorrow, if you'd like a ticket.")).toBe(
      false,
    );
    expect(flagged('Just a reminder that tickets are still available, in case you would like to come.')).toBe(
      false,
    );
    expect(flagged('Just a reminder that I still need your timesheet, in case you want to be paid.')).toBe(
      true,
    );
  });

  it('turns a detail to keep into a scolding when it was there all along', () => {
    expect(saysAlwaysKnown('the form is on the intranet, where it has always been.')).toBe(true);
    expect(saysAlwaysKnown('the password is on the fridge, like always.')).toBe(true);
    expect(saysAlwaysKnown("as always, we're here to help.")).toBe(false);
    expect(saysAlwaysKnown('the front desk is always staffed.')).toBe(false);
    expect(flagged('For future reference, the front desk is open 24 hours, as it always has been.')).toBe(
      true,
    );
    expect(flagged("For future reference, your customer number is 48213, as it's always been.")).toBe(true);
    expect(flagged('For future reference, the Wi-Fi password is on the fridge, same as always.')).toBe(true);
    expect(flagged('For future reference, your customer number is 48213. As always, thanks!')).toBe(false);
    expect(flagged('For future reference, the front desk is always staffed.')).toBe(false);
  });

  it('flags the broken-record disclaimer with "be" as with "sound like"', () => {
    expect(flagged('I hate to be a broken record, but the timesheets are due by 5 pm today.')).toBe(true);
    expect(flagged('At the risk of being a broken record, the invoices are due Thursday.')).toBe(true);
    expect(flagged("I know I'm a broken record about this, but the deadline is Thursday.")).toBe(true);
    expect(flagged('The DJ kept playing a broken record all night.')).toBe(false);
  });

  it('flags "Ok. Noted." as the whole reply, which the splitter keeps as one sentence', () => {
    expect(flagged('Ok. Noted.')).toBe(true);
    expect(flagged('OK, noted.')).toBe(true);
    expect(flagged("Ok. Noted. I'll add it to the list.")).toBe(true);
    expect(flagged('Ok. Noted, and thanks for the heads-up.')).toBe(false);
    expect(flagged("OK, noted. I'll move the review to Thursday at 2.")).toBe(false);
  });

  it('reads how long a thing has been there as a jab that it was there all along', () => {
    expect(saysAlwaysKnown('The rota is pinned in #ops and has been for six months.')).toBe(true);
    expect(saysAlwaysKnown('The form is in the channel, where it has been since January.')).toBe(true);
    expect(saysAlwaysKnown('The rota is pinned in #ops.')).toBe(false);
    expect(flagged('For future reference, the rota is pinned in #ops and has been for months.')).toBe(true);
  });
});
