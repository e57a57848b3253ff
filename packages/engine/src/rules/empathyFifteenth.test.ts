import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import { readersStake } from './empathyHeard.ts';
import { givenToOthers, nowRejectsOver } from './empathyLosses.ts';
import { statusValue } from './empathyTables.ts';
import { chargeUpheld } from './empathyUpheld.ts';
import { writerAcknowledges } from './empathyVerdicts.ts';

// The kinds of the fifteenth pass read through the whole rule, and the new readings one by one.
const guide = compileGuide({ name: 'empathy', rules: [{ id: 'empathy' }] });
const flags = (text: string): boolean =>
  checkText(text, guide, { format: 'markdown' }).findings.some((finding) => finding.id === 'empathy');
const paragraph = (text: string) => analyzeProse(text, 'paragraph');

describe('empathy, fifteenth pass: help and acknowledgement', () => {
  it('reads help from a named contact or one of the team after a verb of contact', () => {
    expect(flags('The transfer failed. Ring Tom on 0113 496 0000 and he will sort it out for you.')).toBe(
      false,
    );
    expect(
      flags('Your card payment bounced. If you prefer, call us and one of the team will take the payment.'),
    ).toBe(false);
    expect(flags('Your card was declined. Call your bank and they will explain why.')).toBe(true);
  });
  it("reads the readers' stake answered with 'so' and knowing after 'and'", () => {
    expect(
      readersStake(
        paragraph('Many of you will have appointments in town, so the 7.40 will run as a double-decker.'),
      ),
    ).toBe(true);
    expect(readersStake(paragraph('Regular lunchtime members will miss a session, so Friday is free.'))).toBe(
      true,
    );
    expect(readersStake(paragraph('Members will need to use another branch.'))).toBe(false);
    expect(readersStake(paragraph('Drivers will have to use the diversion, so allow extra time.'))).toBe(
      false,
    );
    expect(
      writerAcknowledges(paragraph('We kept it flat for years and know any increase is unwelcome.')),
    ).toBe(true);
    expect(writerAcknowledges(paragraph('We appreciate it is awkward if you work from home.'))).toBe(true);
  });
  it('reads benefits given with no giver named', () => {
    expect(
      flags('Gas will be off on Elm Road on Monday. Portable heaters will be handed out free at the hall.'),
    ).toBe(false);
    expect(flags('Trains to Leeds are running 40 minutes late. Every passenger gets a free hot drink.')).toBe(
      false,
    );
    expect(
      flags(
        'The booking site will be down on Saturday. Any booking you start will be saved and sent automatically.',
      ),
    ).toBe(false);
    expect(
      flags('The library is closed on Monday. The community centre next door will be open with desks.'),
    ).toBe(false);
    expect(
      flags('The 9 am ferry is suspended. Tickets for today can be used on any sailing this week.'),
    ).toBe(false);
    expect(flags('The 9 am ferry is suspended. Tickets for today cannot be used on other sailings.')).toBe(
      true,
    );
    expect(flags('Version 3 removes the PDF export. We have converted your saved reports to CSV.')).toBe(
      false,
    );
    expect(flags('Version 3 removes the PDF export. We have converted the help pages to CSV.')).toBe(true);
  });
});

