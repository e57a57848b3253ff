import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { applyFixes } from './applyFixes.ts';
import { forEachFixTrial, readable } from './fixTrialsTestKit.ts';
import { patchedView } from './patchedView.ts';

describe('patchedView', () => {
  it('gives the view a full parse of the fixed prose gives, whenever it answers', () => {
    const { trials, answered } = forEachFixTrial((view, fixes, expected) => {
      const result = patchedView(view, fixes);
      if (!result) return false;
      expect(readable(result), `${view.text} with ${JSON.stringify(fixes)}`).toEqual(readable(expected));
      return true;
    });
    // The fast path is the common one; it is not a check that never runs.
    expect(trials).toBeGreaterThan(2_000);
    expect(answered / trials).toBeGreaterThan(0.5);
  });

  it('parses anew where a fix may join or split sentences', () => {
    const view = analyzeProse('We left early. Then we ate.', 'paragraph');
    const second = view.words.find((word) => word.text === 'Then');
    const early = view.words.find((word) => word.text === 'early');
    if (!second || !early) throw new Error('words missing');
    // A lower-case start joins the sentence to the one before.
    expect(patchedView(view, [{ from: second.start, to: second.end, replacement: 'then' }])).toBeUndefined();
    // The word before the full stop decides whether the next sentence joins this one.
    expect(patchedView(view, [{ from: early.start, to: early.end, replacement: 'in' }])).toBeUndefined();
    // A fix that makes two sentences of one.
    const we = view.words.find((word) => word.text === 'We');
    if (!we) throw new Error('word missing');
    expect(patchedView(view, [{ from: we.start, to: we.end, replacement: 'Done. We' }])).toBeUndefined();
  });

  it('parses anew where a deletion puts a capital after a full stop', () => {
    const cases = [
      ['I was in. the Big house is red.', 'the '],
      ['He left at approx. the Ten people came.', 'the '],
      ['We went in. very Quickly it ended.', 'very '],
      ['He said no. very Well then.', 'very '],
    ] as const;
    for (const [text, deleted] of cases) {
      const view = analyzeProse(text, 'paragraph');
      const from = text.indexOf(deleted);
      const fixes = [{ from, to: from + deleted.length, replacement: '' }];
      const expected = analyzeProse(applyFixes(text, fixes), 'paragraph');
      const result = patchedView(view, fixes);
      if (result) expect(readable(result), text).toEqual(readable(expected));
      // A full parse splits the sentence there.
      expect(expected.sentences.length, text).toBe(view.sentences.length + 1);
    }
  });
});
