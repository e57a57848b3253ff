import { describe, expect, it } from 'vitest';
import { studyScreens } from './studyScreens.ts';

/** What the screens find in a sentence, as written, with its words read as the rule reads them. */
function screens(text: string, hiring: boolean, item = false): string[] {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  return studyScreens(text, { hiring, item, words }).map((match) => match[0]);
}

describe('studyScreens', () => {
  it('finds a year asked for and a window of years', () => {
    expect(screens('Applicants must have graduated in 2025.', true)).toEqual(['graduated in 2025']);
    expect(screens('The scheme is open to candidates who graduated in 2024 or 2025.', true)).toEqual([
      'graduated in 2024 or 2025',
    ]);
    expect(screens('You graduated in 2024 or 2025 and are ready to start.', false)).toEqual([
      'graduated in 2024 or 2025',
    ]);
    expect(screens('Degree completed in 2024 or 2025', false, true)).toEqual([
      'Degree completed in 2024 or 2025',
    ]);
  });

  it('finds recent study where hiring is spoken of or asked for', () => {
    expect(screens('Only applicants who finished university in the last two years.', true)).toEqual([
      'finished university in the last two years',
    ]);
    expect(
      screens('Our scheme accepts only those who finished university within the last two years.', false),
    ).toEqual(['finished university within the last two years']);
  });

  it('passes a year told, a window that is no criterion and a generation defined', () => {
    expect(screens('Anna graduated in 2009 and has led our team since 2020.', true)).toEqual([]);
    expect(screens('You graduated in 2019, so your repayments started in 2020.', false)).toEqual([]);
    expect(screens('Alumni who graduated in 2014 or 2015 are invited to the reunion.', false)).toEqual([]);
    expect(screens('Gen Z: born between 1997 and 2012', false, true)).toEqual([]);
    expect(screens('Anna left university in the past year and has shipped two apps.', false)).toEqual([]);
  });
});
