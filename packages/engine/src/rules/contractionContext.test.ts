import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { isListedName, singleQuotedRanges, writtenAsName } from './contractionContext.ts';

/** The quoted texts of `text` in single quotation marks. */
function singleQuoted(text: string): string[] {
  return singleQuotedRanges(text).map(([from, to]) => text.slice(from, to));
}

/** Whether the words of `phrase` in `text` (a paragraph unless told) read as a name or a label. */
function asName(text: string, phrase: string, kind: 'paragraph' | 'heading' = 'paragraph'): boolean {
  const block = analyzeProse(text, kind);
  const start = text.indexOf(phrase);
  const first = block.words.findIndex((word) => word.start === start);
  const last = block.words.findIndex((word) => word.end === start + phrase.length);
  return writtenAsName(block, first, last);
}

describe('singleQuotedRanges', () => {
  it('finds a label in straight or curly single quotes, apostrophes inside', () => {
    expect(singleQuoted("Click 'Don't show again' to hide it.")).toEqual(["'Don't show again'"]);
    expect(singleQuoted('Click \u2018Don\u2019t ask\u2019 now.')).toEqual(['\u2018Don\u2019t ask\u2019']);
  });

  it('reads apostrophes of contractions and plural possessives as apostrophes', () => {
    expect(singleQuoted("The users' files aren't lost.")).toEqual([]);
    expect(singleQuoted("Rock 'n roll, we're told.")).toEqual([]);
  });
});

describe('writtenAsName', () => {
  it('takes capitals in mid-clause or inside the phrase for a name or a label', () => {
    expect(asName('Turn on Do Not Disturb now.', 'Do Not')).toBe(true);
    expect(asName("Tap Don't Allow to stop alerts.", "Don't")).toBe(true);
  });

  it('leaves a sentence start, a clause after a colon, "I" and capitals throughout', () => {
    expect(asName('Do not unplug it.', 'Do not')).toBe(false);
    expect(asName('Note: Do not unplug it.', 'Do not')).toBe(false);
    expect(asName('Yes, I am here.', 'I am')).toBe(false);
    expect(asName("I DON'T KNOW.", "DON'T")).toBe(false);
  });

  it('leaves title case in a heading', () => {
    expect(asName('What We Are Building', 'We Are', 'heading')).toBe(false);
  });
});

describe('isListedName', () => {
  it("knows Let's Encrypt", () => {
    const block = analyzeProse("Let's Encrypt issues certificates.", 'paragraph');
    expect(isListedName(block, 0)).toBe(true);
    expect(isListedName(analyzeProse("Let's start.", 'paragraph'), 0)).toBe(false);
  });
});
