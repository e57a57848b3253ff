import type { Selectable } from 'kysely';
import type { DatabaseClient } from '../../database/connection.ts';
import type { GlossaryTable, StoredGlossaryTerm } from '../../database/schema.ts';
import { deleteOwnRow, ownRow, publicFirst, visibleTo } from '../ownedRecords.ts';

const COLUMNS = ['id', 'owner_id', 'name', 'description', 'terms', 'public_object', 'disabled'] as const;

/** A glossary row as the store answers it (presenters/glossaryPresenter.ts turns it into the contract's). */
export type StoredGlossary = Pick<Selectable<GlossaryTable>, (typeof COLUMNS)[number]>;

/** Public glossaries first, then the user's own, oldest first. */
export function listGlossaries(db: DatabaseClient, ownerId: string): Promise<StoredGlossary[]> {
  return db.selectFrom('glossary').select(COLUMNS).where(visibleTo(ownerId)).$call(publicFirst).execute();
}

export function findGlossary(db: DatabaseClient, id: string): Promise<StoredGlossary | undefined> {
  return db.selectFrom('glossary').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The terms of those of `ids` the user may use (public or own), by id. `ids` must be UUIDs. */
export async function visibleGlossaryTerms(
  db: DatabaseClient,
  ownerId: string,
  ids: readonly string[],
): Promise<Map<string, StoredGlossaryTerm[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('glossary')
    .select(['id', 'terms'])
    .where('id', 'in', ids)
    .where(visibleTo(ownerId))
    .execute();
  return new Map(rows.map((row) => [row.id, row.terms]));
}

export interface NewGlossary {
  ownerId: string;
  name: string;
  description: string;
  terms: StoredGlossaryTerm[];
}

/** Inserts without a plan-limit check: routes go through insertGlossaryWithinLimit (planLimits.ts). */
export function insertGlossary(db: DatabaseClient, glossary: NewGlossary): Promise<StoredGlossary> {
  return db
    .insertInto('glossary')
    .values({
      owner_id: glossary.ownerId,
      name: glossary.name,
      description: glossary.description,
      terms: JSON.stringify(glossary.terms),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export interface GlossaryPatch {
  name?: string | undefined;
  description?: string | undefined;
  terms?: StoredGlossaryTerm[] | undefined;
  disabled?: boolean | undefined;
}

export function updateGlossary(
  db: DatabaseClient,
  ownerId: string,
  id: string,
  patch: GlossaryPatch,
): Promise<StoredGlossary | undefined> {
  return db
    .updateTable('glossary')
    .set({
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.description === undefined ? {} : { description: patch.description }),
      ...(patch.terms === undefined ? {} : { terms: JSON.stringify(patch.terms) }),
      ...(patch.disabled === undefined ? {} : { disabled: patch.disabled }),
      updated_at: new Date(),
    })
    .where(ownRow(ownerId, id))
    .returning(COLUMNS)
    .executeTakeFirst();
}

export function deleteGlossary(db: DatabaseClient, ownerId: string, id: string): Promise<boolean> {
  return deleteOwnRow(db, 'glossary', ownerId, id);
}
