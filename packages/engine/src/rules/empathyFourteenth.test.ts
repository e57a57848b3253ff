import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide } from '../guide/compileGuide.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import { jointHelp, staffHelp } from './empathyHelp.ts';

// The kinds of the fourteenth pass read through the whole rule: problem words and help together.
const guide = compileGuide({ name: 'empathy', rules: [{ id: 'empathy' }] });
const flags = (text: string): boolean =>
  checkText(text, guide, { format: 'markdown' }).findings.some((finding) => finding.id === 'empathy');
const paragraph = (text: string) => analyzeProse(text, 'paragraph');

describe('empathy, fourteenth pass', () => {
  it('flags bad news of the widened readings', () => {
    expect(flags('From next month, the post office will close at 12.30 pm on Saturdays.')).toBe(true);
    expect(flags('Users in Asia have been unable to sign in since 06:10 UTC. Next update in one hour.')).toBe(
      true,
    );
    expect(flags('Books returned late will be fined at 25p per day from September.')).toBe(true);
    expect(flags('From next week, the Thursday yoga session is being shortened to 45 minutes.')).toBe(true);
    expect(flags('From 1 July, free accounts see promoted posts in your feed.')).toBe(true);
    expect(flags('The parish magazine will move from monthly to quarterly in the new year.')).toBe(true);
    expect(flags('| Plan | Now | From April |\n| --- | --- | --- |\n| Basic | £8 | £10 |')).toBe(true);
  });
  it('passes the hard negatives', () => {
    expect(flags('The café closes at 2 pm on Sundays.')).toBe(false);
    expect(flags('From Monday the café will close at 8 pm instead of 6 pm.')).toBe(false);
    expect(flags('Waiting times at the clinic will be cut to 20 minutes.')).toBe(false);
    expect(flags('The newsletter will move from monthly to weekly in January.')).toBe(false);
    expect(flags('| Plan | Today | From April |\n| --- | --- | --- |\n| Basic | £10 | £8 |')).toBe(false);
    expect(
      flags('Council tax in the county will rise by 4% next year, the council announced on Monday.'),
    ).toBe(false);
  });
});

describe('help of the fourteenth pass', () => {
  it("reads staff providing for the reader and a joint look at the reader's options", () => {
    expect(staffHelp(paragraph('Our crew will set up a water station at the corner.'))).toBe(true);
    expect(staffHelp(paragraph('Our careers advisers are running drop-in sessions.'))).toBe(true);
    expect(staffHelp(paragraph('Our front desk will change your plan with no fee.'))).toBe(true);
    expect(staffHelp(paragraph('Our engineers are running diagnostics.'))).toBe(false);
    expect(staffHelp(paragraph('Our front desk will change your plan on that date.'))).toBe(false);
    expect(jointHelp(paragraph("Call us and we'll look at the cheaper plans together."))).toBe(true);
    expect(jointHelp(paragraph('We will share the new timetable with you.'))).toBe(false);
  });
});
