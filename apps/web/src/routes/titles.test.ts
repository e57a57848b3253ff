import { describe, expect, it } from 'vitest';
import { formatPageTitle, titleOfMatches } from './titles.ts';

describe('page titles', () => {
  it('put the product name before the route title', () => {
    expect(formatPageTitle('Page Not Found')).toBe('Write the Tone | Page Not Found');
  });

  it('come from the deepest match that has a title', () => {
    const matches = [{ handle: undefined }, { handle: { title: 'Library' } }, { handle: { other: true } }];
    expect(titleOfMatches(matches)).toBe('Library');
    expect(titleOfMatches([{ handle: null }])).toBeNull();
  });
});
