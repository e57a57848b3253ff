import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { compileTerms, findTerms } from '../language/termMatcher.ts';
import { compileShared, findShared } from './phraseIndex.ts';

// The shared pass must give every list exactly what its own findTerms scan gives.
const lists = [
  ['make a decision', 'make', 'decision tree', 'a lot of', 'a lot'],
  ['lot', 'of course', 'course', 'tree'],
  ['revert back', 'back', 'back up', 'up to date'],
].map((terms) => terms.map((term) => ({ term, forms: 'verb' as const })));
const shared = lists.map((terms) => compileShared(terms));
const own = lists.map((terms) => compileTerms(terms));

const texts = [
  'We made a decision about the decision tree, and a lot of us agreed.',
  'Of course we reverted back the change, then backed up the files to keep them up to date.',
  'A lot. A lot of work. Make decisions. Making a decision tree takes a lot.',
  'Nothing to find here.',
];

describe('the shared phrase pass', () => {
  it.each(texts.map((text) => [text]))('gives each list what findTerms gives in %j', (text) => {
    const block = analyzeProse(text, 'paragraph');
    for (const [index, list] of shared.entries()) {
      const expected = findTerms(own[index] ?? compileTerms([]), block).map((hit) => [
        hit.from,
        hit.to,
        hit.entry.term,
      ]);
      expect(findShared(list, block).map((hit) => [hit.from, hit.to, hit.entry.term])).toEqual(expected);
    }
  });

  it('finds overlapping phrases of different lists, each in its own list', () => {
    const block = analyzeProse('We need a lot of course material.', 'paragraph');
    expect(findShared(shared[0] ?? compileShared([]), block).map((hit) => hit.entry.term)).toEqual([
      'a lot of',
    ]);
    expect(findShared(shared[1] ?? compileShared([]), block).map((hit) => hit.entry.term)).toEqual([
      'lot',
      'of course',
    ]);
  });
});
