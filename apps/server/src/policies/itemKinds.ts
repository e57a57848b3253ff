import { HttpError } from '../errors/httpError.ts';

/** The kinds of library item a user may own, as messages name them. */
export type ItemKind = 'guide' | 'glossary' | 'prompt';

const PREDEFINED: Record<ItemKind, string> = {
  guide: 'Predefined guides',
  glossary: 'Public glossaries',
  prompt: 'Predefined prompts',
};

/** The one answer for an item that does not exist and for another user's item. */
export function notFoundMessage(kind: ItemKind): string {
  return `There is no ${kind} with this id in your library.`;
}

export function predefinedReadOnlyMessage(kind: ItemKind): string {
  return `${PREDEFINED[kind]} from Write the Tone are read-only: create your own ${kind} to change it.`;
}

/** The 404 of an item that vanished between its policy check and the write (a concurrent delete). */
export function itemNotFound(kind: ItemKind): HttpError {
  return new HttpError(404, notFoundMessage(kind));
}
