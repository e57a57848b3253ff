import { describe, expect, it } from 'vitest';
import { TALLIED_PATTERNS } from './passiveAggressiveTallied.ts';

const matches = (text: string) => TALLIED_PATTERNS.some((pattern) => new RegExp(pattern).test(text));

describe('tellings tallied (fourteenth pass, sets ac, ad, ae and af)', () => {
  it('finds any telling of the writer counted after its object, in any tense', () => {
    expect(matches('We have told the night staff three times now that the fire door stays shut.')).toBe(true);
    expect(matches('I asked Marco twice last week to update the rota.')).toBe(true);
    expect(matches('I have nagged Sam about the locker keys again and again.')).toBe(true);
    expect(matches("We've chased the signed lease with you time and again.")).toBe(true);
    expect(matches("I've pointed out the typo in the header more than once.")).toBe(true);
    expect(matches('I have asked for the timesheets repeatedly.')).toBe(true);
  });

  it('passes counts of contact, increases, schedules, audiences and third parties', () => {
    expect(matches("I've visited the Lisbon office twice already this year.")).toBe(false);
    expect(matches('We have raised the price twice this year.')).toBe(false);
    expect(matches('We check in with the team twice a week.')).toBe(false);
    expect(matches("I've mentioned the café several times on this blog.")).toBe(false);
    expect(matches("I've asked the landlord twice about the boiler.")).toBe(false);
    expect(matches("I've reminded myself repeatedly to drink water.")).toBe(false);
    expect(matches('I asked my manager about it twice, and she said yes.')).toBe(false);
  });

  it('finds several messages counted in a question, and a telling again "as I did"', () => {
    expect(matches('Just checking you received my last four emails about the parking permit?')).toBe(true);
    expect(matches("I wonder whether you've seen my previous three messages.")).toBe(true);
    expect(matches('Flagging this again, as I did on Monday: the form needs signing.')).toBe(true);
    expect(matches('Did you get my email about the rota?')).toBe(false);
    expect(matches('Flagging again, as promised, that the café closes early.')).toBe(false);
  });
});
