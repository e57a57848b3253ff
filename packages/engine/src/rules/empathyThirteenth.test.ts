import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';

// The kinds of the thirteenth pass read through the whole rule: problem words and help together.
const guide = compileGuide({ name: 'empathy', rules: [{ id: 'empathy' }] });
const flags = (text: string): boolean =>
  checkText(text, guide, { format: 'markdown' }).findings.some((finding) => finding.id === 'empathy');

describe('empathy, thirteenth pass', () => {
  it('flags bad news of the widened readings', () => {
    expect(flags('Your vehicle failed its MOT on brakes and tyres.')).toBe(true);
    expect(flags('Monthly plans go up from €12 to €15 on 1 March.')).toBe(true);
    expect(flags('As of this release, individual file uploads are capped at 250 MB.')).toBe(true);
    expect(flags('Members on the Flex plan can now book a maximum of two classes a week.')).toBe(true);
    expect(
      flags('Bulky waste collections now take place every other Wednesday rather than every Wednesday.'),
    ).toBe(true);
    expect(flags('Your March box will ship on the 19th instead of the 5th.')).toBe(true);
    expect(flags('The pool will close on 3 June for refurbishment.')).toBe(true);
  });
  it('passes problem words as figures, features, publications and questions, and bad news called off', () => {
    expect(flags('Regular failover drills keep our outages rare.')).toBe(false);
    expect(flags('Last quarter our uptime was 99.98%, with total downtime of under nine minutes.')).toBe(
      false,
    );
    expect(flags('Downtime across our European data centres averaged under two minutes a month.')).toBe(
      false,
    );
    expect(flags('Our status page shows uptime, incident history and average outage length.')).toBe(false);
    expect(flags('Our spell-checker flags typos, repeated words and missing full stops as you type.')).toBe(
      false,
    );
    expect(flags("Alerts tell you the moment a customer's card is declined.")).toBe(false);
    expect(flags('**Printer showing error E-04?** Open the back cover and press *Resume*.')).toBe(false);
    expect(flags('Welcome to the spring newsletter! This issue covers our new seed range.')).toBe(false);
    expect(flags('The strike planned at the airport has been called off.')).toBe(false);
    expect(flags("We've decided not to go ahead with the planned price increase this year.")).toBe(false);
    expect(
      flags("The pool closes on 3 June for refurbishment. We've frozen your fees until it reopens."),
    ).toBe(false);
    expect(
      flags(
        "Transfers failed this morning. It's fixed, and we've added an alert so we catch this sooner next time.",
      ),
    ).toBe(false);
  });
});
