import type { Selectable } from 'kysely';
import type { Glossary } from '@wtt/contract';
import type { DatabaseClient } from '../../database/connection.ts';
import type { GlossaryTable, StoredGlossaryTerm } from '../../database/schema.ts';
import { deleteOwnRow, ownRow, publicFirst, visibleTo } from '../ownedRecords.ts';

type GlossaryRow = Selectable<GlossaryTable>;

const COLUMNS = ['id', 'owner_id', 'name', 'description', 'terms', 'public_object', 'disabled'] as const;

function toGlossary(row: Pick<GlossaryRow, (typeof COLUMNS)[number]>): Glossary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    terms: row.terms,
    publicObject: row.public_object,
    disabled: row.disabled,
  };
}

/** Public glossaries first, then the user's own, oldest first. */
export async function listGlossaries(db: DatabaseClient, ownerId: string): Promise<Glossary[]> {
  const rows = await db
    .selectFrom('glossary')
    .select(COLUMNS)
    .where(visibleTo(ownerId))
    .$call(publicFirst)
    .execute();
  return rows.map(toGlossary);
}

export async function findGlossary(db: DatabaseClient, id: string) {
  const row = await db.selectFrom('glossary').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : { owner_id: row.owner_id, glossary: toGlossary(row) };
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
export async function insertGlossary(db: DatabaseClient, glossary: NewGlossary): Promise<Glossary> {
  const row = await db
    .insertInto('glossary')
    .values({
      owner_id: glossary.ownerId,
      name: glossary.name,
      description: glossary.description,
      terms: JSON.stringify(glossary.terms),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toGlossary(row);
}

export interface GlossaryPatch {
  name?: string | undefined;
  description?: string | undefined;
  terms?: StoredGlossaryTerm[] | undefined;
  disabled?: boolean | undefined;
}

export async function updateGlossary(
  db: DatabaseClient,
  ownerId: string,
  id: string,
  patch: GlossaryPatch,
): Promise<Glossary | undefined> {
  const row = await db
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
  return row === undefined ? undefined : toGlossary(row);
}

export function deleteGlossary(db: DatabaseClient, ownerId: string, id: string): Promise<boolean> {
  return deleteOwnRow(db, 'glossary', ownerId, id);
}
