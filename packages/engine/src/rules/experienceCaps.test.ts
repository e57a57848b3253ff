import { describe, expect, it } from 'vitest';
import { experienceCaps } from './experienceCaps.ts';

const HIRING = { hiring: true, experience: true, item: false };

/** What the caps find in a sentence, as written. */
function caps(text: string, context = HIRING): string[] {
  return experienceCaps(text, context).map((match) => match[0]);
}

describe('experienceCaps', () => {
  it('finds caps on years worded as a job ad words them', () => {
    expect(caps('The ideal candidate has no more than three years of experience.')).toEqual([
      'no more than three years of experience',
    ]);
    expect(caps('Experience: a maximum of two years in a similar role.')).toEqual([
      'maximum of two years in',
    ]);
    expect(caps('Experience: maximum 3 years in hospitality.', { ...HIRING, hiring: false })).toEqual([
      'maximum 3 years in',
    ]);
    expect(
      caps('Retail experience is welcome, but we cap it at five years.', { ...HIRING, hiring: false }),
    ).toEqual(['cap it at five years']);
    expect(
      caps('Candidates with more than 4 years will not be considered.', { ...HIRING, experience: false }),
    ).toEqual(['more than 4 years will not be considered']);
  });

  it('passes minimums, other caps and years that are not experience', () => {
    expect(caps('Candidates need at least four years of experience.')).toEqual([]);
    expect(caps('Contracts are capped at two years.', { ...HIRING, experience: false })).toEqual([]);
    expect(caps('We cap the free trial at 30 days so you can experience the product.')).toEqual([]);
    expect(
      caps('Complaints made more than 2 years after the event will not be considered.', {
        ...HIRING,
        experience: false,
      }),
    ).toEqual([]);
    expect(
      caps('The programme runs for a maximum of two years in each region.', { ...HIRING, hiring: false }),
    ).toEqual([]);
  });
});
