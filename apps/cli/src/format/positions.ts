/** A 1-based line and column; columns count UTF-16 code units, as the engine's offsets and SARIF do. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/** Turns UTF-16 offsets into lines and columns; a line ends at LF, CRLF or a lone CR. */
export function positionsOf(text: string): (offset: number) => Position {
  const starts = [0];
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (char === 10) starts.push(index + 1);
    else if (char === 13) {
      if (text.charCodeAt(index + 1) === 10) index++;
      starts.push(index + 1);
    }
  }
  return (offset) => {
    // Binary search: the last line start at or before the offset.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
  };
}
