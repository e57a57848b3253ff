import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';

const guide = compileGuide({ name: 'rebukes', rules: [{ id: 'passive-aggressive' }] });
const found = (text: string) =>
  checkText(text, guide, { format: 'plain' }).findings.map((finding) => ({
    written: text.slice(finding.from, finding.to),
    method: finding.methodName,
  }));

describe('passive-aggressive rebukes beyond the phrase list', () => {
  it('finds "as I said" with any tense and adverb, and "we" only when repeated', () => {
    expect(found('As I’ve already stated, the refund was sent.')).toEqual([
      { written: 'As I’ve already stated', method: 'as-i-said' },
    ]);
    expect(found('Like we have previously explained, the fee is fixed.')[0]?.written).toBe(
      'Like we have previously explained',
    );
    expect(found('As we mentioned in our newsletter, dark mode is here.')).toEqual([]);
    expect(found('As I wrote this guide, I tested every step.')).toEqual([]);
  });

  it('finds the words that vary in "per my last email" and its formal form', () => {
    expect(found('Per my email below, the date stands.')[0]?.written).toBe('Per my email');
    expect(found('I refer you to my letter of 3 May.')[0]?.method).toBe('per-my-last-email');
    expect(found('As set out in our terms, you can cancel.')).toEqual([]);
  });

  it('finds counted requests only with a verb of asking', () => {
    expect(found("I've asked you three times for the form.")[0]?.method).toBe('as-i-said');
    expect(found('We have written to you on several occasions.').map((hit) => hit.method)).toContain(
      'as-i-said',
    );
    expect(found("We've called the carrier three times today.")).toEqual([]);
  });

  it('finds an audience brought in, a rebuke after "going forward", and a curt line', () => {
    expect(found('Adding your director for visibility.')[0]?.method).toBe('for-visibility');
    expect(found('cc: your line manager, since the deadline has passed twice')[0]?.method).toBe(
      'for-visibility',
    );
    expect(found('Adding Sarah from design for visibility.')).toEqual([]);
    expect(found('Going forward, I need you to copy me.')[0]?.method).toBe('for-future-reference');
    expect(found('Going forward, we will publish the roadmap.')).toEqual([]);
    expect(found('Any updates?')[0]?.method).toBe('curt-reply');
    expect(found('Noted.')[0]?.method).toBe('curt-reply');
    expect(found("Noted. I'll move the review to Thursday.")).toEqual([]);
  });

  it('leaves quoted words alone, and words named as words', () => {
    expect(found('Avoid phrases such as "as I already said" in replies.')).toEqual([]);
    expect(found('The phrase *per my last email* is on our list of openers to avoid.')).toEqual([]);
    expect(found('In other words, as I said before, the price is fixed.')).toHaveLength(1);
  });

  it('finds counted and formal references to earlier messages', () => {
    expect(found('Per our numerous conversations, the discount is annual only.')[0]?.written).toBe(
      'Per our numerous conversations',
    );
    expect(found('Kindly refer to our previous correspondence.')[0]?.method).toBe('per-my-last-email');
    expect(found('Please refer to our instructions for details.')).toEqual([]);
    expect(found('We refer to our letter of 4 April and are pleased to confirm.')).toEqual([]);
  });

  it('finds doubt that the reader read, and apologies for their not understanding', () => {
    expect(found("I'm not sure whether my last three messages reached you.")[0]?.method).toBe(
      'not-sure-if-you-saw',
    );
    expect(found('Not sure whether my invoice is correct, can you check?')).toEqual([]);
    expect(found('I apologize if my instructions were somehow unclear.')[0]?.method).toBe('not-clear-enough');
    expect(found("We're sorry our earlier email was unclear; here is the correct date.")).toEqual([]);
    expect(found("Since it apparently wasn't clear the first two times, here it is.")).toHaveLength(1);
    expect(found('Re-attaching the spec, as it seems the first copy went unread.')).toHaveLength(1);
    expect(found('The instructions were not clear the first time, so we rewrote them.')).toEqual([]);
    expect(found('Hundreds of letters went unanswered during the strike.')).toEqual([]);
  });

  it('passes "as I said" told to an audience and "going forward, please" that invites', () => {
    expect(found('As I said in my keynote at DevCon, small teams ship faster.')).toEqual([]);
    expect(found('As I said to the new starters this morning, we are glad you are here.')).toEqual([]);
    expect(found('As I said to you on Monday, the freeze starts Friday.')).toHaveLength(1);
    expect(found('Going forward, please let us know whenever you have ideas.')).toEqual([]);
    expect(found('Going forward, please let me know before you change it.')).toHaveLength(1);
  });

  it('finds tellings counted after any verb, and ground gone over before', () => {
    expect(found('As noted in the ticket several times, the bug is Safari only.')).toHaveLength(1);
    expect(found('As mentioned, the nurse checks on you several times a day.')).toEqual([]);
    expect(found('As we have discussed before, remote days need sign-off.')).toHaveLength(1);
    expect(found('As discussed, the project starts Monday.')).toEqual([]);
  });

  it('finds a message opened on a thing sent again, and "this time" after a request', () => {
    expect(found('Attaching the schedule again for your convenience.')).toHaveLength(1);
    expect(found('We are sending the replacement again by courier.')).toEqual([]);
    expect(found('Please read the whole thread this time before replying.')).toHaveLength(1);
    expect(found('Please check this time slot works for you.')).toEqual([]);
    expect(found('Please take a coat; this time of year the hills are cold.')).toEqual([]);
  });

  it('finds "looping in" a named superior', () => {
    expect(found('Looping in Mark, your team lead, since this is overdue.')).toHaveLength(1);
    expect(found('Copying in Dana, our payroll lead, who can confirm the figures.')).toEqual([]);
  });

  it('finds "looping your manager in" with the particle after the object, not an instruction', () => {
    expect(found("I'm looping your manager in, since the file is missing.")[0]?.method).toBe(
      'for-visibility',
    );
    expect(found("We'll copy your line manager in if it's late again.")).toHaveLength(1);
    expect(found('Loop your manager in if the order is over budget.')).toEqual([]);
  });

  it('finds a curt "Noted." closing a message, not one followed by content', () => {
    expect(found('You moved the date without telling anyone. Noted.')[0]?.written).toBe('Noted.');
    expect(found('You asked for euros. Noted, and thank you.')).toEqual([]);
    expect(found('Noted. The venue is now Hall B.')).toEqual([]);
    expect(found('We missed the bus. Fine.')).toEqual([]);
  });

  it('reads the chat shorthand of a message', () => {
    expect(found('per my last msg, send the logs')[0]?.written).toBe('per my last msg');
    expect(found('The msg queue is full.')).toEqual([]);
  });

  it('finds a curt reply that only brushes the point aside', () => {
    expect(found("Noted. I'll add it to the list.")[0]?.method).toBe('curt-reply');
    expect(found("Noted, we'll see.")[0]?.method).toBe('curt-reply');
    expect(found("Noted. I'll move the call to Thursday.")).toEqual([]);
    expect(found('Noted, thanks!')).toEqual([]);
    expect(found("Noted. I'll fix it tonight.")).toEqual([]);
  });

  it('finds the reader pointed back to a document they were given', () => {
    expect(found('As stated in the handbook you were sent, leave needs notice.')[0]?.method).toBe(
      'as-you-were-told',
    );
    expect(found('As outlined in the policy you signed, calls are not allowed.')).toHaveLength(1);
    expect(found('As per the guide we sent you, refunds go to the card.')).toHaveLength(1);
    expect(found('As stated in the handbook, leave needs notice.')).toEqual([]);
  });

  it('finds earlier notices counted, occasions counted and a reply expected this time (ninth pass)', () => {
    expect(found('If you missed both earlier memos, the car park shuts at 6.')[0]?.method).toBe(
      'missed-counted',
    );
    expect(found('In case you missed the memo about parking, the car park shuts at 6.')).toEqual([]);
    expect(found('I have raised it with your office on two separate occasions.')[0]?.method).toBe(
      'as-i-said',
    );
    expect(found('We raised it with the landlord on two separate occasions.')).toEqual([]);
    expect(found('I have emailed your office on four separate occasions.')).toHaveLength(1);
    expect(found("We've contacted your bank on four separate occasions.")).toEqual([]);
    expect(found('I expect a response this time.')).toHaveLength(1);
  });

  it("finds sorry for anyone's feelings in any words, not an apology for the deed", () => {
    expect(found('Apologies if some of you felt a bit put out by the memo.')[0]?.method).toBe(
      'sorry-you-were-offended',
    );
    expect(found('We apologise if anybody was slighted by the seating.')).toHaveLength(1);
    expect(found('Sorry I upset you with the memo.')).toEqual([]);
    expect(found('Sorry if this message arrives twice.')).toEqual([]);
  });

  it('finds a recap that holds the reader to a task, not one that tells them what comes', () => {
    expect(found('As agreed, you will return the keys by noon.')[0]?.method).toBe('held-after-recap');
    expect(found('As discussed, you promised to check the figures.')[0]?.method).toBe('held-after-recap');
    expect(found('As agreed, you will get the keys by noon.')).toEqual([]);
    expect(found('As agreed, you will join the team in May.')).toEqual([]);
  });

  it('finds a named superior looped in, but not an instruction to loop one in', () => {
    expect(found("I'll loop in Anna Berg, your supervisor.")[0]?.method).toBe('for-visibility');
    expect(found('Loop in your supervisor when the refund is over £500.')).toEqual([]);
  });

  it('finds the round-3 forms of sets s and t, and passes their neighbours', () => {
    // A non-apology for anyone's feelings with the writer's thing as subject, or for how it came across.
    expect(found('Sorry if my comments upset anyone in the review.')[0]?.method).toBe(
      'sorry-you-were-offended',
    );
    expect(found('Apologies if anybody took offence at the seating plan.')).toHaveLength(1);
    expect(found('Sorry if my email came across as harsh.')[0]?.method).toBe('sorry-you-were-offended');
    expect(found('Sorry my last reply was rude; I will do better.')).toEqual([]);
    // A recap that holds the reader to a task with "you're".
    expect(found("As discussed, you're handling the calls this week, not Dan.")[0]?.method).toBe(
      'held-after-recap',
    );
    expect(found("As discussed, you're welcome to join the call this week.")).toEqual([]);
    // A superior looped in of necessity, and a lead.
    expect(found("I'll have to loop in your supervisor if the keys aren't back.")[0]?.method).toBe(
      'for-visibility',
    );
    expect(found('Copying in Dr Patel, your clinical lead.')).toHaveLength(1);
    expect(found('If you have questions, you may need to loop in your manager.')).toEqual([]);
    // Earlier notices made the subject, and one telling not taken in.
    expect(found('In case the earlier reminders slipped past you, the form was due.')[0]?.method).toBe(
      'missed-counted',
    );
    expect(found('In case the email slipped past you, the party is on Friday.')).toEqual([]);
    expect(found("In case it wasn't clear the first time, the deadline is Friday.")).toHaveLength(1);
    expect(found("If it wasn't clear the first time, here's a short video.")).toEqual([]);
    // A brush-off to the unnamed pile.
    expect(found('Noted. Will add it to everything else.')[0]?.method).toBe('curt-reply');
    // Listed phrases: a needless reminder, one more way of missing it, thanks repeated.
    expect(found("I'm sure I don't need to remind you again that parking is for patients.")).toHaveLength(1);
    expect(found('In case you overlooked it the first three times, the gym closes at 10.')).toHaveLength(1);
    expect(found('Once again, a huge thank you to everyone who volunteered.')).toEqual([]);
    // The writer's own slip corrected, and a dated issue of a newsletter.
    expect(
      found("Correction: the webinar starts at 2 pm, not 3 pm as I wrote in yesterday's email."),
    ).toEqual([]);
    expect(found("As I wrote in yesterday's email, the venue is Room 4, not Room 2.")).toHaveLength(1);
    expect(found("As I wrote in last spring's newsletter, the allotments need a rota.")).toEqual([]);
  });

  it('finds the eleventh-pass forms of sets u and v, and passes their neighbours', () => {
    // Tellings counted, with the topic named; a price raised and a blog's mentions pass.
    expect(found("I've now raised the damp in the bathroom with you on five occasions.")[0]?.method).toBe(
      'as-i-said',
    );
    expect(found("I've flagged the missing receipts three times now.")).toHaveLength(1);
    expect(found("We've asked for your meter reading three times.")).toHaveLength(1);
    expect(found("We've raised prices three times since 2020.")).toEqual([]);
    expect(found('I have mentioned the festival twice in this newsletter.')).toEqual([]);
    expect(found("I've flagged the issue to the supplier three times.")).toEqual([]);
    // The writer's earlier message, unanswered or counted, or its reaching the reader doubted.
    expect(found('Not sure whether my note from last Tuesday reached you.')[0]?.method).toBe(
      'not-sure-if-you-saw',
    );
    expect(found('I refer again to my letter of 14 March, which remains unanswered.')).toHaveLength(1);
    expect(found('Further to my numerous emails, the lockers will be emptied on Friday.')).toHaveLength(1);
    expect(found('Per my last mail, the keys go back to reception.')[0]?.method).toBe('per-my-last-email');
    expect(found('Further to my email of 3 May, I attach the signed contract.')).toEqual([]);
    expect(found('Following my two emails yesterday, here is the final agenda.')).toEqual([]);
    expect(found('My email to the council still hasn’t been answered.')).toEqual([]);
    expect(found('Many of the survey emails went unread over the holidays.')).toEqual([]);
    // A notice's readers told again.
    expect(
      found('Tenants are kindly reminded, yet again, that bins must not block the stairs.')[0]?.method,
    ).toBe('told-again');
    expect(found('Guests are once again asked to keep the noise down after 11 pm.')).toHaveLength(1);
    expect(found('Passengers are reminded that the 8:15 service will not run.')).toEqual([]);
    expect(found('The festival is once again sold out.')).toEqual([]);
    expect(found('We were told again by the airline that the bags were lost.')).toEqual([]);
    // A document the reader was given, with a sign that it told them long ago.
    expect(
      found('Refer to the contract you signed; it already says the deposit is non-refundable.'),
    ).toHaveLength(1);
    expect(found('See the instructions you received with the kit for how to assemble it.')).toEqual([]);
    // A brush-off to a moment the writer spares.
    expect(found("Noted. I'll deal with it when I have a sec.")[0]?.method).toBe('curt-reply');
    expect(found("Noted. I'll get round to it when I have a spare moment.")).toHaveLength(1);
    expect(found("Noted. I'll deal with the landlord and call you back at 4.")).toEqual([]);
    // Sorry for a state of the body is no non-apology.
    expect(found('Sorry if you felt unwell after the trip; the nurse is in on Monday.')).toEqual([]);
    expect(found('Sorry if you felt that was unfair.')).toHaveLength(1);
  });

  it('finds the twelfth-pass constructions of sets w, x, y and z, and passes their neighbours', () => {
    // Each new construction reaches the rule with its method.
    expect(found("I've brought the broken tap up at three team meetings now.")[0]?.method).toBe(
      'counted-telling',
    );
    expect(found("I thought I'd made it clear that the bay is for visitors.")[0]?.method).toBe('told-before');
    expect(found("I'd appreciate it if, from now on, you booked through me.")[0]?.method).toBe(
      'for-future-reference',
    );
    expect(found('Please read the whole chain before replying.')[0]?.method).toBe('read-first');
    expect(found("If the keys aren't back by noon, I'll be speaking to your line manager.")[0]?.method).toBe(
      'for-visibility',
    );
    expect(found('Per my last two emails, the form is still missing.')[0]?.method).toBe('per-my-last-email');
    // A telling repeated to an audience, or pointing within the text, passes.
    expect(found("Reiterating what I said in my keynote, we're proud of this team.")).toEqual([]);
    expect(found("We've covered this already in section 2.")).toEqual([]);
    // "As soon as we've confirmed" tells when.
    expect(found("We'll unlock it as soon as we've confirmed it's you.")).toEqual([]);
    // A thing attached again: a rebuke, unless it answers the reader's request or sends a new version.
    expect(found('Hi Sam, the rota is attached again. Same as last week.')[0]?.method).toBe('sent-again');
    expect(found("Of course, it's attached again here, with the map.")).toEqual([]);
    expect(found('The corrected invoice is attached again.')).toEqual([]);
    // "For the third time" inside a clause counts an event.
    expect(found('The lift has broken down for the third time this month.')).toEqual([]);
    expect(found('The deadline is Friday, for the third time.')).toHaveLength(1);
  });
});

describe("the writer's message unanswered, in any words (thirteenth pass, set aa)", () => {
  const flagged = (text: string) => found(text).length > 0;

  it('finds any verb of answering denied, an un-word, or a reply that never came', () => {
    expect(flagged('My note from the 4th has yet to be acknowledged.')).toBe(true);
    expect(flagged('Our letter of 9 January has still not been responded to.')).toBe(true);
    expect(flagged('My query about the service charge is still awaiting an answer.')).toBe(true);
    expect(flagged('My last two voicemails have so far gone unreturned.')).toBe(true);
    expect(flagged('We have had no response to either of my letters.')).toBe(true);
    expect(flagged("There's still been no reply to my enquiry of 2 May.")).toBe(true);
  });

  it('passes a message to someone else and a reply from someone else', () => {
    expect(flagged('My letter to the council has yet to receive a reply.')).toBe(false);
    expect(flagged('There has been no response from the insurer to my claim.')).toBe(false);
    expect(flagged('My application of 3 June is still awaiting a decision.')).toBe(false);
  });
});
