import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import { closedOnDays } from './empathyDays.ts';
import { mattersToReaders, readersHabitAnswered } from './empathyHeard.ts';
import { notSuccessful, soonerRefused } from './empathyNews.ts';

// The kinds of the sixteenth pass read through the whole rule, and the new readings one by one.
const guide = compileGuide({ name: 'empathy', rules: [{ id: 'empathy' }] });
const flags = (text: string): boolean =>
  checkText(text, guide, { format: 'markdown' }).findings.some((finding) => finding.id === 'empathy');
const paragraph = (text: string) => analyzeProse(text, 'paragraph');
const NEWS = 'From 3 March the café will open on weekdays only.';

describe('empathy, sixteenth pass: help and acknowledgement', () => {
  it("reads the readers' habit answered after ', so' by the writer's side", () => {
    expect(
      readersHabitAnswered(
        paragraph(
          'Many of you came in on Monday mornings, so our van will park outside the library instead.',
        ),
      ),
    ).toBe(true);
    expect(
      readersHabitAnswered(
        paragraph('Several parents rely on it before work, so Mr Patel will open the hall at 8 am.'),
      ),
    ).toBe(true);
    expect(
      readersHabitAnswered(
        paragraph('Lots of you drop by after school, so you can now order ahead and collect.'),
      ),
    ).toBe(true);
    expect(
      readersHabitAnswered(paragraph("Many of you didn't come in on Mondays, so we have closed it.")),
    ).toBe(false);
    expect(
      readersHabitAnswered(paragraph('Some customers misused the tables, so we will charge for seats.')),
    ).toBe(false);
  });
  it('reads what matters to the readers, and the writer knowing what they will miss', () => {
    expect(mattersToReaders(paragraph('These mornings matter a great deal to older residents.'))).toBe(true);
    expect(mattersToReaders(paragraph('These changes matter to the council.'))).toBe(false);
    expect(flags(`${NEWS} We know our Monday regulars will miss their scones.`)).toBe(false);
    expect(flags(`${NEWS} We know any change like this stings.`)).toBe(false);
  });
  it("reads the writer's people moving the reader on, leaving goods and looking after them", () => {
    expect(flags('Your flight EK414 is cancelled. Our transfer desk has moved you onto EK418.')).toBe(false);
    expect(flags(`${NEWS} Our caretaker will leave flasks of tea in the lobby.`)).toBe(false);
    expect(flags(`${NEWS} Our staff will leave at 4 pm.`)).toBe(true);
    expect(flags('Our team has removed the free returns option for sale items.')).toBe(true);
  });
  it('reads a good thing waiting for the reader, a relief purpose and a price locked in', () => {
    expect(flags('Your flight EK414 is cancelled. A meal voucher is waiting for you at gate B7.')).toBe(
      false,
    );
    expect(flags('Your flight EK414 is cancelled. Your refund is waiting for approval.')).toBe(true);
    expect(
      flags(
        'Exports are now capped at 5,000 rows. So that nobody has to split files by hand, the app now splits larger exports automatically.',
      ),
    ).toBe(false);
    expect(flags(`${NEWS} So that nobody complains, the rule is final.`)).toBe(true);
    expect(
      flags(
        'Prices go up to £30 from 1 May. Renew before 30 April and we will lock in the current price for a year.',
      ),
    ).toBe(false);
  });
  it("does not count a policy's condition for a full refund as help", () => {
    expect(flags("We can't refund the deposit. Our policy needs 7 days' notice for a full refund.")).toBe(
      true,
    );
  });
});

describe('empathy, sixteenth pass: not news', () => {
  it('reads mail to a department and a staff-side system as for staff', () => {
    expect(
      flags(
        '**To:** Finance team\n**Subject:** Month-end close\n\nHi all, the expenses system will be unavailable on Friday while we upgrade it.',
      ),
    ).toBe(false);
    expect(
      flags('Hi all, the payroll portal will be offline on Saturday morning while we move servers.'),
    ).toBe(false);
    expect(
      flags('Hi all, the booking system will be down tonight from 10 pm, so classes cannot be booked.'),
    ).toBe(true);
  });
  it('reads feature names with verbs of keeping and labels defined as a summary', () => {
    expect(flags("## What's new in Plannr 2\n\n- **Delay send** holds any message for up to 24 hours")).toBe(
      false,
    );
    expect(
      flags(
        '# Meet Plannr Alerts\n\n- **Outage digest:** a weekly summary of downtime across your integrations',
      ),
    ).toBe(false);
    expect(flags("## What's new in Plannr 2\n\n- **CSV import** has been removed")).toBe(true);
  });
  it('reads a tool that warns before a problem would happen as a selling point', () => {
    expect(flags('The app alerts you before a payment would bounce.')).toBe(false);
    expect(flags('We warned you before your account went overdrawn, and a £25 fee now applies.')).toBe(true);
  });
});

