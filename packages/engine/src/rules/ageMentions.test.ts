import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { namedAfter, namedOrMentioned } from './ageMentions.ts';

/** Whether `word` in `text` is named or mentioned, not used of people. */
function mentioned(text: string, word: string): boolean {
  const from = text.indexOf(word);
  return namedOrMentioned(analyzeProse(text, 'paragraph'), from, from + word.length);
}

/** Whether the noun after `word` in `text` names one being. */
function named(text: string, word: string): boolean {
  return namedAfter(analyzeProse(text, 'paragraph'), text.indexOf(word) + word.length);
}

describe('namedOrMentioned', () => {
  it('reads a quoted word and a name described after a comma, a colon or a dash', () => {
    expect(mentioned('Write "older adults" instead.', 'older adults')).toBe(true);
    expect(mentioned('Boomer, our office dog, has a badge.', 'Boomer')).toBe(true);
    expect(mentioned('Boomer: our office spaniel', 'Boomer')).toBe(true);
    expect(mentioned('Boomer - the office tortoise - is 40.', 'Boomer')).toBe(true);
  });

  it('keeps a plural group', () => {
    expect(mentioned('Boomers: stop telling us to buy houses.', 'Boomers')).toBe(false);
    expect(mentioned('Seniors, the fastest-growing group, love the app.', 'Seniors')).toBe(false);
  });
});

describe('namedAfter', () => {
  it('reads one being named after the noun', () => {
    expect(named('Our elderly greyhound, Pixel, still comes in.', 'elderly')).toBe(true);
    expect(named('We said goodbye to our elderly office cat, Mittens, in May.', 'elderly')).toBe(true);
    // Read to the end of its sentence, not of its block, as a sentence read alone is.
    expect(named('We said goodbye to our elderly cat, Mittens. We miss her.', 'elderly')).toBe(true);
  });

  it('keeps a group and a noun with no name', () => {
    expect(named('Our elderly customers, like Mrs Hale, love the menus.', 'elderly')).toBe(false);
    expect(named('Elderly residents, Age UK says, are most at risk.', 'Elderly')).toBe(false);
    expect(named('Our elderly customers love the menus.', 'elderly')).toBe(false);
  });
});
