import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { flatNewsMovedByAFix } from './learnedFlatNews.ts';
import { toneLogitShiftBound, toneModelOf, toneVectorOfCounts } from './learnedTone.ts';
import type { FixTrial } from './types.ts';

// A tiny model: "declined" pushes towards flat news, "sorry" away from it.
const model = toneModelOf({
  generated: 'test',
  intercept: -1,
  terms: ['declined', 'sorry', 'card', 'your card'],
  idf: [2, 2, 1, 1.5],
  weights: [6, -6, 0.5, 0.2],
});
const thresholds = { vetoAtMost: 0.1, flagAtLeast: 0.9 };
const paragraph = (text: string) => analyzeProse(text, 'paragraph');

function trial(
  block: number,
  text: string,
  from: number,
  to: number,
  fixed: string,
  words: number,
): FixTrial {
  return { block, from, to, words, view: () => paragraph(fixed) };
}

describe('learned tone: how far one fix can move a score', () => {
  it('bounds the logit shift of any change of that many n-gram occurrences', () => {
    const logit = (counts: Map<string, number>): number => {
      const { dot, norm } = toneVectorOfCounts(model, counts);
      return model.intercept + (norm > 0 ? dot / Math.sqrt(norm) : 0);
    };
    const terms = [...model.terms.keys()];
    let seed = 7;
    const next = (): number => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 200; round++) {
      const counts = new Map(terms.map((term) => [term, 1 + Math.floor(next() * 30)]));
      const { dot, norm } = toneVectorOfCounts(model, counts);
      const changes = 1 + Math.floor(next() * 3);
      const changed = new Map(counts);
      for (let step = 0; step < changes; step++) {
        const term = terms[Math.floor(next() * terms.length)] ?? 'card';
        const count = (changed.get(term) ?? 0) + (next() < 0.5 ? -1 : 1);
        if (count > 0) changed.set(term, count);
        else changed.delete(term);
      }
      const bound = toneLogitShiftBound(model, dot, norm, changes);
      expect(Math.abs(logit(changed) - logit(counts))).toBeLessThanOrEqual(bound + 1e-9);
    }
    expect(toneLogitShiftBound(model, 0, 1, 10)).toBe(Infinity);
  });

  it('asks for fixes one by one only where a fix alone moves the verdict', () => {
    const text = 'Your card was declined today.';
    const blocks = [paragraph(text)];
    // "declined" → "sorry, declined": the score falls below the veto line.
    const softer = trial(0, text, 0, text.length, 'Your card was sorry, declined today.', 3);
    // A word the model does not know changes nothing.
    const plain = trial(0, text, 0, text.length, 'Your card was declined yesterday.', 2);
    expect(flatNewsMovedByAFix(blocks, [plain], model, thresholds)).toBe(false);
    expect(flatNewsMovedByAFix(blocks, [plain, softer], model, thresholds)).toBe(true);
  });

  it('does not parse a fix that cannot move a long text across a threshold', () => {
    // A long text of many words the model knows, each weighing a little against flat news.
    const fillers = Array.from({ length: 5000 }, (_, index) => `q${lettersOf(index)}`);
    const wide = toneModelOf({
      generated: 'test',
      intercept: -1,
      terms: ['declined', ...fillers],
      idf: [2, ...fillers.map(() => 1)],
      weights: [6, ...fillers.map(() => -0.05)],
    });
    const long = paragraph(`Your card was declined. ${fillers.join(' ')}.`);
    let parsed = 0;
    const counted: FixTrial = {
      block: 0,
      from: 0,
      to: 23,
      words: 1,
      view: () => {
        parsed++;
        return paragraph('Your card was sorry.');
      },
    };
    expect(flatNewsMovedByAFix([long], [counted], wide, thresholds)).toBe(false);
    expect(parsed).toBe(0);
    // On the short text the same fix is read, and it moves the verdict: the news is gone.
    expect(flatNewsMovedByAFix([paragraph('Your card was declined.')], [counted], wide, thresholds)).toBe(
      true,
    );
    expect(parsed).toBe(1);
  });
});

/** A word of letters for a number: 0 → "a", 26 → "ba". */
function lettersOf(index: number): string {
  let word = '';
  let rest = index;
  do {
    word = String.fromCharCode(97 + (rest % 26)) + word;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return word;
}
