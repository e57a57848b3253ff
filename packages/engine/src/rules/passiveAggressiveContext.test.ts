import { describe, expect, it } from 'vitest';
import {
  announcesChange,
  changeWithCause,
  crossReference,
  easesPressure,
  lacksSignal,
  newsOfNew,
  ownsUnclarity,
  recapActs,
  recapStates,
  saidElsewhere,
  tipToNewcomer,
} from './passiveAggressiveContext.ts';

const after = (text: string, phrase: string) => text.indexOf(phrase) + phrase.length;

describe('signals of a scolding sense', () => {
  it('reads a duty chased after mock deference', () => {
    expect(lacksSignal('correct-me', "Correct me if I'm wrong, but wasn't this due on Friday?")).toBe(false);
    expect(lacksSignal('correct-me', "Correct me if I'm wrong, but didn't you say you'd do it?")).toBe(false);
    expect(lacksSignal('correct-me', "Correct me if I'm wrong, but the grant deadline is 5 May.")).toBe(true);
  });

  it("reads the reader's own fault after a recap", () => {
    expect(lacksSignal('missed-it-fault', 'In case you missed it, your claim uses the old form.')).toBe(
      false,
    );
    expect(lacksSignal('missed-it-fault', "In case you missed it, you haven't signed it yet.")).toBe(false);
    expect(lacksSignal('missed-it-fault', 'In case you missed it, your podcast is back.')).toBe(true);
    expect(lacksSignal('missed-it-fault', "In case you missed it, you haven't been charged.")).toBe(true);
    expect(lacksSignal('missed-it-fault', "In case you didn't see it, the gym opens at 6.")).toBe(true);
    expect(lacksSignal('missed-it-fault', "In case you didn't see it, your claim uses the old form.")).toBe(
      false,
    );
  });
});

