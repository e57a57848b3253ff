/** Quotes a phrase in a message, the way the product writes them: “phrase”. */
export function quote(text: string): string {
  return `\u201c${text}\u201d`;
}

/** "1 sentence", "3 sentences". */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** "a, b or c" with each item quoted. */
export function quoteList(items: readonly string[], conjunction = 'or'): string {
  const quoted = items.map(quote);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted[quoted.length - 1] ?? ''}`;
}
