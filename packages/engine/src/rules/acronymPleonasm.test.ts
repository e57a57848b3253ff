import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { acronymPleonasms } from './acronymPleonasm.ts';

const LISTED = new Set(['pin number']);

const found = (text: string): string[] =>
  acronymPleonasms(analyzeProse(text, 'paragraph'), LISTED).map((match) => text.slice(match.from, match.to));
const fixed = (text: string): string => {
  const fix = acronymPleonasms(analyzeProse(text, 'paragraph'), LISTED)[0]?.fix;
  return fix ? text.slice(0, fix.from) + fix.replacement + text.slice(fix.to) : text;
};

describe('an abbreviation followed by the word its last letter stands for', () => {
  it('finds the pair for any abbreviation and keeps the abbreviation', () => {
    expect(found('Enter your SIN number on line 5.')).toEqual(['SIN number']);
    expect(found('The VAT tax is included.')).toEqual(['VAT tax']);
    expect(fixed('Sign the NDA agreement first.')).toBe('Sign the NDA first.');
    expect(fixed('Open two ISA accounts.')).toBe('Open two ISAs.');
  });

  it('reads value, imaging, diode, disorder, disease and therapy after the letter that names them', () => {
    expect(found('Enter the CVV value on the back.')).toEqual(['CVV value']);
    expect(found('Your MRI imaging is on Monday.')).toEqual(['MRI imaging']);
    expect(fixed('Replace both LED diodes.')).toBe('Replace both LEDs.');
    expect(found('Support for pupils with an OCD disorder.')).toEqual(['OCD disorder']);
    expect(found('She was treated for COPD disease.')).toEqual(['COPD disease']);
    expect(found('The clinic offers CBT therapy.')).toEqual(['CBT therapy']);
    expect(found('Set the RGB value to 0, 80, 160.')).toEqual([]);
    expect(found('PET imaging is offered in Leeds.')).toEqual([]);
  });

  it('leaves nouns whose letter often means another word, and pairs the list reports', () => {
    expect(found('Put the disc in the DVD drive.')).toEqual([]);
    expect(found('The CPR rate is 100 a minute.')).toEqual([]);
    expect(found('Book the MOT test.')).toEqual([]);
    expect(found('The RSA authentication token expired.')).toEqual([]);
    expect(found('Our POS system prints receipts.')).toEqual([]);
    expect(found('The LED display dims.')).toEqual([]);
    expect(found('Enter the SIC code.')).toEqual([]);
    expect(found('Never share your PIN number.')).toEqual([]);
  });

  it('needs capitals, a lower-case noun right after, and no everyday word', () => {
    expect(found('Show the UN number on the label.')).toEqual([]);
    expect(found('Use your OWN number.')).toEqual([]);
    expect(found('ENTER YOUR EIN NUMBER')).toEqual([]);
    expect(found('Enter your PIN. Number of tries: 2.')).toEqual([]);
    expect(found('The NHS number is on the letter.')).toEqual([]);
  });
});
