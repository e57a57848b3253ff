import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import type { BlockView } from '../language/types.ts';
import { audienceSigns, forStaff } from './empathyAudience.ts';

const blocks = (...texts: string[]): BlockView[] =>
  texts.map((text) => {
    const heading = /^#+ /u.exec(text);
    return heading
      ? analyzeProse(text.slice(heading[0].length), 'heading', heading[0].length - 1)
      : analyzeProse(text, 'paragraph');
  });
const staff = (...texts: string[]): boolean => forStaff(blocks(...texts), audienceSigns);

describe('forStaff', () => {
  it('reads a label that names the audience', () => {
    expect(staff('Incident review (internal): the payment service was down for 40 minutes.')).toBe(true);
    expect(staff('Note for support agents: the refund API is returning errors today.')).toBe(true);
    expect(staff('Internal: support team only', 'The refund API is returning errors.')).toBe(true);
    expect(staff('# Incident 2211 (internal)', 'Card payments failed for 12 minutes.')).toBe(true);
  });
  it('reads a greeting to the team with words of its own work, and its own tooling', () => {
    expect(
      staff('Team, the checkout API returned 503s last night. The root cause was an expired certificate.'),
    ).toBe(true);
    expect(staff('Heads up: the staging database will be down from 2 to 3 pm.')).toBe(true);
  });
  it('keeps customer-facing text, with "internal" as a word or a team written to as "you"', () => {
    expect(staff('Error 500: Internal server error. Your payment was not taken.')).toBe(false);
    expect(staff('Hi all,', 'The community forum will be offline on Saturday.')).toBe(false);
    expect(staff('Hi team,', 'The outage hit your workspace. The root cause was a failed upgrade.')).toBe(
      false,
    );
    expect(staff('Your staging site will be down tonight.')).toBe(false);
  });
});

describe('forStaff, tenth pass', () => {
  it('reads a rota or a desk named in the label, and a greeting with a tool of the team', () => {
    expect(staff('FYI for the support rota: the outage on the EU cluster is closed.')).toBe(true);
    expect(staff('Note for the service desk: the login outage is closed.')).toBe(true);
    expect(staff('Hi all, Jira will be down for maintenance from 10 pm tonight. Save your work.')).toBe(true);
  });
  it('keeps customers named in the label and a tool without a greeting to the team', () => {
    expect(staff('FYI for customers: the outage on the EU cluster is closed.')).toBe(false);
    expect(staff('Jira will be down for maintenance from 10 pm tonight.')).toBe(false);
  });
});

describe('forStaff, twelfth pass', () => {
  const staff = (...texts: string[]): boolean => forStaff(blocks(...texts), audienceSigns);
  it('reads a staff group addressed with its modifiers, or named after "for"', () => {
    expect(staff('Heads up, support rota: the card processor is down from 2 am to 3 am.')).toBe(true);
    expect(staff('Hi on-call engineers, checkout errors are up since the deploy.')).toBe(true);
    expect(staff('FYI for the night-shift support rota: the provider has planned downtime.')).toBe(true);
    expect(staff('Internal incident review: payment gateway errors between 09:10 and 09:40.')).toBe(true);
  });
  it("leaves the reader's groups, a subject with a determiner and an error message", () => {
    expect(staff('Heads up, customers: checkout will be down on Sunday.')).toBe(false);
    expect(staff('A note for your support team: the API will be down on Sunday.')).toBe(false);
    expect(staff('The billing team, as of today, cannot refund your order.')).toBe(false);
    expect(staff("Internal server error: we couldn't save your changes.")).toBe(false);
  });
});
