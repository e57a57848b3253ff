// The canonical-address rules of spec section 2 as pure functions; the route table's loaders apply them
// before any guard runs, so a login redirect carries the canonical address as return_to.
import { PATHS, isLibrarySection, isTool } from './paths.ts';

/**
 * /library/{section?}: a `code` query goes to the shared guide with that code; a missing or unknown
 * section goes to guides, keeping the rest of the query, except with create=true, which is the entry for
 * prompt creation (spec section 2) and so goes to the prompts, where it opens the new-prompt dialog.
 * null: stay.
 */
export function libraryRedirectTarget(section: string | undefined, search: URLSearchParams): string | null {
  const code = search.get('code');
  if (code !== null) return `${PATHS.sharedGuide}?${new URLSearchParams({ code }).toString()}`;
  if (isLibrarySection(section)) return null;
  const target = search.get('create') === 'true' ? PATHS.libraryPrompts : PATHS.libraryGuides;
  const query = search.toString();
  return query === '' ? target : `${target}?${query}`;
}

/** /tools/{tool?}: a missing or unknown tool goes to the matcher. null: stay. */
export function toolsRedirectTarget(tool: string | undefined): string | null {
  return isTool(tool) ? null : PATHS.toolsMatcher;
}
