import { describe, expect, it } from 'vitest';
import { parseDocument } from '../document/parse-document.ts';
import { analyzeProse } from '../language/analyze-prose.ts';
import { sentenceSignature } from '../language/sentence-memo.ts';
import type { BlockView } from '../language/types.ts';
import { DEV_SET } from '../rules/quality/devset-files.ts';
import { devCases } from '../rules/quality/evaluate-devset.ts';
import type { RuleFix } from '../rules/types.ts';
import { applyFixes } from './apply-fixes.ts';
import { patchedView } from './patched-view.ts';

/** Everything a rule can read of a view; equal for two views means no rule can tell them apart. */
function readable(view: BlockView) {
  return {
    text: view.text,
    sentences: view.sentences,
    words: view.words,
    tree: sentenceSignature(view.tree, 0),
  };
}

/** Replacements a fix may bring: same-case words, a longer phrase, nothing, an abbreviation, a digit. */
const REPLACEMENTS = [
  'use',
  'Use',
  'make sure of',
  '',
  'etc.',
  'in',
  'Mr.',
  '12',
  'e.g.',
  'we’re',
  'quick fix',
  'Then',
  'sat',
  "isn't",
  'It’s',
  'low-hanging',
];

/** Fixes at every third word of a view: alone, and two at a time in different sentences. */
function trialFixes(view: BlockView): RuleFix[][] {
  const trials: RuleFix[][] = [];
  const chosen = view.words.filter((_, index) => index % 3 === 0);
  for (const [index, word] of chosen.entries()) {
    const replacement = REPLACEMENTS[index % REPLACEMENTS.length] ?? '';
    // A deletion takes the word and the space after it, as the rules' fixes do.
    const spaceAfter = /^\s+/.exec(view.text.slice(word.end))?.[0].length ?? 0;
    const fix = { from: word.start, to: word.end + (replacement === '' ? spaceAfter : 0), replacement };
    trials.push([fix]);
    const other = chosen.find((candidate) => candidate.sentence > word.sentence);
    if (other) {
      trials.push([
        fix,
        {
          from: other.start,
          to: other.end,
          replacement: REPLACEMENTS[(index + 3) % REPLACEMENTS.length] ?? '',
        },
      ]);
    }
  }
  return trials;
}

const texts = [
  'We signed in. Then we left. The report was written by the team.',
  'Please utilize the tool. It works. See the docs, e.g. the guide. Mr. Smith agrees.',
  'First line.\nSecond line here. And a third one!\n\nA new paragraph. With two sentences.',
  'Take {cruft}, (foo) and “bar” and [baz] now.',
  'Hello there\nNext line here\nand a lower one, then {braces} and (parens) and “quotes” too!',
  '“Quoted sentence.” Another one (with a parenthesis). 12 apples fell. i think so.',
  ...devCases(DEV_SET).map((devCase) => devCase.text),
];

describe('patchedView', () => {
  it('gives the view a full parse of the fixed prose gives, whenever it answers', () => {
    let patched = 0;
    let trials = 0;
    for (const text of texts) {
      for (const block of parseDocument(text, 'plain').blocks) {
        const view = analyzeProse(block.text, block.kind, block.level);
        for (const fixes of trialFixes(view)) {
          trials++;
          const result = patchedView(view, fixes);
          if (!result) continue;
          patched++;
          const expected = analyzeProse(applyFixes(view.text, fixes), view.kind, view.level);
          expect(readable(result), `${view.text} with ${JSON.stringify(fixes)}`).toEqual(readable(expected));
        }
      }
    }
    // The fast path is the common one; it is not a check that never runs.
    expect(trials).toBeGreaterThan(2_000);
    expect(patched / trials).toBeGreaterThan(0.5);
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
