import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';

// The kinds of the fourteenth pass read through the whole rule, with their neutral senses.
const guide = compileGuide({ name: 'rebukes', rules: [{ id: 'passive-aggressive' }] });
const flagged = (text: string, format: 'plain' | 'markdown' = 'plain') =>
  checkText(text, guide, { format }).findings.length > 0;

describe('counts of tellings (fourteenth pass)', () => {
  it('finds occasions named by "the last", "each of the past" or "every"', () => {
    expect(flagged('We flagged the leak in each of the past four site reviews.')).toBe(true);
    expect(flagged('I mentioned the parking issue at the past two all-hands.')).toBe(true);
    expect(flagged("I've brought up the broken fridge at every team meeting since June.")).toBe(true);
    expect(flagged('I presented the roadmap at the last three team meetings.')).toBe(false);
    expect(flagged("I've raised the issue at every meeting with the supplier.")).toBe(false);
  });

  it('finds days listed with "again", a span in a row, and an offer to repeat a named thing', () => {
    expect(flagged("I asked about the keys on Monday, again on Wednesday, and I'm asking again today.")).toBe(
      true,
    );
    expect(flagged("This is the fourth month in a row I've had to remind you about the timesheets.")).toBe(
      true,
    );
    expect(flagged("I'm happy to walk you through the expense policy for a third time.")).toBe(true);
    expect(flagged("This is the third year running we've won the award.")).toBe(false);
    expect(flagged("Could you explain the booking process a third time? I'm still lost.")).toBe(false);
  });
});

describe('refusal, reluctance and prefaces of repeating (fourteenth pass)', () => {
  it('finds the repeat refused or regretted, with the point named', () => {
    expect(flagged('We will not remind you about the parking rules again.')).toBe(true);
    expect(flagged("I'd hate to have to remind you about the rota again.")).toBe(true);
    expect(flagged("I don't want to have to chase this again.")).toBe(true);
    expect(flagged("I'm not going to ask you to work late again.")).toBe(false);
    expect(flagged("I'd rather not ask the client for more money again.")).toBe(false);
  });

  it('finds a preface announcing the repeat, not a translation or praise', () => {
    expect(flagged('To put it once more: the petty cash box does not leave the office.')).toBe(true);
    expect(flagged('To spell it out one more time, timesheets are due on Friday.')).toBe(true);
    expect(flagged('Once more, for the record: the van is not for personal use.')).toBe(true);
    expect(flagged('To say it once more in French: bienvenue.')).toBe(false);
    expect(flagged("Let me say it again: this is the best release we've ever shipped!")).toBe(false);
  });
});

describe('non-apologies and presumed knowledge (fourteenth pass)', () => {
  it('finds the writer’s words taken personally, felt harsh, or upsetting a group', () => {
    expect(flagged('Sorry if you took my notes on the draft the wrong way.')).toBe(true);
    expect(flagged('We apologise if our reply felt dismissive.')).toBe(true);
    expect(flagged('Apologies if my email upset the whole department; I was only stating the facts.')).toBe(
      true,
    );
    expect(flagged('Sorry if the room felt cold; the heating is now fixed.')).toBe(false);
    expect(flagged('Sorry if my feedback upset the team; that was never my intention.')).toBe(false);
  });

  it('finds the writer sure the reader knows, and an answer placed in an earlier message', () => {
    expect(flagged('I’m sure you remember that the budget was signed off in March.')).toBe(true);
    expect(flagged('I am certain I needn’t remind anyone that the fire doors stay shut.')).toBe(true);
    expect(flagged('We addressed that question in our email of 3 May.')).toBe(true);
    expect(flagged('As the contract you signed clearly states, notice is four weeks.')).toBe(true);
    expect(flagged("I'm sure you'll love the new office.")).toBe(false);
    expect(flagged('I answered your question in my reply below.')).toBe(false);
    expect(flagged('As the guide explains, you can save a filter as a preset.')).toBe(false);
  });
});

describe('tasks, lapses, labels and superiors (fourteenth pass)', () => {
  it('finds a future bound inside a request, and an owner contrasted with the writer', () => {
    expect(flagged("We'd be grateful if from now on you booked rooms through the portal.")).toBe(true);
    expect(flagged('- Book the venue: Aisha, not us, as discussed', 'markdown')).toBe(true);
    expect(flagged("Could you, next time you're in town, pick up the samples?")).toBe(false);
    expect(flagged('- Pick-up: Friday, not Thursday, as agreed', 'markdown')).toBe(false);
  });

  it('finds a lapsed deadline after "in case you missed it", a label said again, a superior added for a reason', () => {
    expect(flagged('In case you missed it, the cut-off for claims has passed.')).toBe(true);
    expect(flagged('In case you missed it, you were meant to lock the van last night.')).toBe(true);
    expect(flagged('Notice, once again: the side gate stays locked after 8 pm.')).toBe(true);
    expect(flagged('Your manager has been added to this thread because the timesheets are late again.')).toBe(
      true,
    );
    expect(flagged('In case you missed it, the deadline was extended to Friday.')).toBe(false);
    expect(flagged('Reminder: the party is on Friday!')).toBe(false);
    expect(flagged('Your manager has been added to the training invite.')).toBe(false);
  });

  it('passes a service arranged, a dated update and a heading teaser', () => {
    expect(flagged('As I mentioned on the phone, the boiler will be serviced on Thursday.')).toBe(false);
    expect(flagged('As I mentioned in the weekly update, the car park reopens on Monday.')).toBe(false);
    expect(
      flagged("## Not sure if you've seen it yet?\n\nThe new **reporting dashboard** is live.", 'markdown'),
    ).toBe(false);
    expect(flagged('As I already said on the phone, the boiler will be serviced on Thursday.')).toBe(true);
    expect(flagged('Not sure if you’ve seen it yet? I sent the form three days ago.')).toBe(true);
  });
});
