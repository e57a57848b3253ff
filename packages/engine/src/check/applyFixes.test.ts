import { describe, expect, it } from 'vitest';
import { applyFixes, mapPosition } from './applyFixes.ts';

describe('fix positions', () => {
  const fixes = [
    { from: 2, to: 4, replacement: 'xyz' },
    { from: 8, to: 8, replacement: '++' },
  ];

  it('applies non-overlapping fixes in order', () => {
    expect(applyFixes('abcdefghij', fixes)).toBe('abxyzefgh++ij');
  });

  it('moves positions after a fix by its change in length, and pins positions inside it to its ends', () => {
    expect(mapPosition(1, fixes, 'start')).toBe(1);
    expect(mapPosition(2, fixes, 'start')).toBe(2);
    expect(mapPosition(3, fixes, 'start')).toBe(2);
    expect(mapPosition(3, fixes, 'end')).toBe(5);
    expect(mapPosition(4, fixes, 'end')).toBe(5);
    expect(mapPosition(8, fixes, 'start')).toBe(11);
    expect(mapPosition(8, fixes, 'end')).toBe(9);
    expect(mapPosition(10, fixes, 'end')).toBe(13);
  });
});
