import { describe, expect, it } from 'vitest';
import { applyFixes } from '../check/applyFixes.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import { cutFix } from './cutFix.ts';

/** The text with the words `[first, last]` (by text) cut, or null when the cut is refused. */
function cut(text: string, phrase: string): string | null {
  const block = analyzeProse(text, 'paragraph');
  const start = text.indexOf(phrase);
  const first = block.words.findIndex((word) => word.start === start);
  const last = block.words.findIndex((word) => word.end === start + phrase.length);
  const fix = cutFix(block, first, last);
  return fix ? applyFixes(text, [fix]) : null;
}

describe('cutFix', () => {
  it('cuts an opening phrase with its comma and hands the capital on', () => {
    expect(cut('Needless to say, we fixed it.', 'Needless to say')).toBe('We fixed it.');
    expect(cut('Basically we rebuilt it.', 'Basically')).toBe('We rebuilt it.');
  });

  it('cuts a phrase set off by commas, and both commas', () => {
    expect(cut('We are, needless to say, very happy.', 'needless to say')).toBe('We are very happy.');
  });

  it('cuts a word in mid-sentence with one space', () => {
    expect(cut('The plan is probably cheaper.', 'probably')).toBe('The plan is cheaper.');
    expect(cut('It is really, really good.', 'really')).toBe('It is really good.');
  });

  it('cuts the last words of a sentence and keeps the full stop', () => {
    expect(cut('The plan is cheaper, to be honest.', 'to be honest')).toBe('The plan is cheaper.');
  });

  it('refuses when a bracket or a quote would be left behind', () => {
    expect(cut('It works (basically) now.', 'basically')).toBeNull();
  });
});
