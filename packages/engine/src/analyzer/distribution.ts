/** A histogram bucket: values from `from` to `to` inclusive; `to` is null for the open last bucket. */
export interface Bucket {
  readonly from: number;
  readonly to: number | null;
  readonly count: number;
}

/** Summary of a list of whole numbers (sentence lengths in words, word lengths in letters). */
export interface Distribution {
  readonly count: number;
  readonly min: number;
  readonly max: number;
  readonly mean: number;
  readonly median: number;
  readonly p90: number;
  readonly buckets: readonly Bucket[];
}

/**
 * Summarises `values` into buckets that start at `starts` (ascending; the last bucket is open). Mean
 * and median are rounded to two decimals; percentiles use the nearest-rank method, so they are always
 * values that occur. An empty list gives zeros.
 */
export function distribution(values: readonly number[], starts: readonly number[]): Distribution {
  // A typed array sorts numerically, and fast.
  const sorted = Float64Array.from(values).sort();
  const counts = starts.map(() => 0);
  // One pass over the sorted values: each bucket takes the values below the next bucket's start.
  let bucket = -1;
  for (const value of sorted) {
    while (bucket + 1 < starts.length && value >= (starts[bucket + 1] ?? Infinity)) bucket++;
    if (bucket >= 0) counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  const buckets = starts.map((from, index) => {
    const next = starts[index + 1];
    return { from, to: next === undefined ? null : next - 1, count: counts[index] ?? 0 };
  });
  if (sorted.length === 0) return { count: 0, min: 0, max: 0, mean: 0, median: 0, p90: 0, buckets };
  let sum = 0;
  for (const value of sorted) sum += value;
  return {
    count: sorted.length,
    min: sorted[0] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
    mean: round2(sum / sorted.length),
    median: round2(median(sorted)),
    p90: percentile(sorted, 90),
    buckets,
  };
}

/** The nearest-rank percentile of an ascending list: the value at rank ⌈p/100 · n⌉ (1-based). */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? 0;
}

/** The middle value of an ascending list, or the mean of the two middle values. */
export function median(sorted: ArrayLike<number>): number {
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
