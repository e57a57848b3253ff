import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';

// The kinds of the sixteenth pass read through the whole rule, with their hard negatives (mock politeness is in
// `passiveAggressiveIrony.test.ts`).
const guide = compileGuide({ name: 'rebukes', rules: [{ id: 'passive-aggressive' }] });
const flagged = (text: string, format: 'plain' | 'markdown' = 'plain') =>
  checkText(text, guide, { format }).findings.length > 0;

describe('tellings kept up and counted (sixteenth pass)', () => {
  it('finds "as I keep saying" and "how many more ways can I explain"', () => {
    expect(flagged('Like we keep telling everyone, the side gate must stay locked.')).toBe(true);
    expect(flagged('I keep having to remind you that the van needs refuelling.')).toBe(true);
    expect(flagged("I honestly don't know how many more ways we can say this: no dogs on the pitch.")).toBe(
      true,
    );
    expect(flagged('As I keep saying to my students, practice beats talent.')).toBe(false);
    expect(flagged('How many times can I use the discount code?')).toBe(false);
    expect(flagged('How many ways can I say thank you for all your help?')).toBe(false);
    expect(flagged('We keep asking ourselves whether the new layout works.')).toBe(false);
  });

  it('finds a preface of trying to explain once more', () => {
    expect(flagged('Let me have a go at explaining it once more: invoices go to accounts, not to me.')).toBe(
      true,
    );
    expect(flagged("I'll try to put it one more time, slowly: the meeting is at nine.")).toBe(true);
    expect(flagged('Let me try explaining it once more in French, for our new colleagues from Lyon.')).toBe(
      false,
    );
  });

  it('finds tellings listed by day, "ago" and "the one before"', () => {
    expect(flagged('I did remind you about the parking permit three days ago and again this morning.')).toBe(
      true,
    );
    expect(flagged('We did ask for the keys on Monday, again on Wednesday, and now again today.')).toBe(true);
    expect(flagged("We flagged this at last month's check-in and the one before.")).toBe(true);
    expect(flagged('I asked about the timesheet last Tuesday and got an answer yesterday.')).toBe(false);
    expect(
      flagged("I presented the roadmap at last month's all-hands and the one before, and people loved it."),
    ).toBe(false);
  });

  it('finds the Nth time a point was gone over, and covered at counted meetings', () => {
    expect(flagged("With respect, that's the fifth time we've gone over the same expense rule.")).toBe(true);
    expect(flagged("I've gone over this at four team meetings now.")).toBe(true);
    expect(flagged("This is the third time we've discussed the merger with the board this year.")).toBe(
      false,
    );
    expect(flagged("We've covered this topic at three conferences.")).toBe(false);
  });

  it('finds a telling set out in writing, counted, and a duty to ask once again', () => {
    expect(flagged("As we've previously set out in writing several times, visitors must sign in.")).toBe(
      true,
    );
    expect(flagged('We have to once again remind all staff not to leave the back door open.')).toBe(true);
    expect(flagged('As I set out for work twice a week, I pass the depot.')).toBe(false);
    expect(flagged('We must once again ask for your patience while the road works continue.')).toBe(false);
    expect(flagged('I have to once again say how proud I am of this team.')).toBe(false);
  });
});

