import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';

// The kinds of the seventeenth pass read through the patterns alone (the learned model allowed, so that it cannot hide
// what they do), with their neutral neighbours.
const guide = compileGuide({
  name: 'rebukes',
  rules: [{ id: 'passive-aggressive', params: { allow: ['learned-reproach'] } }],
});
const flagged = (text: string, format: 'plain' | 'markdown' = 'plain') =>
  checkText(text, guide, { format }).findings.length > 0;

describe('thanks for news that came too late (seventeenth pass)', () => {
  it('finds a late telling with an ironic verdict after it', () => {
    expect(
      flagged('Thanks for letting us know about the road closure after we had set off. Really helpful.'),
    ).toBe(true);
    expect(
      flagged('Thank you for mentioning the fire drill on the morning it happened. Very useful timing.'),
    ).toBe(true);
    expect(flagged('Thanks for letting us know about the road closure. Really helpful.')).toBe(false);
  });

  it('finds the lateness in a fragment of its own, or a span called a record', () => {
    expect(
      flagged('Thanks for telling me the client moved the pitch. Three days after I had printed the decks.'),
    ).toBe(true);
    expect(flagged('Thanks for replying so promptly. Five weeks is practically a record.')).toBe(true);
    expect(flagged('Thanks for telling me about the move. Two days after it, we can visit.')).toBe(false);
    expect(flagged('Thanks for replying so promptly. It made the planning much easier.')).toBe(false);
  });

  it('reads a span after an onset in the past perfect', () => {
    expect(flagged('Thanks so much for telling me about the leak a week after the guests had arrived.')).toBe(
      true,
    );
    expect(flagged('Thanks for telling me about the leak so quickly after the guests arrived.')).toBe(false);
  });
});

describe('praise before a count of faults, with "only" or a strong fault (seventeenth pass)', () => {
  it('finds praise followed by "only" and a count of faults', () => {
    expect(flagged('Lovely to see the rota filled in so neatly — only seven shifts missing a name.')).toBe(
      true,
    );
    expect(flagged('Well done on the audit, team. Only 23 errors in the first batch!')).toBe(true);
    expect(flagged('Great to see the new diary in use: three clients booked into the same 2 pm slot.')).toBe(
      true,
    );
    expect(flagged('Well done on the audit, team. Only two days to go until the holidays!')).toBe(false);
    expect(flagged('Great to see the new diary in use: three clients booked for Monday.')).toBe(false);
  });
});

describe('hopes that say the last time went wrong (seventeenth pass)', () => {
  it('finds "for once", "actually" and "this time" with a task', () => {
    expect(flagged('Hopefully the invoices will go out on time for once.')).toBe(true);
    expect(flagged('Hopefully the petty cash will actually balance on Friday.')).toBe(true);
    expect(flagged('Maybe this time the van will come back with some diesel in the tank.')).toBe(true);
    expect(flagged('Perhaps this time the receipts will be scanned before they are filed.')).toBe(true);
    expect(flagged('Perhaps we could try sticking to the rota next month, just as an experiment.')).toBe(
      true,
    );
    expect(flagged('Hopefully the weather will be kind to us for once.')).toBe(false);
    expect(flagged('Hopefully the team will actually get some rest this weekend.')).toBe(false);
    expect(flagged("Let's try the new layout next month as an experiment.")).toBe(false);
  });
});