describe('neutral senses', () => {
  it("reads the writer's own unclear explanation", () => {
    expect(ownsUnclarity("I'm not sure I explained it well, so here it is again.")).toBe(true);
    expect(ownsUnclarity('My first diagram was confusing, so here it is again.')).toBe(true);
    expect(ownsUnclarity('Apologies, that was confusing. Here it is again.')).toBe(true);
    expect(ownsUnclarity('You clearly did not read it, so here it is again.')).toBe(false);
    expect(ownsUnclarity('Sorry you found it confusing. Here it is again.')).toBe(false);
  });

  it('reads friendly news of something new', () => {
    const news = "Not sure if you've seen the new dashboard yet, but it's great.";
    expect(newsOfNew(news, after(news, 'seen'))).toBe(true);
    const chase = "Not sure if you've seen the new policy yet, but it must be signed by Friday.";
    expect(newsOfNew(chase, after(chase, 'seen'))).toBe(false);
  });

  it('reads a public talk or post, not a post in the thread', () => {
    const talk = 'As I said in my talk last week, outages start small.';
    expect(saidElsewhere(talk, after(talk, 'said'))).toBe(true);
    const thread = 'As I said in my post above, the fix is in 2.3.';
    expect(saidElsewhere(thread, after(thread, 'said'))).toBe(false);
  });

  it('reads a recap of one conversation, unless it holds the reader to a duty', () => {
    expect(recapStates('Per our call', 'Per our call, the start date is 3 March.')).toBe(true);
    expect(recapStates('per our meeting', 'As per our meeting, the budget stays at 40k.')).toBe(true);
    expect(recapStates('Per our call', "Per our call, you'll send the figures today.")).toBe(false);
    expect(recapStates('Per our call', 'Per our call, the figures were due on Friday.')).toBe(false);
    expect(recapStates('Per our numerous calls', 'Per our numerous calls, it is annual.')).toBe(false);
    expect(recapStates('Per my last email', 'Per my last email, the date is 3 March.')).toBe(false);
  });

  it("reads a recap of a conversation that goes on to the writer's own action", () => {
    const booked = "As I mentioned on the phone, the part arrives Tuesday, and I've booked the engineer.";
    expect(recapActs('As I mentioned', booked)).toBe(true);
    expect(recapActs('As I said', 'As I said on the phone, the engineer comes on Tuesday.')).toBe(false);
    expect(recapActs('As I said', "As I said on our call, I've attached it again.")).toBe(false);
    expect(recapActs('As I said', "As I said in my last email, I've attached the form.")).toBe(false);
  });

  it('reads a tip to a newcomer, not a correction', () => {
    const tip = 'For future reference, the guide is in the Help menu.';
    expect(tipToNewcomer(`Welcome aboard! ${tip}`, tip)).toBe(true);
    expect(tipToNewcomer(`Welcome back! ${tip}`, tip)).toBe(false);
    expect(tipToNewcomer(`You're welcome. ${tip}`, tip)).toBe(false);
    const correction = 'For future reference, invoices go to accounts, not to me.';
    expect(tipToNewcomer(`Welcome to the team! ${correction}`, correction)).toBe(false);
  });

  it('reads a welcome or onboarding heading over the tip as a welcome in its block', () => {
    const tip = 'For future reference, the guide is in the Help menu.';
    expect(tipToNewcomer(tip, tip, 'Welcome to the team')).toBe(true);
    expect(tipToNewcomer(tip, tip, 'Onboarding')).toBe(true);
    expect(tipToNewcomer(tip, tip, 'Reminders')).toBe(false);
    const correction = 'For future reference, invoices go to accounts, not to me.';
    expect(tipToNewcomer(correction, correction, 'Welcome to the team')).toBe(false);
  });

  it("reads a pointer into the writer's own document or talk", () => {
    const talk = 'As I said at the start of this talk, every figure is anonymised.';
    expect(crossReference('As I said', talk, after(talk, 'said'))).toBe(true);
    const meeting = 'As I said at the start of the meeting, phones stay off.';
    expect(crossReference('As I said', meeting, after(meeting, 'said'))).toBe(false);
  });

  it('reads a detail to keep, not a rule the reader broke', () => {
    const code = 'For future reference, the door code is 4821.';
    expect(announcesChange(code, after(code, 'reference'))).toBe(true);
    const rule = 'For future reference, the PO number is required on every invoice.';
    expect(announcesChange(rule, after(rule, 'reference'))).toBe(false);
  });

  it("reads the ninth pass signals: a task named as the reader's, and their own thing after a recap", () => {
    expect(lacksSignal('correct-me', "Correct me if I'm wrong, but isn't the rota your task?")).toBe(false);
    expect(lacksSignal('correct-me', "Correct me if I'm wrong, but your job title is new?")).toBe(true);
    expect(
      lacksSignal('missed-it-fault', 'In case you missed it, the slip was unsigned, and yours too.'),
    ).toBe(false);
  });

  it('passes a place, a dated issue and the opening of a live event (ninth pass)', () => {
    const place = 'For future reference, the surgery is open from 8 to 6.';
    expect(announcesChange(place, after(place, 'reference'))).toBe(true);
    const scold = 'For future reference, the surgery is open from 8, not 7.';
    expect(announcesChange(scold, after(scold, 'reference'))).toBe(false);
    const issue = "As I wrote in Tuesday's bulletin, the lift is fixed.";
    expect(saidElsewhere(issue, after(issue, 'wrote'))).toBe(true);
    const live = 'As I said at the start of this briefing, questions come at the end.';
    expect(crossReference('As I said', live, after(live, 'said'))).toBe(true);
    const again = 'As I said earlier in this call, the date has passed.';
    expect(crossReference('As I said', again, after(again, 'said'))).toBe(false);
    const deed = "As I mentioned on the phone, the van comes at 9, and I've handed the keys to Sam.";
    expect(recapActs('As I mentioned', deed)).toBe(true);
  });

  it('reads where a thing is kept and details given now as tips, and a change with a cause as a notice', () => {
    const keys = 'For future reference, the spare keys are in the top drawer at reception.';
    expect(announcesChange(keys, after(keys, 'reference'))).toBe(true);
    const desk = 'For future reference, the spare keys are in the top drawer, not on my desk.';
    expect(announcesChange(desk, after(desk, 'reference'))).toBe(false);
    const form = 'For future reference, the form is on the intranet.';
    expect(announcesChange(form, after(form, 'reference'))).toBe(false);
    const here = 'For future reference, here are the essentials:';
    expect(announcesChange(here, after(here, 'reference'))).toBe(true);
    const again = 'For future reference, here are the steps again.';
    expect(announcesChange(again, after(again, 'reference'))).toBe(false);
    expect(changeWithCause('From now on, please use the side door while the lobby is painted.')).toBe(true);
    expect(changeWithCause("From now on, please don't park in bay 3 during the works.")).toBe(false);
    expect(changeWithCause('From now on, please book the room before using it.')).toBe(false);
  });

  it('reads a deed arranged by someone named or a trade after a recap, and a place named with what it serves', () => {
    const fitted =
      'As I said when we spoke, your new fridge arrives on Monday, and Tom will install it on Wednesday.';
    expect(recapActs('As I said', fitted)).toBe(true);
    expect(
      recapActs('As I mentioned', 'As I mentioned on the phone, the engineer will call you on Thursday.'),
    ).toBe(true);
    expect(recapActs('As I said', 'As I said when we spoke, you will have to redo the slides.')).toBe(false);
    expect(recapActs('As I said', 'As I said when we spoke, Monday will be too late.')).toBe(false);
    expect(recapActs('As I said', 'As I said on the phone, the engineer can only come on Tuesday.')).toBe(
      false,
    );
    expect(recapActs('As I said', 'As I said on the phone, Dana will bring the keys again.')).toBe(false);
    const entrance = 'For future reference, the back entrance to the clinic is on Station Road.';
    expect(announcesChange(entrance, after(entrance, 'reference'))).toBe(true);
    const exit = 'For future reference, the fire exit at the back of the hall is behind the stage.';
    expect(announcesChange(exit, after(exit, 'reference'))).toBe(true);
  });
});

