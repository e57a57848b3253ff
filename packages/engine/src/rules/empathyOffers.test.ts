import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { hardshipSupposed, sentOnItsWay } from './empathyOffers.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');

describe('hardshipSupposed', () => {
  it('reads a supposed hardship with the writer acting after it', () => {
    expect(
      hardshipSupposed(block('If that makes it hard for you, one of our team will bring your books.')),
    ).toBe(true);
    expect(
      hardshipSupposed(block("If the new days don't suit you, reply and we'll find another slot.")),
    ).toBe(true);
  });
  it('passes a bare instruction and a hardship with no offer', () => {
    expect(hardshipSupposed(block('If you find it hard to park, use the rear entrance.'))).toBe(false);
    expect(hardshipSupposed(block('If the new days suit you, reply and we will book you in.'))).toBe(false);
  });
});

describe('sentOnItsWay', () => {
  it("reads the writer sending the reader's thing on", () => {
    expect(sentOnItsWay(block("We'll get it on its way today."))).toBe(true);
    expect(sentOnItsWay(block("We'll get a replacement out to you tomorrow."))).toBe(true);
    expect(sentOnItsWay(block('We get thousands of parcels on their way each day.'))).toBe(false);
  });
});
