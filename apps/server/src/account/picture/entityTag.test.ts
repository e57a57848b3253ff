import { describe, expect, it } from 'vitest';
import { ifNoneMatchMatches } from './entityTag.ts';

describe('ifNoneMatchMatches', () => {
  const etag = '"abc"';

  it('matches the tag itself, a weak form of it, one of a list, and *', () => {
    for (const header of ['"abc"', 'W/"abc"', '"x", "abc"', ' "x" ,W/"abc" ', '*']) {
      expect(ifNoneMatchMatches(header, etag), header).toBe(true);
    }
  });

  it('does not match other tags, an unquoted value or no header', () => {
    for (const header of ['"abcd"', 'abc', '', '"x", "y"']) {
      expect(ifNoneMatchMatches(header, etag), header).toBe(false);
    }
    expect(ifNoneMatchMatches(undefined, etag)).toBe(false);
  });
});
