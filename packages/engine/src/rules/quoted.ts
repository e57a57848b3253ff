/**
 * The ranges of a text inside double quotation marks (straight or curly), quotes included: quoted speech
 * keeps its own voice ("Anna said, “I love it.”"). An unmatched quote opens a range to the end.
 */
export function quotedRanges(text: string): Array<readonly [number, number]> {
  const ranges: Array<readonly [number, number]> = [];
  let open = -1;
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (char === '\u201c') open = index;
    else if (char === '\u201d' && open >= 0) {
      ranges.push([open, index + 1]);
      open = -1;
    } else if (char === '"') {
      if (open < 0) open = index;
      else {
        ranges.push([open, index + 1]);
        open = -1;
      }
    }
  }
  if (open >= 0) ranges.push([open, text.length]);
  return ranges;
}
