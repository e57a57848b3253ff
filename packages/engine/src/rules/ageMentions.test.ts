import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { bareName, namedAfter, namedOrMentioned, partBefore } from './ageMentions.ts';

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

/** The index of the word `word` in `text` read as a block of `kind`. */
function wordAt(text: string, word: string, kind: 'paragraph' | 'heading' = 'paragraph') {
  const block = analyzeProse(text, kind);
  return { block, index: block.words.findIndex((each) => each.text === word) };
}

describe('bareName', () => {
  it('reads a capitalised singular with no determiner as a name, in a heading too', () => {
    const heading = wordAt('Meet Boomer', 'Boomer', 'heading');
    expect(bareName(heading.block, heading.index, heading.index)).toBe(true);
    const ask = wordAt('Please ask Boomer at reception.', 'Boomer');
    expect(bareName(ask.block, ask.index, ask.index)).toBe(true);
  });

  it('keeps a determiner, a plural and a small letter a label', () => {
    const article = wordAt('It reads like a Boomer wrote it.', 'Boomer');
    expect(bareName(article.block, article.index, article.index)).toBe(false);
    const plural = wordAt('Meet the Boomers', 'Boomers', 'heading');
    expect(bareName(plural.block, plural.index, plural.index)).toBe(false);
    const lower = wordAt('Ask boomer friends.', 'boomer');
    expect(bareName(lower.block, lower.index, lower.index)).toBe(false);
  });
});

describe('partBefore', () => {
  it('reads a part or a count right before the group', () => {
    const most = wordAt('Most boomers in the panel still call us.', 'boomers');
    expect(partBefore(most.block, most.index)).toBe(true);
    const share = wordAt('58% of boomers pay by cheque.', 'boomers');
    expect(partBefore(share.block, share.index)).toBe(true);
    const all = wordAt('Stop writing for boomers.', 'boomers');
    expect(partBefore(all.block, all.index)).toBe(false);
  });
});
