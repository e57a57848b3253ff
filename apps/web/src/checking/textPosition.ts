// Where an offset of the checked text is for a reader: 1-based line and column (UTF-16 units, as the
// findings' offsets count).

export interface LineColumn {
  line: number;
  column: number;
}

/** Offsets at which each line starts; search it with lineColumnAt for many offsets of one text. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = 0; index < text.length; index += 1) {
    if (text.charCodeAt(index) === 10) starts.push(index + 1);
  }
  return starts;
}

export function lineColumnAt(starts: readonly number[], offset: number): LineColumn {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
}

/** The text between two offsets on one line, shortened with an ellipsis beyond `maxLength`. */
export function excerpt(text: string, from: number, to: number, maxLength = 120): string {
  const flat = text.slice(Math.max(0, from), Math.max(from, to)).replace(/\s+/g, ' ').trim();
  return flat.length <= maxLength ? flat : `${flat.slice(0, maxLength - 1).trimEnd()}…`;
}
