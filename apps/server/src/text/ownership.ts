import { HttpError } from '../errors/httpError.ts';

export type LibraryTable = 'tone_of_voice' | 'glossary' | 'prompt';

/** Names of the kinds of item, for messages. */
const KIND_NAMES: Record<LibraryTable, { one: string; predefined: string }> = {
  tone_of_voice: { one: 'guide', predefined: 'Predefined guides' },
  glossary: { one: 'glossary', predefined: 'Public glossaries' },
  prompt: { one: 'prompt', predefined: 'Predefined prompts' },
};

export function notFound(table: LibraryTable): HttpError {
  return new HttpError(404, `There is no ${KIND_NAMES[table].one} with this id in your library.`);
}

/**
 * An item the user may change: their own. Another user's item is 404 (its existence is not revealed); a
 * predefined one is visible, so it answers 403 and says why (docs/decisions.md).
 */
export function assertOwnItem<Row extends { owner_id: string | null }>(
  table: LibraryTable,
  row: Row | undefined,
  ownerId: string,
): asserts row is Row {
  if (row === undefined) throw notFound(table);
  if (row.owner_id === null) {
    throw new HttpError(
      403,
      `${KIND_NAMES[table].predefined} from Write the Tone are read-only: create your own ${KIND_NAMES[table].one} to change it.`,
    );
  }
  if (row.owner_id !== ownerId) throw notFound(table);
}

/**
 * Whether the user may see a glossary or prompt: the provider's or their own. Guides can also be shared with
 * the user: for them use findVisibleGuide / findReadableGuide (guides/).
 */
export function isVisible(row: { owner_id: string | null } | undefined, ownerId: string): boolean {
  return row !== undefined && (row.owner_id === null || row.owner_id === ownerId);
}
