/**
 * Every match of a global pattern in a block's prose, in order. Punctuation and spacing rules read the
 * characters, not the words; code and URLs are already masked in the prose, so they never match.
 */
export function scanText(text: string, pattern: RegExp): RegExpExecArray[] {
  if (!pattern.global) throw new Error('scanText needs a global pattern');
  const found: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    found.push(match);
    if (match[0].length === 0) pattern.lastIndex++;
  }
  return found;
}
