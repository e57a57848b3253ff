import { describe, expect, it } from 'vitest';
import { olderShutOut } from './olderShutOut.ts';

/** What the exclusions find in a sentence, as written. */
function shutOut(text: string): string[] {
  return olderShutOut(text).map((match) => match[0]);
}

describe('olderShutOut', () => {
  it('finds an older age shut out, before or after the exclusion', () => {
    expect(shutOut('Candidates over 45 will not be considered.')).toEqual(['over 45 will not be considered']);
    expect(shutOut('This role is not suitable for people over 50.')).toEqual([
      'not suitable for people over 50',
    ]);
    expect(shutOut('Please do not apply if you are over 50.')).toEqual([
      'Please do not apply if you are over 50',
    ]);
    expect(shutOut('If you are over 50, please do not apply.')).toEqual([
      'If you are over 50, please do not apply',
    ]);
    expect(shutOut('The job is not suitable for candidates close to retirement.')).toEqual([
      'not suitable for candidates close to retirement',
    ]);
    expect(shutOut('The shifts are too physical for anyone past 50.')).toEqual([
      'too physical for anyone past 50',
    ]);
  });

  it('passes lower limits, units and exclusions without an age', () => {
    expect(shutOut('This job is not suitable for anyone under 18.')).toEqual([]);
    expect(shutOut('Parcels over 30 kg are not suitable for this service.')).toEqual([]);
    expect(shutOut('The role is not suitable for loads over 25 kg.')).toEqual([]);
    expect(shutOut('This role is not suitable for people who dislike heights.')).toEqual([]);
    expect(shutOut('Do not apply if you are under 18.')).toEqual([]);
  });
});