describe('chores, puzzles, martyrs and the writer alone (seventeenth pass)', () => {
  it('finds a chore said not to do itself', () => {
    expect(flagged("The mugs in the sink don't wash themselves, however long they soak.")).toBe(true);
    expect(flagged('The recycling will not take itself out on Tuesday.')).toBe(true);
    expect(flagged('The oven cleans itself on the pyrolytic setting.')).toBe(false);
  });

  it('finds "funny how" over a duty never done or a delay', () => {
    expect(flagged('Funny how the biscuits vanish by ten, but nobody ever buys a new packet.')).toBe(true);
    expect(
      flagged('Strange how the slides were ready for the party but have taken two weeks for the client.'),
    ).toBe(true);
    expect(flagged('Funny how time flies when you are busy.')).toBe(false);
  });

  it('finds the writer as the only one, and the rest of the readers set against "some of us"', () => {
    expect(flagged('Apparently I am the only one who can change a toner cartridge.')).toBe(true);
    expect(
      flagged(
        "Some of us stayed until ten to pack the boxes, but I'm glad the rest of you had a nice evening.",
      ),
    ).toBe(true);
    expect(flagged('Some of us came in early to set up. I hope everyone else got some sleep.')).toBe(true);
    expect(flagged('Some of us labelled our samples before the audit, but I know it is a lot to ask.')).toBe(
      true,
    );
    expect(flagged("I'm the only one on the team who speaks Dutch, so I'll take the call.")).toBe(false);
    expect(flagged('Some of us went to the pub after the match, and everyone else went home.')).toBe(false);
    expect(flagged("I know it's a lot to ask, but could you cover my Saturday shift?")).toBe(false);
  });

  it('finds a martyr offer with the weekend or "like I always do"', () => {
    expect(flagged("Don't worry about the rota, I'll redo it at the weekend like I always do.")).toBe(true);
    expect(flagged("No problem at all! I'll just stay late and finish your slides like last time.")).toBe(
      true,
    );
    expect(flagged("Don't worry about the rota, I'll redo it at the weekend.")).toBe(false);
  });
});

describe('reminders said to need repeating, duties everyone was told (seventeenth pass)', () => {
  it('finds a reminder needed every week, or counted by the week', () => {
    expect(flagged('Friendly reminder, since it apparently needs repeating: the fire door stays shut.')).toBe(
      true,
    );
    expect(flagged('Gentle reminder, for the fourth week running, that the blinds must be raised.')).toBe(
      true,
    );
    expect(flagged('Chasing for the 3rd time: the signed risk assessments.')).toBe(true);
    expect(flagged('Gentle reminder, for the second week, that the blinds are being replaced.')).toBe(false);
  });

  it('finds a duty everyone was told at an occasion, or will surely remember', () => {
    expect(flagged('As everyone was told at the safety briefing, goggles go on before the saw starts.')).toBe(
      true,
    );
    expect(flagged('As all staff will surely remember from the last meeting, the budget is frozen.')).toBe(
      true,
    );
    expect(flagged('As everyone knows, the summer party is on Friday.')).toBe(false);
  });

  it('finds the belief that the point was made clear wherever it was made, and telling "the whole" group', () => {
    expect(flagged('I thought we had made it clear at the briefing that visitors sign in.')).toBe(true);
    expect(flagged("As I've said to the whole office more than once, the heating stays at 20.")).toBe(true);
    expect(flagged('As I said at the briefing, the new canteen opens in June.')).toBe(false);
  });

  it('finds notices missed, counted, for anyone who missed them', () => {
    expect(flagged('For anyone who somehow missed the last three emails, the gym closes at 9.')).toBe(true);
    expect(flagged('For anyone who missed the meeting, here are the slides.')).toBe(false);
  });
});

