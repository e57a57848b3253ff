import { alignDecoded, type AlignOptions } from './align.ts';
import { findNonProse } from './nonProse.ts';
import { MASK_CHARACTER, type OffsetMap } from './types.ts';

/** Collects a block's prose piece by piece, remembering for each unit where it came from. */
export interface ProseBuilder {
  /** Decoded text that the parser read from `source[start, end)`. */
  text(value: string, start: number, end: number): void;
  /** A span that is not prose (inline code, an image): one mask unit. */
  mask(start: number, end: number): void;
  /** A line break or other separator: one space. */
  space(start: number, end: number): void;
  /** Whether anything has been added since the last `take`. */
  readonly empty: boolean;
  /** The prose so far with its map (URLs, e-mails, @mentions masked); resets the builder. */
  take(): { text: string; map: OffsetMap } | null;
}

const LINE_BREAKS = /[\n\r\t\f\v\u2028\u2029]/g;
const HAS_WORD = /[\p{L}\p{N}]/u;

export function createProseBuilder(source: string, options: AlignOptions): ProseBuilder {
  let pieces: string[] = [];
  let starts = new Int32Array(256);
  let ends = new Int32Array(256);
  let length = 0;

  const push = (units: string, start: number, end: number): void => {
    pieces.push(units.replace(LINE_BREAKS, ' '));
    if (length + units.length > starts.length) {
      const size = Math.max(starts.length * 2, length + units.length);
      const grownStarts = new Int32Array(size);
      const grownEnds = new Int32Array(size);
      grownStarts.set(starts.subarray(0, length));
      grownEnds.set(ends.subarray(0, length));
      starts = grownStarts;
      ends = grownEnds;
    }
    const exact = units.length === end - start;
    for (let k = 0; k < units.length; k++) {
      // Every unit of a multi-unit decoding (an astral entity) spans the whole reference.
      starts[length] = exact ? start + k : start;
      ends[length] = exact ? start + k + 1 : end;
      length++;
    }
  };

  return {
    text(value, start, end) {
      alignDecoded(value, source, start, end, options, push);
    },
    mask(start, end) {
      push(MASK_CHARACTER, start, end);
    },
    space(start, end) {
      push(' ', start, end);
    },
    get empty() {
      return pieces.length === 0;
    },
    take() {
      const text = pieces.join('');
      const result = HAS_WORD.test(text)
        ? maskNonProse(text, starts.slice(0, length), ends.slice(0, length))
        : null;
      pieces = [];
      length = 0;
      return result;
    },
  };
}

function maskNonProse(text: string, starts: Int32Array, ends: Int32Array): { text: string; map: OffsetMap } {
  const ranges = findNonProse(text);
  if (ranges.length === 0) return { text, map: { starts, ends } };
  const parts: string[] = [];
  const newStarts: number[] = [];
  const newEnds: number[] = [];
  let at = 0;
  for (const [from, to] of ranges) {
    parts.push(text.slice(at, from), MASK_CHARACTER);
    for (let k = at; k < from; k++) {
      newStarts.push(starts[k] ?? 0);
      newEnds.push(ends[k] ?? 0);
    }
    newStarts.push(starts[from] ?? 0);
    newEnds.push(ends[to - 1] ?? 0);
    at = to;
  }
  parts.push(text.slice(at));
  for (let k = at; k < text.length; k++) {
    newStarts.push(starts[k] ?? 0);
    newEnds.push(ends[k] ?? 0);
  }
  return {
    text: parts.join(''),
    map: { starts: Int32Array.from(newStarts), ends: Int32Array.from(newEnds) },
  };
}
