import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';

// The kinds of the fifteenth pass read through the whole rule, with their hard negatives.
const guide = compileGuide({ name: 'rebukes', rules: [{ id: 'passive-aggressive' }] });
const flagged = (text: string, format: 'plain' | 'markdown' = 'plain') =>
  checkText(text, guide, { format }).findings.length > 0;

describe('told before (fifteenth pass)', () => {
  it('finds the belief of having been clear in the past perfect', () => {
    expect(flagged("We had presumed we'd made it plain that the van is for deliveries only.")).toBe(true);
    expect(flagged("I'd thought I'd been perfectly clear about this: no visitors after 8.")).toBe(true);
    expect(flagged("I'd assumed I had made a mistake, so I checked the figures again.")).toBe(false);
    expect(flagged("I had thought I'd made it clear, but reading it back I hadn't, sorry.")).toBe(false);
  });

  it('finds a walk-through told before, then given again', () => {
    expect(flagged('We ran through the new booking steps last week, but here they are once more.')).toBe(
      true,
    );
    expect(
      flagged("I'd already walked you through the expenses process, but here's the short version again."),
    ).toBe(true);
    expect(flagged('I walked everyone through the new office yesterday, and here are the photos.')).toBe(
      false,
    );
    expect(flagged("We ran through the fire drill at 10, but the alarm didn't sound.")).toBe(false);
  });

  it('finds two occasions of telling joined by "again"', () => {
    expect(flagged('We told you at the viewing and again by email that the flat comes unfurnished.')).toBe(
      true,
    );
    expect(flagged("I've flagged it in my weekly report, then once more at the review.")).toBe(true);
    expect(flagged('I raised it with you at our one-to-one and again on Friday.')).toBe(true);
    expect(flagged('I mentioned the new café at the town hall and again in the newsletter.')).toBe(false);
    expect(flagged('I explained it at the workshop and again at the conference, and people loved it.')).toBe(
      false,
    );
    expect(flagged('I asked the supplier at the meeting and again by email.')).toBe(false);
  });

  it('finds a span in a row set before the telling', () => {
    expect(
      flagged("For the third month in a row, we're reminding everyone that the car park closes at 7."),
    ).toBe(true);
    expect(flagged('For the fourth day running I have to ask: who left the back door open?')).toBe(true);
    expect(flagged('For the third year running, our team won the regional award.')).toBe(false);
    expect(flagged('For the second week running, sales fell in the north.')).toBe(false);
  });
});

describe('there all along (fifteenth pass)', () => {
  it('finds a notice put up for long and the same place it has kept', () => {
    expect(flagged('The sign-up sheet has been taped up on the kitchen door since Monday.')).toBe(true);
    expect(
      flagged('The expenses template is in the shared drive, the same folder it has always been in.'),
    ).toBe(true);
    expect(flagged("The login details are in the IT wiki, where they've been since March.")).toBe(true);
    expect(flagged('The new rota has been pinned up in the staff room since Monday.')).toBe(false);
    expect(flagged("Our shop is on the high street, the same place it's been for years.")).toBe(false);
    expect(flagged('The painting has been hanging up in the staff room for years.')).toBe(false);
  });
});

describe('sarcastic hope of a task done (fifteenth pass)', () => {
  it('finds "actually" before a task brought to an end, this time', () => {
    expect(flagged('Fingers crossed the expense forms actually get submitted this time.')).toBe(true);
    expect(flagged("Let's hope the kitchen actually gets cleaned this time round.")).toBe(true);
    expect(flagged('Hopefully this time the team will actually get some rest over the break.')).toBe(false);
    expect(flagged('Hopefully this time the parcel will actually be delivered by the courier.')).toBe(false);
    expect(flagged("Maybe this time we'll actually get the report finished early.")).toBe(false);
  });
});

describe('messages unread or unanswered (fifteenth pass)', () => {
  it('finds the message named by what it asked', () => {
    expect(flagged('Our letter of 3 March chasing the overdue rent has yet to receive a reply.')).toBe(true);
    expect(flagged('My note asking whether the van was free has still not been answered.')).toBe(true);
    expect(flagged('My email to the council asking for the site survey has still not had a reply.')).toBe(
      false,
    );
    expect(flagged('The email asking for volunteers has still not been sent.')).toBe(false);
  });

  it('finds both notices missed', () => {
    expect(flagged('In case you missed either of my reminders, the forms are due today.')).toBe(true);
    expect(flagged('If you missed both of the notices on the door, the lift is out of service.')).toBe(true);
    expect(
      flagged("In case you missed the newsletter and the blog post, here's a summary of the launch."),
    ).toBe(false);
    expect(flagged('In case you missed both matches, here are the highlights.')).toBe(false);
  });

  it('finds doubt that the reader read the last update', () => {
    expect(
      flagged('Not sure whether you saw my previous project update, but the budget is still frozen.'),
    ).toBe(true);
    expect(
      flagged("I'm unsure if everyone read our latest status report: the server move is on Saturday."),
    ).toBe(true);
    expect(flagged("I'm not sure if my last update was clear enough, so here is a summary.")).toBe(false);
  });

  it('finds reading sent back to earlier replies, or before asking the same again', () => {
    expect(flagged('Search the FAQ before posting the same query in this channel.')).toBe(true);
    expect(flagged('Could you check the pinned notes before asking this again?')).toBe(true);
    expect(flagged('Check the FAQ before asking a question in the forum.')).toBe(false);
    expect(flagged("Please read the previous owner's manual before servicing the boiler.")).toBe(false);
  });
});

describe('telling again, and recaps (fifteenth pass)', () => {
  it('finds the writer asking the readers again, with a prohibition or "yet again"', () => {
    expect(flagged("I'm once again reminding you all never to prop the fire door open.")).toBe(true);
    expect(flagged("We're asking all staff once more to stop parking in the visitor bays.")).toBe(true);
    expect(
      flagged("## Kitchen\n\nWe're asking everyone, yet again, **not** to leave dishes out.", 'markdown'),
    ).toBe(true);
    expect(flagged("We're once again asking everyone to donate to the food bank this Christmas.")).toBe(
      false,
    );
    expect(
      flagged("We're asking everyone again for their dietary needs, because the caterer lost the list."),
    ).toBe(false);
  });

  it('passes a service arranged in the progressive passive after a recap', () => {
    expect(flagged('As I said on the phone, your replacement card is being posted today.')).toBe(false);
    expect(flagged('Like I mentioned when we met, the windows are being replaced next week.')).toBe(false);
    expect(flagged('As I already said, the boiler is being fitted on the 14th.')).toBe(true);
  });
});