describe('the reader held to it, the thing always there, and threats (seventeenth pass)', () => {
  it('finds a polite prohibition with "kindly keep"', () => {
    expect(flagged('Kindly keep your hands off the petty cash tin.')).toBe(true);
    expect(flagged('Kindly keep the loading bay clear of bins.')).toBe(true);
    expect(flagged('Kindly keep your receipt for your records.')).toBe(false);
  });

  it('finds a thing shown everywhere, first, hung since a date, or in what the reader signed, with a sting', () => {
    expect(
      flagged(
        'The parking rules are displayed at every gate, so the fines really should not come as a surprise.',
      ),
    ).toBe(true);
    expect(
      flagged(
        "The style guide is literally the first file in the folder, so there's no excuse for the fonts.",
      ),
    ).toBe(true);
    expect(
      flagged(
        "The rota has hung on the fridge since March, so I'm not sure why half the shifts weren't filled.",
      ),
    ).toBe(true);
    expect(
      flagged(
        "The quiet hours are in the lease you signed, so I'm not sure why we're still discussing this.",
      ),
    ).toBe(true);
    expect(flagged('The parking rules are displayed at every gate.')).toBe(false);
    expect(flagged('The rota has hung on the fridge since March.')).toBe(false);
  });

  it('finds a thing where it has been sitting for long, or since a start', () => {
    expect(
      flagged('The expenses template is on the intranet, where it has been sitting for the past two years.'),
    ).toBe(true);
    expect(
      flagged('The answer to your question is on page 2 of the brief, where it has been since launch.'),
    ).toBe(true);
    expect(flagged('The museum is in the old mill, where it has been since 1980.')).toBe(false);
  });

  it('finds a recap that holds the reader, the owner cell and a question about who did it', () => {
    expect(flagged('Per our call on Monday, the refunds are yours to process now, not mine.')).toBe(true);
    expect(flagged('| Book venue | Priya (yours, as we agreed, not mine) |', 'markdown')).toBe(true);
    expect(flagged('| Book venue | Priya (as agreed — not me) |', 'markdown')).toBe(true);
    expect(flagged("Correct me if I'm wrong, but wasn't it your team that approved the change?")).toBe(true);
    expect(flagged('| Book venue | Priya (as agreed) |', 'markdown')).toBe(false);
    expect(flagged("Correct me if I'm wrong, but wasn't it the 14th when we met?")).toBe(false);
  });

  it('finds a point raised at counted meetings with a place, a copy threat, and "sorry you took it personally"', () => {
    expect(
      flagged("I've raised the broken blind in the big meeting room at the last three team meetings."),
    ).toBe(true);
    expect(flagged("If the forms aren't in by noon, your manager will be on my next email.")).toBe(true);
    expect(flagged('Sorry you took my comments on the draft so personally.')).toBe(true);
    expect(flagged('Sorry you had such a rough week.')).toBe(false);
  });
});

describe('neutral neighbours that now pass (seventeenth pass)', () => {
  it('passes a code, key or password to keep after "for future reference"', () => {
    expect(flagged('For future reference, the alarm code for the side door is 2290.')).toBe(false);
    expect(flagged('For future reference, the spare keys to the van are in the red box in the office.')).toBe(
      false,
    );
    expect(
      flagged('The lock code has changed to 1234. For future reference, it is also written in the log book.'),
    ).toBe(false);
    expect(flagged('## For future reference: the essentials\n\n- Wi-Fi: Guest', 'markdown')).toBe(false);
    expect(flagged('For future reference, the form is on the intranet.')).toBe(true);
    expect(flagged('For future reference, the spare keys are in the drawer, not on my desk.')).toBe(true);
  });

  it('passes recaps of a call that plan or arrange, and news of a publication', () => {
    expect(flagged("Per our call, your first day is 3 June and you'll be based in the Leeds office.")).toBe(
      false,
    );
    expect(flagged('As I said when we spoke, your hearing aids will be ready to collect on Monday.')).toBe(
      false,
    );
    expect(
      flagged('As I mentioned on the phone, the part has arrived, and our engineer will fit it on Friday.'),
    ).toBe(false);
    expect(flagged("As I mentioned at last week's all-staff meeting, we're moving to the third floor.")).toBe(
      false,
    );
    expect(
      flagged("Not sure if you've seen the school newsletter yet, but there are photos from the fair."),
    ).toBe(false);
    expect(
      flagged("**Not sure if you've seen it yet?** Our new recipe cards are in store.", 'markdown'),
    ).toBe(false);
    expect(flagged("Per our call, you'll send me the figures by Friday.")).toBe(true);
    expect(flagged("Not sure if you've seen my email yet, but the form is overdue.")).toBe(true);
  });

  it('passes effort with a third party counted, a welcome copy, and a new way listed below', () => {
    expect(
      flagged("I've asked the lab twice now for your test results, and they've promised them for Monday."),
    ).toBe(false);
    expect(
      flagged(
        "The boiler has failed for the third time this month, so I've asked the hire company to send an engineer.",
      ),
    ).toBe(false);
    expect(flagged("Welcome, Ana! I've copied in Raj, your manager, so he can book your induction.")).toBe(
      false,
    );
    expect(
      flagged(
        'From now on, please start each report from one of these templates:\n\n- [Weekly](https://example.com/w)',
        'markdown',
      ),
    ).toBe(false);
    expect(flagged("I've copied in Raj, your manager, since the report is still missing.")).toBe(true);
  });
});
