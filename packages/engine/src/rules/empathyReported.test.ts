import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { ownWords, reportedRanges } from './empathyReported.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');
const quoted = (text: string) => reportedRanges(text).map(([from, to]) => text.slice(from, to));

describe('reportedRanges', () => {
  it('reads double, curly single and straight single quotes', () => {
    expect(quoted('You wrote: "Sorry, I can\'t log in." It is locked.')).toEqual([
      '"Sorry, I can\'t log in."',
    ]);
    expect(quoted('You wrote: \u2018I\u2019m sorry.\u2019 It is locked.')).toEqual([
      '\u2018I\u2019m sorry.\u2019',
    ]);
    expect(quoted("You wrote: 'I'm sorry, I'll resend it.' It is locked.")).toEqual([
      "'I'm sorry, I'll resend it.'",
    ]);
  });

  it('leaves apostrophes inside and after words alone', () => {
    expect(quoted("We're sorry: it's locked until Monday.")).toEqual([]);
    expect(quoted("The customers' orders are late.")).toEqual([]);
  });
});

describe('ownWords', () => {
  it('blanks the words inside quotes and keeps the rest', () => {
    const view = ownWords(block('You wrote: "I\'ll need it by Friday." I\'ve unlocked it.'));
    const normals = view.words.map((word) => word.normal);
    expect(normals).not.toContain("i'll");
    expect(normals).toContain("i've");
  });

  it('returns a block without quotes as it is', () => {
    const plain = block('Your account is locked.');
    expect(ownWords(plain)).toBe(plain);
  });
});
