import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { clockPleonasms } from './clockPleonasm.ts';

const found = (text: string): string[] =>
  clockPleonasms(analyzeProse(text, 'paragraph')).map((match) => text.slice(match.from, match.to));
const fixed = (text: string): string => {
  const fix = clockPleonasms(analyzeProse(text, 'paragraph'))[0]?.fix;
  return fix ? text.slice(0, fix.from) + fix.replacement + text.slice(fix.to) : text;
};

describe('a joined clock time and the part of the day it names', () => {
  it('finds "am" with the morning and "pm" with the afternoon, evening and night', () => {
    expect(found('We open at 10am in the morning.')).toEqual(['10am in the morning']);
    expect(found('Call us at 3pm this afternoon.')).toEqual(['3pm this afternoon']);
    expect(found('Doors close at 11pm at night.')).toEqual(['11pm at night']);
    expect(found('Come at 9.30am this morning.')).toEqual(['9.30am this morning']);
    expect(fixed('The surgery opens at 8:30am in the morning on Saturdays.')).toBe(
      'The surgery opens at 8:30am on Saturdays.',
    );
  });

  it('leaves other phrases after the time, a sentence break and a mismatched part of the day', () => {
    expect(found('We open at 10am. In the morning we clean.')).toEqual([]);
    expect(found('We open at 9am in the summer.')).toEqual([]);
    expect(found('The night bus leaves at 5am at night.')).toEqual([]);
    expect(found('Call at 3pm or in the morning.')).toEqual([]);
  });
});
