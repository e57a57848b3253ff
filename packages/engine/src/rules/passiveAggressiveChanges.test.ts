import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';
import { correctsReader, offersAbility, retiresOld } from './passiveAggressiveChanges.ts';

const guide = compileGuide({ name: 'rebukes', rules: [{ id: 'passive-aggressive' }] });
const flagged = (text: string, format: 'plain' | 'markdown' = 'plain') =>
  checkText(text, guide, { format }).findings.length > 0;
const after = (text: string, phrase: string) => text.indexOf(phrase) + phrase.length;

describe('a change announced or a detail to keep (eleventh pass, sets u and v)', () => {
  it('reads the old way retired, replaced or switched off', () => {
    expect(retiresOld('please send tickets to desk@acme.io, which replaces the old helpdesk address.')).toBe(
      true,
    );
    expect(retiresOld('please use the Share button; the old export menu has been removed.')).toBe(true);
    expect(
      retiresOld('please file expenses here. The old spreadsheet stops working at the end of May.'),
    ).toBe(true);
    expect(retiresOld('please call the switchboard, as the old direct lines no longer work.')).toBe(true);
    expect(retiresOld('please log leave in the HR app. We’ve retired the old spreadsheet.')).toBe(true);
    expect(retiresOld('please submit timesheets in the app; the paper forms are being retired.')).toBe(true);
    expect(retiresOld('please lock the door; the office closes at 6.')).toBe(false);
  });

  it('keeps a correction of the reader a correction, old way retired or not', () => {
    expect(correctsReader('please use the new form instead of the old one you keep sending me.')).toBe(true);
    expect(correctsReader('please use the new portal rather than emailing me your claims.')).toBe(true);
    expect(
      flagged('Going forward, please use the new form instead of the old one you keep sending me.'),
    ).toBe(true);
    expect(
      flagged(
        "Going forward, please use the portal. The old inbox closes on Friday, and I've had to chase you again.",
      ),
    ).toBe(true);
    expect(
      flagged('Moving forward, please log leave in the HR app. We’ve retired the old spreadsheet.'),
    ).toBe(false);
  });

  it('reads "for future reference" as the label of a section', () => {
    expect(flagged('## For future reference\n\n- **Account number:** 7730 1120', 'markdown')).toBe(false);
    expect(flagged('**For future reference:**\n\n- Door code: 4412', 'markdown')).toBe(false);
    expect(flagged('**For future reference:** invoices go to accounts, not to me.', 'markdown')).toBe(true);
    expect(flagged('For future reference: use the form.')).toBe(true);
  });

  it('reads a feature the reader can use, not a place to look or a correction', () => {
    const text = 'For future reference, you can pin a report to your dashboard.';
    expect(offersAbility(text, after(text, 'reference'))).toBe(true);
    expect(flagged(text)).toBe(false);
    expect(flagged('For future reference, you can find the template on the intranet.')).toBe(true);
    expect(flagged('For future reference, you can book rooms yourself rather than asking me.')).toBe(true);
    expect(flagged('For future reference, you can just check the wiki.')).toBe(true);
  });

  it('does not read a verb of keeping as a tip: where a thing is kept is what a scolding points to too', () => {
    // The eleventh pass passed these through "pinned", "stored"; that also passed scoldings that point the
    // reader to where a thing has been kept (blind round 1 lost a text to it). A welcome in the block, or
    // material made for newcomers, still makes such a line a tip (`tipToNewcomer`).
    expect(flagged('For future reference, the expenses policy is pinned in the #finance channel.')).toBe(
      true,
    );
    expect(flagged('For future reference, the meeting notes are stored in the Team folder.')).toBe(true);
    expect(
      flagged('Welcome to the team! For future reference, the starter guide is pinned in #onboarding.'),
    ).toBe(false);
    expect(flagged('For future reference, the starter guide is pinned in the #onboarding channel.')).toBe(
      false,
    );
    expect(flagged('For future reference, the rota is pinned in #ops and has been for months.')).toBe(true);
    expect(flagged('For future reference, the form is on the intranet.')).toBe(true);
  });
});