describe('empathy, fifteenth pass: not news', () => {
  it('passes burdens called off, charges stopped and problems denied', () => {
    expect(flags('We will not be putting prices up: the rise we announced in May has been scrapped.')).toBe(
      false,
    );
    expect(flags('# Good news\n\nThe planned rise in parking fees **will not go ahead**.')).toBe(false);
    expect(flags('The concert **will not go ahead** because the singer is ill.')).toBe(true);
    expect(flags("From 1 June we'll stop charging overdue fines on children's books.")).toBe(false);
    expect(flags('No one on your policy has been charged twice; the extra line is a pending hold.')).toBe(
      false,
    );
    expect(flags('The card outage did not touch your account: no payment of yours was taken twice.')).toBe(
      false,
    );
  });
  it('passes problems as figures, issues of a title and features', () => {
    expect(flags('Downtime across all four of our regions averaged under two minutes a month.')).toBe(false);
    expect(flags('Sign-in problems reported to our help desk fell by 20% after the update.')).toBe(false);
    expect(flags('This issue of The Garden Gazette covers slug damage and frost.')).toBe(false);
    expect(flags('Error alerts: a new option that lets you pick how many failures send a message.')).toBe(
      false,
    );
    expect(flags('Our dashboard now lists every outage and error as it happens.')).toBe(false);
    expect(flags('# Spot problems before your customers do\n\n- Typos\n- Broken links')).toBe(false);
    expect(flags('## What Tidy finds\n\n- Duplicate contacts\n- Failed imports')).toBe(false);
    expect(flags('## What happened\n\n- Your import failed\n- Two contacts were lost')).toBe(true);
  });
});

describe('empathy, fifteenth pass: bad news read more widely', () => {
  it('reads a status told as a label value', () => {
    expect(statusValue(paragraph('Order status — 3 March, garden bench: Cancelled.'))).toBeDefined();
    expect(statusValue(paragraph('Order status — 3 March, garden bench: Cancelled at your request.'))).toBe(
      undefined,
    );
    expect(statusValue(paragraph('Cancelled: 3 orders this month.'))).toBeUndefined();
  });
  it("reads the reader's thing given to others, a size refused and a charge upheld", () => {
    expect(
      givenToOthers(paragraph('The plot you rent will be given to the garden club from spring.')),
    ).toBeDefined();
    expect(givenToOthers(paragraph('Your new space will be given to you on Monday.'))).toBeUndefined();
    expect(givenToOthers(paragraph('The old trophies will be given to the museum.'))).toBeUndefined();
    expect(nowRejectsOver(paragraph('The uploader now rejects images larger than 5 MB.'))).toBeDefined();
    expect(nowRejectsOver(paragraph('The form now rejects invalid email addresses.'))).toBeUndefined();
    expect(
      chargeUpheld(paragraph("We've reviewed your appeal and the £60 penalty was valid.")),
    ).toBeDefined();
    expect(chargeUpheld(paragraph('I have checked, and the charge of £20 is not correct.'))).toBeUndefined();
  });
  it('reads money kept, less often, new costs, ends and limits', () => {
    expect(flags('We will be keeping the £300 damage deposit, as the keys were returned late.')).toBe(true);
    expect(flags('Your security bond of £500 will be kept to pay for the repairs.')).toBe(true);
    expect(flags('We will keep your deposit safe and return it when you move out.')).toBe(false);
    expect(flags('Recycling collections will move to once every three weeks from June.')).toBe(true);
    expect(flags('Calls to our advice line now cost 9p per minute.')).toBe(true);
    expect(flags('Good news: the Solo plan now costs £9 a month instead of £11.')).toBe(false);
    expect(flags('The Thursday quiz night at the Red Lion is ending after this month.')).toBe(true);
    expect(flags('The craft fair ends on Sunday, so come along this weekend.')).toBe(false);
    expect(flags('The 20% student discount will no longer apply to sale items from 1 March.')).toBe(true);
    expect(flags('The 20% student discount ends on Sunday, so book now.')).toBe(false);
    expect(flags('From March, members can book **no more than two** swim sessions per week.')).toBe(true);
    expect(
      flags('The pool is open from March to October, and members can book no more than two a day.'),
    ).toBe(false);
    expect(flags('The Eastside library will open weekday mornings only from Monday 3 June.')).toBe(true);
    expect(flags('Your son is number 6 on the Reception waiting list for Hillside Primary.')).toBe(true);
    expect(
      flags('## App status, 09:15\n\nCustomers cannot open attachments. We will post again at 10:00.'),
    ).toBe(true);
  });
});