describe('empathy, sixteenth pass: bad news read more widely', () => {
  it('reads adverts added from a date or in the singular', () => {
    expect(flags('From 1 March, Podly Free includes a short advert every four episodes.')).toBe(true);
    expect(flags('The basic tier will run adverts between songs from next month.')).toBe(true);
    expect(flags('Our agency will run ads for your shop from next month if you sign up.')).toBe(false);
  });
  it('reads a fail recorded, a test after modifiers and a standard unmet', () => {
    expect(flags('The electrical safety check at Flat 3 recorded a fail for the fuse board.')).toBe(true);
    expect(flags('Your van did not pass its yearly emissions test.')).toBe(true);
    expect(
      flags(
        'The fire inspection in May found that the hall did not meet the minimum standards for public events.',
      ),
    ).toBe(true);
    expect(flags('The new boiler has a fail-safe valve and passed its safety check.')).toBe(false);
  });
  it("reads the reader placed on another's waiting list, not the writer's offer", () => {
    expect(flags('Hillside Nursery has put your daughter on its waiting list for September.')).toBe(true);
    expect(flags("Join our waiting list and we'll email you when tickets go on sale.")).toBe(false);
  });
  it('reads an earlier date refused and an application not successful', () => {
    expect(
      soonerRefused(paragraph('The operation you asked about cannot be brought forward.')),
    ).toBeDefined();
    expect(
      soonerRefused(paragraph('Your appointment can be moved to an earlier date if a slot opens up.')),
    ).toBeUndefined();
    expect(notSuccessful(paragraph('Your application for a place has not been successful.'))).toBeDefined();
    expect(notSuccessful(paragraph('Not every application is successful.'))).toBeUndefined();
  });
  it('reads trading, click-and-collect and a tier that end', () => {
    expect(flags('Late-night trading at our Riverside branch is ending on 30 June.')).toBe(true);
    expect(flags('The Silver band of the Friends of the Museum scheme ends on 1 March.')).toBe(true);
    expect(flags('The summer sale at our Riverside branch ends on Sunday, so grab a bargain.')).toBe(false);
    expect(flags('Your membership ends on 30 June, as you asked.')).toBe(false);
  });
  it('reads money kept: a deposit after "the", a part of it, a sum held until a far date', () => {
    expect(flags('The whole tenancy bond of £900 will be kept to pay for redecorating the hall.')).toBe(true);
    expect(flags('We will keep £210 of your damage deposit for the new carpet.')).toBe(true);
    expect(flags('The additional £400 will be held until your lease ends.')).toBe(true);
    expect(flags("Your seat will be held until 5 pm, so there's no rush.")).toBe(false);
  });
  it('reads a job not ready as planned and a check-up moved later', () => {
    expect(
      flags('The new roof will not be finished until mid-November, three weeks later than planned.'),
    ).toBe(true);
    expect(flags("The conservatory won't be ready on Friday as agreed.")).toBe(true);
    expect(flags('The new menu will be ready on the 9th as planned.')).toBe(false);
    expect(flags('Your dental check-up has moved from **3 March** to **28 April**.')).toBe(true);
  });
  it('reads price tables in pence and from free, and a comparison for passes', () => {
    expect(
      flags(
        '## Water charges from 1 April\n\n| Charge | Now | From 1 April |\n| --- | --- | --- |\n| Standing charge | 21p a day | 26p a day |',
      ),
    ).toBe(true);
    expect(
      flags(
        '| Item | Now | From 1 June |\n|---|---|---|\n| Monthly fee | £0 | £2 |\n| Paper statements | Free | £1 each |',
      ),
    ).toBe(true);
    expect(flags('Day passes at the pool are now £7 (previously £5.50).')).toBe(true);
    expect(flags('Day passes at the pool are now £5 (previously £7).')).toBe(false);
  });
  it('reads a weekly closure from a date, an event that cannot take place, and cuts', () => {
    expect(closedOnDays(paragraph('From 5 May the store will be closed on Sundays.'))).toBeDefined();
    expect(closedOnDays(paragraph('The store is closed on Sundays.'))).toBeUndefined();
    expect(
      closedOnDays(paragraph('The store will be closed on Sunday 5 May for stocktaking.')),
    ).toBeUndefined();
    expect(flags('The Thursday book club cannot take place this week.')).toBe(true);
    expect(flags('This extension is no longer maintained.')).toBe(true);
    expect(flags('Version 3 of Tally removes the offline mode.')).toBe(true);
    expect(flags('Afternoon visiting is reduced to 2 pm to 3 pm from Monday.')).toBe(true);
  });
});
