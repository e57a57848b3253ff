// Filtering a library list by what the user types: name and description, ignoring case and accents
// ("cafe" finds "Café"), every word of the search somewhere in them.

/** Lower case without accents or other combining marks, for comparing. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function wordsOf(search: string): string[] {
  return foldForSearch(search)
    .split(/\s+/u)
    .filter((word) => word !== '');
}

/** Whether every word of `search` occurs in one of `texts`; a blank search matches everything. */
export function matchesSearch(search: string, texts: readonly string[]): boolean {
  const words = wordsOf(search);
  if (words.length === 0) return true;
  const folded = texts.map(foldForSearch);
  return words.every((word) => folded.some((text) => text.includes(word)));
}

export interface Searchable {
  name: string;
  description?: string;
}

const nameAndDescription = (item: Searchable): string[] => [item.name, item.description ?? ''];

/**
 * The items matching `search`, in their order. By default an item is read by its name and description;
 * pass `textsOf` to read other fields (a prompt's content, for example).
 */
export function filterBySearch<T extends Searchable>(
  items: readonly T[],
  search: string,
  textsOf: (item: T) => readonly string[] = nameAndDescription,
): T[] {
  if (wordsOf(search).length === 0) return [...items];
  return items.filter((item) => matchesSearch(search, textsOf(item)));
}
