import { describe, expect, it } from 'vitest';
import { REDUNDANT_ENTRIES } from '../data/redundantPhrases.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import { abbreviationsInCapitals, individualQualifies } from './redundantContext.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');
const entry = (id: string) => {
  const found = REDUNDANT_ENTRIES.find((item) => item.id === id);
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};
const at = (text: string, word: string) => block(text).words.findIndex((item) => item.normal === word);

describe('abbreviationsInCapitals', () => {
  it('reads the abbreviation of a pair in capitals only', () => {
    const pin = entry('pin-number');
    expect(abbreviationsInCapitals(pin, block('Enter your PIN number.'), 2)).toBe(true);
    expect(abbreviationsInCapitals(pin, block('Solder it to pin number 4.'), 3)).toBe(false);
    expect(abbreviationsInCapitals(entry('please-rsvp'), block('Please RSVP by Friday.'), 0)).toBe(true);
    const pat = entry('pat-testing');
    expect(abbreviationsInCapitals(pat, block('Book PAT testing for the kettles.'), 1)).toBe(true);
    expect(abbreviationsInCapitals(pat, block('Give the dog a pat testing its calm.'), 4)).toBe(false);
    expect(
      abbreviationsInCapitals(entry('2fa-authentication'), block('Turn on 2FA authentication.'), 2),
    ).toBe(true);
  });

  it('asks nothing of a pair without an abbreviation', () => {
    expect(abbreviationsInCapitals(entry('each-and-every'), block('Each and every day.'), 0)).toBe(true);
  });
});

describe('individualQualifies', () => {
  it('reads "individual" before a noun', () => {
    const text = 'Check each individual item.';
    expect(individualQualifies(block(text), at(text, 'individual'))).toBe(true);
  });

  it('passes "individual" as a person', () => {
    for (const text of [
      'Each individual who applies gets an answer.',
      'Each individual must sign.',
      'Each individual receives a pack.',
      'Each individual signed the form.',
      'We treat each individual as a partner.',
    ]) {
      expect(individualQualifies(block(text), at(text, 'individual'))).toBe(false);
    }
  });
});
