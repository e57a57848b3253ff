import type { OffsetMap } from './types.ts';

/** The source range `[from, to)` of the prose range `[from, to)` of a block. */
export function toSourceRange(map: OffsetMap, from: number, to: number): { from: number; to: number } {
  const length = map.starts.length;
  if (length === 0) return { from: 0, to: 0 };
  const start = clamp(from, 0, length - 1);
  if (to <= from) {
    // An empty range sits before the unit at `from`, or after the last unit.
    const at = from >= length ? (map.ends[length - 1] ?? 0) : (map.starts[start] ?? 0);
    return { from: at, to: at };
  }
  const last = clamp(to - 1, 0, length - 1);
  return { from: map.starts[start] ?? 0, to: map.ends[last] ?? 0 };
}

/** The identity map of a text that starts at `offset` in its source. */
export function identityMap(length: number, offset = 0): OffsetMap {
  const starts = new Int32Array(length);
  const ends = new Int32Array(length);
  for (let index = 0; index < length; index++) {
    starts[index] = offset + index;
    ends[index] = offset + index + 1;
  }
  return { starts, ends };
}

function clamp(value: number, low: number, high: number): number {
  return value < low ? low : value > high ? high : value;
}