describe('neutral senses of the twelfth pass (sets w, x, y and z)', () => {
  it('reads a chaser that lifts its own pressure', () => {
    expect(easesPressure('Following up on my note: any thoughts on the venue? No rush at all.')).toBe(true);
    expect(easesPressure("Whenever suits you, no need to reply today if you're still deciding.")).toBe(true);
    expect(easesPressure('Following up on my email: no rush, but the deadline is today.')).toBe(false);
    expect(easesPressure('Following up again. No rush!')).toBe(false);
  });

  it("reads any hedge of the writer's doubt in their own telling", () => {
    expect(ownsUnclarity("I don't think I explained the rota clearly, so here it is again.")).toBe(true);
    expect(ownsUnclarity('I doubt I put it well, so here it is again.')).toBe(true);
    expect(ownsUnclarity("I don't think you read it, so here it is again.")).toBe(false);
  });

  it('reads newcomer material as a tip to a newcomer, unless the sentence corrects', () => {
    const tip = 'For future reference, the onboarding checklist lives in Notion.';
    expect(tipToNewcomer(tip, tip)).toBe(true);
    const corrected = 'For future reference, the onboarding checklist is in Notion, not in my inbox.';
    expect(tipToNewcomer(corrected, corrected)).toBe(false);
  });

  it('reads a bare service, and the new way given in the message, as details', () => {
    const reception = 'For future reference, reception is staffed from 7 am to 10 pm.';
    expect(announcesChange(reception, after(reception, 'reference'))).toBe(true);
    const linked = 'From now on, please use the templates linked above.';
    expect(announcesChange(linked, after(linked, 'please'))).toBe(true);
    const intranet = 'From now on, please use the form on the intranet.';
    expect(announcesChange(intranet, after(intranet, 'please'))).toBe(false);
  });
});
