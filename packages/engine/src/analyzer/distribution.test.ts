import { describe, expect, it } from 'vitest';
import { distribution, median, percentile } from './distribution.ts';

describe('distribution', () => {
  it('counts values into buckets with an open last bucket', () => {
    const result = distribution([1, 5, 6, 10, 11, 40], [1, 6, 11]);
    expect(result.buckets).toEqual([
      { from: 1, to: 5, count: 2 },
      { from: 6, to: 10, count: 2 },
      { from: 11, to: null, count: 2 },
    ]);
    expect(result).toMatchObject({ count: 6, min: 1, max: 40, mean: 12.17, median: 8 });
  });

  it('takes the nearest-rank percentile, a value that occurs', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(sorted, 90)).toBe(9);
    expect(percentile(sorted, 95)).toBe(10);
    expect(percentile(sorted, 50)).toBe(5);
    expect(percentile([7], 90)).toBe(7);
  });

  it('takes the median of odd and even lists', () => {
    expect(median([1, 3, 8])).toBe(3);
    expect(median([1, 3, 8, 10])).toBe(5.5);
  });

  it('gives zeros for no values', () => {
    expect(distribution([], [1, 5])).toEqual({
      count: 0,
      min: 0,
      max: 0,
      mean: 0,
      median: 0,
      p90: 0,
      buckets: [
        { from: 1, to: 4, count: 0 },
        { from: 5, to: null, count: 0 },
      ],
    });
  });
});
