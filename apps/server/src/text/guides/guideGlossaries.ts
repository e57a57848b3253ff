import type { StoredGlossaryTerm, StoredGuideRule } from '../../database/schema.ts';
import type { DatabaseClient } from '../../database/connection.ts';
import { visibleGlossaryTerms } from '../glossaries/glossaryStore.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a glossary id can be looked up (a uuid column rejects other text with an error, not a miss). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** The `glossaryId`s a guide's rules name (any text; the engine reports a malformed one). */
export function referencedGlossaryIds(rules: readonly StoredGuideRule[]): string[] {
  const ids = rules
    .map((rule) => rule.params?.glossaryId)
    .filter((id): id is string => typeof id === 'string');
  return [...new Set(ids)];
}

/**
 * The glossaries a guide's rules use, as the engine's `GlossarySource`: those the owner may see (public
 * or own). Ids in `tolerateMissing` that no longer exist (a deleted glossary) give no terms, so a guide
 * keeps working after its glossary is deleted; any other unknown id stays unknown and the engine reports
 * it. Only UUIDs reach the database (a uuid column rejects other text with an error, not a miss).
 */
export async function glossariesForGuide(
  db: DatabaseClient,
  ownerId: string,
  rules: readonly StoredGuideRule[],
  tolerateMissing: ReadonlySet<string> = new Set(),
): Promise<Map<string, StoredGlossaryTerm[]>> {
  const ids = referencedGlossaryIds(rules);
  const found = await visibleGlossaryTerms(db, ownerId, ids.filter(isUuid));
  for (const id of ids) {
    if (!found.has(id) && tolerateMissing.has(id)) found.set(id, []);
  }
  return found;
}
