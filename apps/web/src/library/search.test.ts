import { describe, expect, it } from 'vitest';
import { filterBySearch, foldForSearch, matchesSearch } from './search.ts';

const items = [
  { id: 1, name: 'Café voice', description: 'Warm and friendly' },
  { id: 2, name: 'Legal', description: 'Précis, formal wording' },
  { id: 3, name: 'SUPPORT', description: 'Helpful answers for customers' },
  { id: 4, name: 'Naïve', description: undefined },
];

const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('filterBySearch', () => {
  it('finds by name and by description', () => {
    expect(ids(filterBySearch(items, 'legal'))).toEqual([2]);
    expect(ids(filterBySearch(items, 'friendly'))).toEqual([1]);
  });

  it('ignores case and accents on both sides', () => {
    expect(ids(filterBySearch(items, 'CAFE'))).toEqual([1]);
    expect(ids(filterBySearch(items, 'précis'))).toEqual([2]);
    expect(ids(filterBySearch(items, 'precis'))).toEqual([2]);
    expect(ids(filterBySearch(items, 'support'))).toEqual([3]);
    expect(ids(filterBySearch(items, 'NAIVE'))).toEqual([4]);
  });

  it('needs every word, each in the name or the description', () => {
    expect(ids(filterBySearch(items, 'support customers'))).toEqual([3]);
    expect(ids(filterBySearch(items, 'support legal'))).toEqual([]);
    expect(ids(filterBySearch(items, '  warm   cafe '))).toEqual([1]);
  });

  it('matches part of a word', () => {
    expect(ids(filterBySearch(items, 'form'))).toEqual([2]);
  });

  it('keeps everything, in order, for a blank search', () => {
    expect(ids(filterBySearch(items, ''))).toEqual([1, 2, 3, 4]);
    expect(ids(filterBySearch(items, '   '))).toEqual([1, 2, 3, 4]);
  });

  it('reads other fields when told', () => {
    const prompts = [
      { id: 1, name: 'Shorten', content: 'Make the text shorter' },
      { id: 2, name: 'Expand', content: 'Add détails' },
    ];
    expect(ids(filterBySearch(prompts, 'details', (p) => [p.name, p.content]))).toEqual([2]);
    expect(ids(filterBySearch(prompts, 'details'))).toEqual([]);
  });
});

describe('matchesSearch and foldForSearch', () => {
  it('fold case and combining marks', () => {
    expect(foldForSearch('Ünïcödé Àccents')).toBe('unicode accents');
    expect(matchesSearch('ZURICH', ['Zürich office'])).toBe(true);
    expect(matchesSearch('x', [])).toBe(false);
    expect(matchesSearch('', [])).toBe(true);
  });
});
