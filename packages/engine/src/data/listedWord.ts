/** A word of a word list, with why it is on the list and where that comes from. */
export interface ListedWord {
  readonly word: string;
  readonly reason: string;
  readonly source: string;
}

/** Entries for many words that share a reason and a source. */
export function listed(words: readonly string[], reason: string, source: string): ListedWord[] {
  return words.map((word) => ({ word, reason, source }));
}