describe('told before and held to it (sixteenth pass)', () => {
  it('finds the point thought obvious, and the same question answered', () => {
    expect(flagged('We assumed it was self-explanatory: the blue bin is for paper.')).toBe(true);
    expect(flagged('I thought it was pretty clear that the budget was capped at £500.')).toBe(true);
    expect(flagged('We addressed this very point in our email last week.')).toBe(true);
    expect(flagged('I thought it was obvious that the answer was 12, but I was wrong.')).toBe(false);
    expect(flagged('We thought it was clear skies all weekend, so we left the umbrellas.')).toBe(false);
  });

  it('finds doubts about counted notices, and a loose count slipped past', () => {
    expect(
      flagged(
        "Not sure if you've found the time to read my previous two messages, but the lease still needs signing.",
      ),
    ).toBe(true);
    expect(
      flagged("I'm not sure whether everyone saw the last four safety notices, so here they are again."),
    ).toBe(true);
    expect(flagged('In case the last few emails got buried, the audit starts on Monday.')).toBe(true);
  });

  it('finds a hope that the thing comes complete or goes in the right place this time', () => {
    expect(
      flagged("Hopefully this time the timesheets will arrive with the manager's signature on them."),
    ).toBe(true);
    expect(
      flagged(
        "Hopefully this time the returns will be logged in the tracker rather than in someone's inbox.",
      ),
    ).toBe(true);
    expect(flagged('Hopefully this time the new sofa will come with the cushions we ordered.')).toBe(false);
    expect(flagged('Hopefully this time the weather will hold for the picnic.')).toBe(false);
  });

  it('finds refusing to chase a named thing, and reading before asking about it again', () => {
    expect(flagged("We won't be chasing your overdue library books again; the fine will stand.")).toBe(true);
    expect(flagged('Please check the FAQ before asking us about refunds again.')).toBe(true);
    expect(flagged("I'm not going to chase the supplier again, I'll phone them instead.")).toBe(false);
    expect(flagged('Read the guide before asking us about anything new.')).toBe(false);
  });

  it("finds the task on the reader's list, not mine, and a plan recalled with the reader doing it", () => {
    expect(flagged('Priya, as we discussed, the refunds are on your plate now, not mine.')).toBe(true);
    expect(
      flagged('| Step | Owner |\n| --- | --- |\n| Book the van | You (as discussed, not me) |', 'markdown'),
    ).toBe(true);
    expect(flagged("Correct me if I'm wrong, but didn't we decide you'd send the minutes?")).toBe(true);
    expect(flagged('As we discussed, the new chairs are on your floor from Monday.')).toBe(false);
    expect(
      flagged('| Step | Owner |\n| --- | --- |\n| Book the van | You (as discussed) |', 'markdown'),
    ).toBe(false);
    expect(flagged("Correct me if I'm wrong, but didn't we agree to meet at 3?")).toBe(false);
  });

  it('finds a thing placed where the reader could read it, then the sting', () => {
    expect(
      flagged(
        "The new dress code has been in the staff handbook for weeks, so it really shouldn't come as a shock.",
      ),
    ).toBe(true);
    expect(
      flagged(
        "The refund terms are in the contract you signed, so I don't understand why this keeps coming up.",
      ),
    ).toBe(true);
    expect(
      flagged("- Leave forms: on the intranet, where they've always been\n- Payslips: by email", 'markdown'),
    ).toBe(true);
    expect(flagged('The new timetable has been on the website since Monday.')).toBe(false);
    expect(flagged("Prices rose in March, so the increase shouldn't come as a surprise.")).toBe(false);
    expect(flagged('- Menu: on the website, as always\n- Bookings: call us', 'markdown')).toBe(false);
  });
});

describe('requests tallied in the layout (sixteenth pass)', () => {
  it('finds a numbered label and a tally column', () => {
    expect(flagged('**Fourth request:** please return the loan laptop.', 'markdown')).toBe(true);
    expect(flagged('Reminder #5: the kitchen rota is on the fridge.')).toBe(true);
    expect(flagged('| Form | Reminders sent |\n| --- | --- |\n| P60 | 3 |', 'markdown')).toBe(true);
    expect(flagged('**Reminder 3 of 5:** stretch your legs and drink some water.', 'markdown')).toBe(false);
    expect(flagged('Second reminder: the survey closes on Friday.')).toBe(false);
    expect(flagged('| Endpoint | Requests sent |\n| --- | --- |\n| /login | 4012 |', 'markdown')).toBe(false);
  });
});

describe('false alarms (sixteenth pass)', () => {
  it('passes a trade called about a mishap, a seasonal update, an opt-in and a heading for later', () => {
    expect(
      flagged("The coffee machine has leaked for the third time this week, so I've rung the engineer."),
    ).toBe(false);
    expect(flagged("The report was late for the third time, so I've asked you to set a reminder.")).toBe(
      true,
    );
    expect(flagged('As I mentioned in our summer update, the garden centre reopens in May.')).toBe(false);
    expect(
      flagged('Just a reminder that the raffle closes on Sunday, in case you still have some to sell.'),
    ).toBe(false);
    expect(flagged('## Useful numbers, for future reference\n\n- Helpdesk: 0800 000 000', 'markdown')).toBe(
      false,
    );
  });
});
